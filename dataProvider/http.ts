/**
 * The web-center request wrapper (spec sections 7 and 8): POST JSON, GET
 * query, multipart upload, blob download and export; the envelope rules;
 * HTTP and network failures mapped to their messages. Messages are i18n keys
 * (see src/i18n) or the server's own text; the message line translates them.
 */
import { clearSession, getToken } from './session';
import { getConfig } from './config';
import { showMessage } from './messages';
import type { CallKind, Service } from '../resources/framework/defineCalls';
import { ApiError, FAILURE, MSG } from './errors';
import { reportOutcome as report } from './callOutcomes';
import { saveBlob } from './saveBlob';

export { ApiError, FAILURE, MSG, toApiError } from './errors';
export { subscribeCallOutcomes, type CallOutcome } from './callOutcomes';
export { saveBlob } from './saveBlob';

export type RequestKind = CallKind;
export type { Service };

export interface RequestOptions {
  /** Path under the service base, e.g. 'user/login'. */
  url: string;
  method?: 'GET' | 'POST';
  /** JSON body of a POST, or the extra form fields of an upload. */
  data?: unknown;
  /** Query parameters (GET, or any method). */
  params?: Record<string, unknown>;
  kind?: RequestKind;
  /** The multipart body of an upload. */
  form?: FormData;
  /** File name of a download when the response names none. */
  fileName?: string;
  /** 'file' addresses the file service (SMS codes), 'questionnaire' the questionnaire base, instead of the web center. */
  service?: Service;
  timeout?: number;
  signal?: AbortSignal;
  /** Do not show the failure message (the caller shows its own). */
  silent?: boolean;
}

export interface Envelope<T = unknown> {
  status: number;
  data: T;
  statusText: string;
}

export const SUCCESS = 0;
/** Statuses passed through to the caller unchanged (spec section 8). */
export const PASS_THROUGH = [-10001, -2001];
export const UNAUTHORIZED = [401, 402];
export const ABORTED = 'ECONNABORTED';
export const DEFAULT_TIMEOUT = 30_000;
export const FILE_TIMEOUT = 120_000;

/** HTTP statuses with a message of their own (spec section 8). */
export const HTTP_STATUSES = [200, 201, 202, 204, 400, 401, 403, 404, 406, 410, 422, 500, 502, 503, 504];

const DOWNLOAD_TYPES = ['octet-stream', 'msword', 'x-download', 'spreadsheetml', 'ms-excel', 'application/pdf', 'application/zip', 'wordprocessingml'];

export const isDownloadType = (contentType: string | null) => !!contentType && DOWNLOAD_TYPES.some((type) => contentType.toLowerCase().includes(type));

