/** The login guard (src/routes/guardRule.ts) run before every navigation of the console: a router loader, like a global before-each guard. */
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { getToken } from '../../dataProvider/session';
import { guardRedirect } from './guardRule';

export { guardRedirect } from './guardRule';

export const guardLoader = ({ request }: LoaderFunctionArgs) => {
  const target = guardRedirect(new URL(request.url).pathname, !!getToken());
  return target ? redirect(target) : null;
};
