/**
 * The build's console preload (scripts/consolePreload.ts): the small script
 * index.html runs first adds modulepreload links for the console's chunk, and
 * for the form pages' chunk on an edit address, only when the console will
 * open (a token, an address other than /login).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { documentWithPreloads, preloadScript } from '../../scripts/consolePreload';
import { documentFor } from '../../src/routes/consoleDocuments';
import { USER_KEY, setUserState, clearSession } from '../../authProvider/session';
import { LOGIN_PATH } from '../../src/routes/paths';

const script = preloadScript({ userKey: USER_KEY, loginPath: LOGIN_PATH, console: ['/assets/console-1.js'], edit: ['/assets/edit-1.js'], editPath: /edit/i });

const runAt = (path: string) => {
  window.history.replaceState(null, '', path);
  new Function(script)();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname);
};

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  localStorage.clear();
});

describe('the console preload script', () => {
  it('preloads the console on a list address when the operator is logged in', () => {
    setUserState({ token: 't' });
    expect(runAt('/information/newsManage')).toEqual(['/assets/console-1.js']);
  });

  it('adds the form pages on an edit address', () => {
    setUserState({ token: 't' });
    expect(runAt('/information/newsEdit?id=1')).toEqual(['/assets/console-1.js', '/assets/edit-1.js']);
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    expect(runAt('/ability/questionBank/edit')).toEqual(['/assets/console-1.js', '/assets/edit-1.js']);
  });

  it('preloads nothing on the login page, without a token, or when the stored state cannot be read', () => {
    setUserState({ token: 't' });
    expect(runAt(LOGIN_PATH)).toEqual([]);
    clearSession();
    expect(runAt('/information/newsManage')).toEqual([]);
    localStorage.setItem(USER_KEY, '{not json');
    expect(runAt('/information/newsManage')).toEqual([]);
  });

  it('asks in the same mode as the module scripts, so the browser reuses the fetch', () => {
    setUserState({ token: 't' });
    runAt('/system/welcome');
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('crossorigin')).toBe('');
  });
});

describe('the documents of the console addresses', () => {
  const INDEX = '<head>\n    <script src="/assets/console-preload-1.js"></script>\n  </head>';

  it('replace the preload script by links to the chunks', () => {
    const html = documentWithPreloads(INDEX, '/assets/console-preload-1.js', ['/assets/console-1.js', '/assets/edit-1.js']);
    expect(html).not.toContain('console-preload-1.js');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/console-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/edit-1.js">');
  });

  it('refuse an index.html without the script, rather than write documents without the links', () => {
    expect(() => documentWithPreloads('<head></head>', '/assets/console-preload-1.js', ['/assets/console-1.js'])).toThrow(/does not name/);
  });

  it('are chosen by address: the login page, an edit page, any other page', () => {
    expect(documentFor(LOGIN_PATH)).toBe('index.html');
    expect(documentFor('/information/newsEdit')).toBe('console-edit.html');
    expect(documentFor('/ability/questionBank/edit')).toBe('console-edit.html');
    expect(documentFor('/information/newsManage')).toBe('console.html');
    expect(documentFor('/')).toBe('console.html');
  });
});