/** File name from Content-Disposition (RFC 5987 filename* first), else null. */
export const fileNameFromDisposition = (header: string | null): string | null => {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const value = (plain[2] ?? plain[1]).trim();
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

let onUnauthorized = () => {
  window.location.assign('/');
};

/** Where a rejected token sends the user (the site root by default). */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

const buildUrl = (options: RequestOptions) => {
  const config = getConfig();
  const base = options.service === 'file' ? config.fileBase : options.service === 'questionnaire' ? config.questionnaireBase : config.apiBase;
  const path = options.url.replace(/^\//, '');
  const query = new URLSearchParams();
  Object.entries(options.params ?? {}).forEach(([key, value]) => {
    if (value !== undefined && value !== null) query.append(key, String(value));
  });
  const search = query.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
};

const buildBody = (options: RequestOptions, kind: RequestKind): BodyInit | undefined => {
  if (kind === 'upload') {
    const form = options.form ?? new FormData();
    if (options.data && typeof options.data === 'object') {
      Object.entries(options.data as Record<string, unknown>).forEach(([key, value]) => {
        if (value !== undefined && value !== null) form.append(key, value instanceof Blob ? value : String(value));
      });
    }
    return form;
  }
  if (options.method === 'GET') return undefined;
  return JSON.stringify(options.data ?? {});
};

const fail = (error: ApiError, silent?: boolean): never => {
  if (!silent) showMessage('error', error.statusText);
  throw error;
};

const isEnvelope = (value: unknown): value is Envelope => !!value && typeof value === 'object' && 'status' in value && typeof (value as Envelope).status === 'number';

/** Applies the envelope rules to a parsed body. */
export const handleEnvelope = <T>(body: unknown, silent?: boolean): Envelope<T> => {
  if (!isEnvelope(body)) return fail(new ApiError(FAILURE, MSG.defaultError, { data: body }), silent);
  if (body.status === SUCCESS || PASS_THROUGH.includes(body.status)) return body as Envelope<T>;
  if (UNAUTHORIZED.includes(body.status)) {
    const error = new ApiError(body.status, body.statusText || MSG.status(401), { data: body.data });
    showMessage('error', error.statusText);
    report('unauthorized');
    clearSession();
    onUnauthorized();
    throw error;
  }
  return fail(new ApiError(FAILURE, body.statusText || MSG.defaultError, { data: body.data }), silent);
};

/** Settles with `work`, or rejects as soon as `signal` aborts (a stalled body must not hang the call). */
const untilAborted = <T>(work: Promise<T>, signal?: AbortSignal): Promise<T> => {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(new Error('aborted'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
};

const readBody = async (response: Response, signal?: AbortSignal): Promise<unknown> => {
  const text = await untilAborted(response.text(), signal);
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const downloadResult = async <T>(response: Response, options: RequestOptions, signal?: AbortSignal): Promise<Envelope<T>> => {
  const blob = await untilAborted(response.blob(), signal);
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? options.fileName ?? 'download';
  saveBlob(blob, name);
  showMessage('success', MSG.downloaded);
  return { status: SUCCESS, data: blob as T, statusText: MSG.downloaded };
};

/** One call of the web-center contract. Resolves with the envelope (status 0, -10001 or -2001). */
export const request = async <T = unknown>(options: RequestOptions): Promise<Envelope<T>> => {
  const kind = options.kind ?? 'json';
  const method = options.method ?? (kind === 'download' ? 'GET' : 'POST');
  const timeout = options.timeout ?? (kind === 'json' ? DEFAULT_TIMEOUT : FILE_TIMEOUT);
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', token: getToken() ?? '' };
  if (kind !== 'upload' && method !== 'GET') headers['Content-Type'] = 'application/json;charset=UTF-8';

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);
  const cleanup = () => {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  };
  // A signal aborted before the call never fires 'abort' again: honour it now.
  if (options.signal?.aborted) controller.abort();

  let response: Response;
  try {
    response = await fetch(buildUrl({ ...options, method }), {
      method,
      headers,
      body: buildBody({ ...options, method }, kind),
      signal: controller.signal,
    });
  } catch (cause) {
    cleanup();
    if (timedOut) report('timeout');
    if (timedOut) return fail(new ApiError(FAILURE, MSG.timeout, { code: ABORTED }), options.silent);
    if (controller.signal.aborted) throw new ApiError(FAILURE, MSG.aborted, { code: ABORTED });
    report('network');
    return fail(new ApiError(FAILURE, MSG.network, { code: 'ERR_NETWORK', data: cause }), options.silent);
  }

  // A gateway that cannot reach the server (502/504) means the server is down too.
  report(response.status === 502 || response.status === 504 ? 'network' : 'answered');
  try {
    if (!response.ok) {
      const body = await readBody(response, controller.signal).catch(() => undefined);
      if (isEnvelope(body) && UNAUTHORIZED.includes(body.status)) return handleEnvelope<T>(body, options.silent);
      const text = isEnvelope(body) && body.statusText ? body.statusText : HTTP_STATUSES.includes(response.status) ? MSG.status(response.status) : MSG.defaultError;
      const status = UNAUTHORIZED.includes(response.status) ? response.status : FAILURE;
      if (UNAUTHORIZED.includes(response.status)) {
        return handleEnvelope<T>({ status: response.status, data: null, statusText: text }, options.silent);
      }
      return fail(new ApiError(status, text, { httpStatus: response.status, data: body }), options.silent);
    }
    if (kind === 'download' || kind === 'export') {
      if (isDownloadType(response.headers.get('content-type'))) return await downloadResult<T>(response, options, controller.signal);
      const body = await readBody(response, controller.signal);
      if (isEnvelope(body) && body.status !== SUCCESS) return handleEnvelope<T>(body, options.silent);
      return fail(new ApiError(FAILURE, MSG.defaultError, { data: body }), options.silent);
    }
    return handleEnvelope<T>(await readBody(response, controller.signal), options.silent);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) report('timeout');
    if (timedOut) return fail(new ApiError(FAILURE, MSG.timeout, { code: ABORTED }), options.silent);
    if (controller.signal.aborted) throw new ApiError(FAILURE, MSG.aborted, { code: ABORTED });
    return fail(new ApiError(FAILURE, MSG.network, { code: 'ERR_NETWORK', data: error }), options.silent);
  } finally {
    // The time-out covers the body too: a stalled download fails instead of hanging.
    cleanup();
  }
};

export const get = <T = unknown>(url: string, params?: Record<string, unknown>, extra: Partial<RequestOptions> = {}) => request<T>({ ...extra, url, method: 'GET', params });

export const post = <T = unknown>(url: string, data?: unknown, extra: Partial<RequestOptions> = {}) => request<T>({ ...extra, url, method: 'POST', data });

export const upload = <T = unknown>(url: string, form: FormData, extra: Partial<RequestOptions> = {}) => request<T>({ ...extra, url, method: 'POST', kind: 'upload', form });

export const download = (url: string, params?: Record<string, unknown>, fileName?: string, extra: Partial<RequestOptions> = {}) =>
  request<Blob>({ ...extra, url, method: 'GET', kind: 'download', params, fileName });

export const exportFile = (url: string, data?: unknown, fileName?: string, extra: Partial<RequestOptions> = {}) => request<Blob>({ ...extra, url, method: 'POST', kind: 'export', data, fileName });
