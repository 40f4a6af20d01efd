/** The statistics benchmark's HTTP calls to the server under measure: a JSON call answering the envelope, timed. */
import { appBaseFor } from '../server/config';
import { API_BASE, JSON_HEADERS } from './serverLogin';

export interface Envelope {
  status: number;
  statusText: string;
  data: Record<string, unknown>;
}

/** The app-facing base of the default product, the one API_BASE names (docs/statistics.md, "App-facing calls"). */
export const APP_BASE = appBaseFor('assoc');

/** POSTs `body` to `serverUrl + path` (with the session `token` when given) and reads the envelope; refuses another answer. */
export const postJson = async (serverUrl: string, path: string, body: unknown, token?: string): Promise<Envelope> => {
  const response = await fetch(`${serverUrl}${path}`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...(token ? { token } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const answer = JSON.parse(text) as Envelope;
  if (!response.ok || answer.status !== 0) throw new Error(`${path} answered HTTP ${response.status}: ${text.slice(0, 300)}`);
  return answer;
};

/** A web-center call (business/pagePointInfo/*, infornation/*) and the milliseconds it took, answer read whole. */
export const timedReport = async (serverUrl: string, call: string, body: Record<string, unknown>, token: string) => {
  const started = performance.now();
  const answer = await postJson(serverUrl, `${API_BASE}${call}`, body, token);
  return { ms: performance.now() - started, answer };
};
