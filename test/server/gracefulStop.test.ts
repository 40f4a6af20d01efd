/**
 * The graceful stop of one server (server/ops/shutdown.ts) on a listening app: it reports not ready at once,
 * stops taking connections, finishes the request in hand (which answers as done and is stored), closes that
 * request's connection and only then closes the database. The process around it (signals, exit code) is
 * test/pg/productionProcess.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import newsType from '../../resources/information/newsType';
import { tableOf } from '../../server/resources/columns';
import { gracefulStop } from '../../server/ops/shutdown';
import { holdTableLock, login, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let url: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
  url = await server.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await server?.close();
});

/** Whether a new connection is refused (the server no longer listens). */
const refused = async () => {
  try {
    await fetch(`${url}/healthz`);
    return false;
  } catch {
    return true;
  }
};

describe('a graceful stop', () => {
  it('reports not ready, refuses new connections, and finishes the request in hand before the database closes', async () => {
    // The category table is held by another transaction: the request in hand waits in the middle of its work.
    const lock = await holdTableLock(server.services.db, newsType.table);
    const arrived = new Promise((resolve) => server.app.server.once('request', resolve));
    const inHand = fetch(`${url}${server.base}business/newsType/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', token: admin },
      body: JSON.stringify({ name: '停机前分类', orderSeq: 1, status: 1 }),
    });
    await arrived;

    const events: string[] = [];
    // The delay keeps the server listening while it already says it is not ready (a proxy's next probe sees it).
    const stopping = gracefulStop(server.app, {
      graceMs: 20_000,
      delayMs: 3_000,
      log: server.services.log,
      closeDatabase: async () => void events.push('database closed'),
    }).then((result) => {
      events.push('stopped');
      return result;
    });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 503, statusText: '服务正在停止', data: { ready: false, reason: 'stopping' } });
    expect(ready.headers.get('connection')).toBe('close');

    const deadline = Date.now() + 15_000;
    while (!(await refused())) {
      if (Date.now() > deadline) throw new Error('the server kept taking connections');
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(events).toEqual([]);

    await lock.release();
    const answer = await inHand;
    expect(answer.headers.get('connection')).toBe('close');
    const body = (await answer.json()) as { status: number; data: { id: number } };
    expect(body.status).toBe(0);
    expect(await stopping).toEqual({ drained: true });
    expect(events).toEqual(['database closed', 'stopped']);
    const { table, columns } = tableOf(newsType);
    const stored = await server.services.db.select({ name: columns.name }).from(table).where(eq(columns.id, body.data.id));
    expect(stored).toEqual([{ name: '停机前分类' }]);
  });
});
