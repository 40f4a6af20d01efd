/**
 * Logs in through the real API the way the console does: the password's MD5,
 * RSA-encrypted with the server's public key (JSEncrypt), answering the token.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// jsencrypt and blueimp-md5 are CommonJS.
const JSEncrypt = require('jsencrypt') as new () => { setPublicKey(key: string): void; encrypt(text: string): string | false };
const md5 = require('blueimp-md5') as (value: string) => string;

export const API_BASE = '/assoc-web-center/api/webcenter/';

export const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

interface Envelope<T> {
  status: number;
  data: T;
  statusText: string;
}

export const apiLogin = async (serverUrl: string, loginName = 'admin', password = 'Admin@2026'): Promise<string> => {
  const keyAnswer = (await (await fetch(`${serverUrl}${API_BASE}fastdfs/rsa/getPublicKey`, { headers: JSON_HEADERS })).json()) as Envelope<string>;
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(keyAnswer.data);
  const loginPwd = encryptor.encrypt(md5(password));
  if (!loginPwd) throw new Error('login: RSA encryption failed');
  const response = await fetch(`${serverUrl}${API_BASE}user/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ loginName, loginPwd, rsaPublicKey: keyAnswer.data }),
  });
  const answer = (await response.json()) as Envelope<{ token: string }>;
  if (answer.status !== 0) throw new Error(`login of ${loginName} failed: ${answer.statusText}`);
  return answer.data.token;
};
