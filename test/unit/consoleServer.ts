/**
 * Superseded by the console test harness (test/unit/harness, setUpConsole):
 * kept only for the portal, share-configuration and level-settings tests that
 * are being moved onto it; delete it with their move.
 *
 * The msw web-center around every test of a unit file: the server listens for
 * the file, and before each test the console's configuration points at it,
 * the unauthorised handler is a spy and the message line is closed; `setup`
 * then logs in and serves the module. After each test the handlers, mocks,
 * message line and configuration are reset.
 */
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { SetupServer } from 'msw/node';
import { setUnauthorizedHandler } from '../../dataProvider/http';
import { closeMessage } from '../../dataProvider/messages';

export const API = 'http://localhost/api/';
export const FILE_API = 'http://localhost/file-api/';

export const useConsoleServer = (server: SetupServer, setup?: () => void) => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    window.APP_CONFIG = { apiBase: API, fileBase: FILE_API };
    setUnauthorizedHandler(vi.fn());
    closeMessage();
    setup?.();
  });
  afterEach(() => {
    server.resetHandlers();
    closeMessage();
    vi.restoreAllMocks();
    delete window.APP_CONFIG;
  });
};
