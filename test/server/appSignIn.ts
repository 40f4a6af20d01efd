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
export const appCallAs = <T = any>(server: TestServer, token: string | undefined, path: string, body: unknown = {}, ip?: string) => appCall<T>(server, 'POST', path, { body, token, ip });

const sessions = new WeakMap<TestServer, Map<string, Promise<string | null>>>();

/**
 * The app token of `mobile` on `server`, signed in once and kept (codes are sent one a minute); null when the
 * number cannot sign in (no such app user, login disabled).
 */
export const sessionOf = async (server: TestServer, mobile: string, ip?: string): Promise<string | null> => {
  let known = sessions.get(server);
  if (!known) sessions.set(server, (known = new Map()));
  // The promise is kept, so calls sent at once by one person share one sign-in.
  if (!known.has(mobile))
    known.set(
      mobile,
      appSignIn(server, mobile, ip).catch(() => null),
    );
  return known.get(mobile)!;
};

/**
 * An app call by a person named `{mobile}` in `body` (and `appUserId`, which only the server's session may
 * say): that person signs in the app's way, and the rest of the body goes with their token; no mobile, no token.
 */
export const appPostAs = async (server: TestServer, path: string, body: Record<string, unknown>, ip?: string) => {
  const { appUserId: _ignored, mobile, ...rest } = body;
  const token = typeof mobile === 'string' ? await sessionOf(server, mobile, ip) : null;
  return appCall(server, 'POST', path, { body: rest, token: token ?? undefined, ip });
};
