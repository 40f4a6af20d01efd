/**
 * The login guards of spec section 2 as a rule: '/' goes to the console home
 * with a token and to the login page without; with no token, every path other
 * than the login page goes to the login page. Free of the router, so the
 * entry can apply it before loading the console (src/main.tsx).
 */
import { HOME_PATH, LOGIN_PATH } from '../../authProvider/paths';

export const guardRedirect = (pathname: string, hasToken: boolean): string | null => {
  if (pathname === '/' || pathname === '') return hasToken ? HOME_PATH : LOGIN_PATH;
  if (!hasToken && pathname !== LOGIN_PATH) return LOGIN_PATH;
  return null;
};
