/**
 * The app's sign-in through the real API (docs/app-sign-in.md), for tests and benchmarks that run a server
 * process: by SMS code, read from the server's log (the log gateway writes `短信验证码 <mobile> <code>`), or by
 * a password the user has (RSA over its MD5, as the console's login).
 */
import { createRequire } from 'node:module';
import { JSON_HEADERS } from './serverLogin';

const require = createRequire(import.meta.url);
// jsencrypt and blueimp-md5 are CommonJS.
const JSEncrypt = require('jsencrypt') as new () => { setPublicKey(key: string): void; encrypt(text: string): string | false };
const md5 = require('blueimp-md5') as (value: string) => string;

export const APP_BASE = '/assoc-app-center/api/app/';

interface Envelope<T> {
  status: number;
  data: T;
  statusText: string;
}

const appPost = async <T>(serverUrl: string, path: string, body: unknown, token?: string) =>
  (await (await fetch(`${serverUrl}${APP_BASE}${path}`, { method: 'POST', headers: { ...JSON_HEADERS, ...(token ? { token } : {}) }, body: JSON.stringify(body) })).json()) as Envelope<T>;

const tokenOf = (answer: Envelope<{ token: string }>, mobile: string) => {
  if (answer.status !== 0) throw new Error(`app sign-in of ${mobile} failed: ${answer.statusText}`);
  return answer.data.token;
};

/** Signs `mobile` in by SMS code; `readLog` answers the server's log so far. Waits up to 10 s for the code's line. */
export const appSignInWithCode = async (serverUrl: string, mobile: string, readLog: () => string): Promise<string> => {
  const pattern = new RegExp(`短信验证码 ${mobile} (\\d{6})`, 'g');
  const before = [...readLog().matchAll(pattern)].length;
  const sent = await appPost(serverUrl, 'appAuth/sendLoginCode', { mobile });
  if (sent.status !== 0) throw new Error(`sign-in code for ${mobile} refused: ${sent.statusText}`);
  const deadline = Date.now() + 10_000;
  let codes = [...readLog().matchAll(pattern)];
  while (codes.length <= before) {
    if (Date.now() > deadline) throw new Error(`no sign-in code for ${mobile} in the server's log`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    codes = [...readLog().matchAll(pattern)];
  }
  return tokenOf(await appPost(serverUrl, 'appAuth/login', { mobile, loginType: 'sms', messageCode: codes.at(-1)![1] }), mobile);
};

/** Signs `mobile` in with its password. */
export const appSignInWithPassword = async (serverUrl: string, mobile: string, password: string): Promise<string> => {
  const key = (await (await fetch(`${serverUrl}${APP_BASE}appAuth/getPublicKey`, { headers: JSON_HEADERS })).json()) as Envelope<string>;
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(key.data);
  const loginPwd = encryptor.encrypt(md5(password));
  if (!loginPwd) throw new Error('app sign-in: RSA encryption failed');
  return tokenOf(await appPost(serverUrl, 'appAuth/login', { mobile, loginType: 'password', loginPwd, rsaPublicKey: key.data }), mobile);
};

/** An app call with the app token. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the e2e tests call it untyped and read the answer as they assert it (see test/** in eslint.config.js)
export const appCall = <T = any>(serverUrl: string, token: string | undefined, path: string, body: unknown) => appPost<T>(serverUrl, path, body, token);
