/**
 * The app's sign-in for browser tests: the person signs in through the app calls of the shared test server,
 * the SMS code read from that server's log; one sign-in per number and file (codes are sent one a minute).
 */
import { readFileSync } from 'node:fs';
import { baseUrl, serverLog } from './fileServer';
import { appCall, appSignInWithCode } from '../../bench/appSignIn';

const tokens = new Map<string, Promise<string>>();

export const appTokenOf = (mobile: string): Promise<string> => {
  if (!tokens.has(mobile))
    tokens.set(
      mobile,
      appSignInWithCode(baseUrl, mobile, () => readFileSync(serverLog, 'utf8')),
    );
  return tokens.get(mobile)!;
};

/** An app call by the person with `mobile`, signed in. */
export const appCallBy = async <T = any>(mobile: string, path: string, body: unknown) => appCall<T>(baseUrl, await appTokenOf(mobile), path, body);
