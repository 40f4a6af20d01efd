/**
 * Faults (docs/reliability.md): the server killed with SIGKILL in the middle
 * of a stream of writes, three times over, restarted each time on the same
 * PGlite data folder. It must open again, keep every write it acknowledged
 * (status 0), and hold every role save whole (the role and all its menu
 * grants) or not at all. This file runs its own server on its own folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiLogin } from '../../bench/serverLogin';
import { startServer, type RunningServer } from './serverProcess';
import { newLedger, post, verifyAndSettle, writeUntilKilled } from './sigkillWrites';

const CYCLES = 3;
const dataDir = mkdtempSync(path.join(tmpdir(), 'assoc-sigkill-'));
let server: RunningServer | null = null;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGKILL of the server's node process (`node dist-server/index.mjs`, no wrapper); resolves once it is gone. */
const killServer = async (running: RunningServer) => {
  const gone = new Promise((resolve) => running.process.once('exit', resolve));
  running.process.kill('SIGKILL');
  await gone;
};

describe('a server killed in the middle of writes', () => {
  it('reopens with every acknowledged write and no half-done role save, three times over', async () => {
    const ledger = newLedger();
    server = await startServer({ LOG_LEVEL: 'warn' }, dataDir);
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const token = await apiLogin(server.url);
      const types = await post(server.url, 'business/newsType/queryList', token, { pageSize: 100 });
      const newsTypeId = types.data.list[0].id as number;
      const before = { ...ledger.counts };
      const writes = writeUntilKilled(server.url, token, newsTypeId, ledger, cycle);
      // The kill falls at a random 0.5–2 s into the stream once it runs (the first writes warm the server up).
      while (ledger.counts.newsAcked < before.newsAcked + 4) await sleep(20);
      await sleep(500 + Math.random() * 1500);
      await killServer(server);
      await writes;
      // Writes were acknowledged in this cycle, so the kill fell in the middle of the stream.
      expect(ledger.counts.newsAcked).toBeGreaterThan(before.newsAcked + 4);
      expect(ledger.counts.rolesAdded + ledger.counts.rolesModified).toBeGreaterThan(before.rolesAdded + before.rolesModified);

      server = await startServer({ LOG_LEVEL: 'warn' }, dataDir);
      expect(server.output()).not.toContain('启动失败');
      const problems = await verifyAndSettle(server.url, await apiLogin(server.url), ledger);
      expect(problems).toEqual([]);
    }
    console.log(`sigkill: ${CYCLES} kills; acknowledged ${JSON.stringify(ledger.counts)}; stored ${ledger.news.size} news, ${ledger.roles.size} roles`);
  }, 600_000);
});
