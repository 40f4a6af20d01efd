/**
 * The HTML document the server answers each console address with. The build
 * writes three (scripts/consolePreload.ts), alike but for the chunks they name
 * to be fetched with the entry:
 * - index.html, for /login: nothing more (the login page stays light); its
 *   small preload script still adds the console's chunks when a logged-in
 *   operator opens another address through a server that answers every
 *   address with index.html;
 * - console.html, for any other address: the console's chunk;
 * - console-edit.html, for an edit page's address: the form pages' chunk too.
 * Named in the document itself, the chunks are fetched as soon as it is read,
 * not one script's round trip later.
 */
import { LOGIN_PATH } from './paths';

export const LOGIN_DOCUMENT = 'index.html';
export const CONSOLE_DOCUMENT = 'console.html';
export const EDIT_DOCUMENT = 'console-edit.html';

/** Every declared edit page's address names "edit" (resources' `routes.edit`, the bespoke edit pages). */
export const EDIT_PATH = /edit/i;

export const documentFor = (pathname: string): string => {
  if (pathname === LOGIN_PATH) return LOGIN_DOCUMENT;
  return EDIT_PATH.test(pathname) ? EDIT_DOCUMENT : CONSOLE_DOCUMENT;
};
