/**
 * Requests as a client at a loopback address of its own (127.0.0.2, 127.0.0.3 …: Linux routes all of
 * 127.0.0.0/8 to the machine), so that the servers behind nginx see several clients; and the console's
 * login through them (the password's MD5, RSA-encrypted with the server's key).
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import { API_BASE } from '../../bench/serverLogin';

const require = createRequire(import.meta.url);
// jsencrypt and blueimp-md5 are CommonJS.
const JSEncrypt = require('jsencrypt') as new () => { setPublicKey(key: string): void; encrypt(text: string): string | false };
const md5 = require('blueimp-md5') as (value: string) => string;

export interface Answer {
  status: number;
  body: Buffer;
  /** The spec's envelope, when the body is JSON. */
  json: { status: number; statusText: string; data: any } | null;
}

export interface ClientRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** One request to `url` from `localAddress`. */
export const requestFrom = (localAddress: string, url: string, { method = 'GET', headers = {}, body }: ClientRequest = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const whole = Buffer.concat(chunks);
        let json: Answer['json'] = null;
        try {
          json = JSON.parse(whole.toString('utf8'));
        } catch {
          json = null;
        }
        resolve({ status: response.statusCode ?? 0, body: whole, json });
      });
      response.on('error', reject);
    });
    request.setTimeout(60_000, () => request.destroy(new Error(`no answer from ${url} in 60 s`)));
    request.on('error', reject);
    if (body !== undefined) request.write(body);
    request.end();
  });

const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** A web-center call from `localAddress` through `baseUrl`, with the token when given and any extra headers. */
export const callFrom = (localAddress: string, baseUrl: string, call: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
  requestFrom(localAddress, `${baseUrl}${API_BASE}${call}`, { method: 'POST', headers: { ...JSON_HEADERS, ...(token ? { token } : {}), ...headers }, body: JSON.stringify(body) });

/** The login as the console makes it, from `localAddress`: the whole answer (a refusal included). */
export const loginFrom = async (localAddress: string, baseUrl: string, loginName: string, password: string, headers: Record<string, string> = {}) => {
  const key = await requestFrom(localAddress, `${baseUrl}${API_BASE}fastdfs/rsa/getPublicKey`, { headers: { ...JSON_HEADERS, ...headers } });
  const publicKey = key.json?.data as string;
  if (!publicKey) throw new Error(`no public key from ${baseUrl}: ${key.status} ${key.body.toString('utf8').slice(0, 200)}`);
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  const loginPwd = encryptor.encrypt(md5(password));
  if (!loginPwd) throw new Error('RSA encryption failed');
  return callFrom(localAddress, baseUrl, 'user/login', { loginName, loginPwd, rsaPublicKey: publicKey }, undefined, headers);
};
