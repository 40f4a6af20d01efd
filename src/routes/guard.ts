/**
 * The login guards of spec section 2, run before every navigation (a router
 * loader, like a global before-each guard): '/' goes to the console home with
 * a token and to the login page without; with no token, every path other
 * than the login page goes to the login page.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { getToken } from '../../authProvider/session';
import { HOME_PATH, LOGIN_PATH } from './routeTable';

export const guardRedirect = (pathname: string, hasToken: boolean): string | null => {
  if (pathname === '/' || pathname === '') return hasToken ? HOME_PATH : LOGIN_PATH;
  if (!hasToken && pathname !== LOGIN_PATH) return LOGIN_PATH;
  return null;
};

export const guardLoader = ({ request }: LoaderFunctionArgs) => {
  const target = guardRedirect(new URL(request.url).pathname, !!getToken());
  return target ? redirect(target) : null;
};
