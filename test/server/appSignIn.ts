/**
 * The app's sign-in for server tests (docs/app-sign-in.md): the way the app signs a person in, through the
 * calls, with the SMS code read from the test server's recording gateway.
 */
import { call, RecordingSmsGateway, type Answer, type TestServer } from './helpers';

const appCall = <T = any>(server: TestServer, method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string; ip?: string } = {}): Promise<Answer<T>> =>
  call<T>(server, method, path, { ...options, base: server.config.appBase });

/** Sends a sign-in code to `mobile` and answers the code the gateway was given. */
export const sendAppCode = async (server: TestServer, mobile: string, ip?: string) => {
  const sent = await appCall(server, 'POST', 'appAuth/sendLoginCode', { body: { mobile }, ip });
  if (sent.status !== 0) throw new Error(`sign-in code for ${mobile} refused: ${sent.statusText}`);
  if (!(server.sms instanceof RecordingSmsGateway)) throw new Error('the test server has no recording SMS gateway');
  return server.sms.lastCode(mobile);
};

/** The app token of the app user with `mobile`, signed in by SMS code (throws when refused). */
export const appSignIn = async (server: TestServer, mobile: string, ip?: string): Promise<string> => {
  const messageCode = await sendAppCode(server, mobile, ip);
  const answer = await appCall(server, 'POST', 'appAuth/login', { body: { mobile, loginType: 'sms', messageCode }, ip });
  if (answer.status !== 0) throw new Error(`app sign-in of ${mobile} refused: ${answer.statusText}`);
  return answer.data.token as string;
};

/** An app-facing call (the app base) with the app token. */
export const appCallAs = <T = any>(server: TestServer, token: string | undefined, path: string, body: unknown = {}, ip?: string) =>
  appCall<T>(server, 'POST', path, { body, token, ip });
