/** Every endpoint declares who may call it: only the calls listed here are open to the public or to any logged-in user. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../server/app';
import { serverFeatures } from '../../features/serverFeatures';
import { startTestServer, type TestServer } from './helpers';

const PUBLIC = ['fastdfs/rsa/getPublicKey', 'user/captcha', 'user/login', 'fastdfs/downloadfiles'];
const ANY_LOGGED_IN = ['userpwd/changepassword', 'message/centerSendMessage'];
/** Open also to a user who must still set the initial password (and nothing else is). */
const ANY_SESSION = ['user/logout', 'user/getCenterUser', 'userpwd/initializationpwd', 'userpwd/initializationLogin'];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('endpoint access', () => {
  it('opens only the listed calls to the public or to any logged-in user; every other call names its menus', () => {
    const endpoints = (({ webCenter, file }) => [...webCenter, ...file])(serverModules(serverFeatures)).flatMap((module) => module(server.services));
    expect(endpoints.length).toBeGreaterThan(20);
    for (const endpoint of endpoints) {
      if (endpoint.access === 'public') expect(PUBLIC, endpoint.path).toContain(endpoint.path);
      else if (endpoint.access === 'login') expect(ANY_LOGGED_IN, endpoint.path).toContain(endpoint.path);
      else if (endpoint.access === 'session') expect(ANY_SESSION, endpoint.path).toContain(endpoint.path);
      else {
        // The web-center and file service never take an app session.
        expect(typeof endpoint.access, endpoint.path).toBe('object');
        if (typeof endpoint.access !== 'object') continue;
        const menus = Array.isArray(endpoint.access.menu) ? endpoint.access.menu : [endpoint.access.menu];
        expect(menus.length, endpoint.path).toBeGreaterThan(0);
      }
    }
  });
});
