/**
 * The qualification import with two server processes on one PostgreSQL (issue 25): the demo register is
 * imported once; a dry run made by one process is confirmed by the other (it lives in the database); two
 * confirmations of one batch sent at once to both apply it once; of two dry runs made on one revision and
 * confirmed at once, one applies and the other is refused as stale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { apiLogin } from '../../bench/serverLogin';
import { startServer, type RunningServer } from '../e2e/serverProcess';
import { demoPerson } from '../../features/qualification/server/demo';
import { ledgerWorkbook } from '../../features/qualification/server/sheet';
import { createNamedDatabase } from './freshDatabase';

const API_BASE = '/assoc-web-center/api/webcenter/';
const servers: RunningServer[] = [];
const tokens: string[] = [];
let database: pg.Client;

const person = (index: number) => demoPerson(30_000 + index, ['两进程证券有限公司']);

const importCall = async (index: number, fields: Record<string, string>, file?: Buffer) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file)]), '两进程.xlsx');
  const response = await fetch(`${servers[index].url}${API_BASE}excel/import`, { method: 'POST', headers: { token: tokens[index], 'x-requested-with': 'XMLHttpRequest' }, body: form });
  return (await response.json()) as { status: number; statusText: string; data: any };
};
const check = async (index: number, people: number[]) => importCall(index, {}, await ledgerWorkbook(people.map(person)));
const confirm = (index: number, batchId: number) => importCall(index, { action: 'confirm', batchId: String(batchId) });
const count = async (sql: string, values: unknown[] = []) => Number((await database.query(sql, values)).rows[0].n);

beforeAll(async () => {
  const env = { DATABASE_URL: await createNamedDatabase('qualification_two_processes'), LOG_LEVEL: 'warn', DEMO_TRAFFIC: '0' };
  servers.push(await startServer(env));
  servers.push(await startServer(env));
  for (const server of servers) tokens.push(await apiLogin(server.url));
  database = new pg.Client({ connectionString: env.DATABASE_URL });
  await database.connect();
}, 240_000);

afterAll(async () => {
  await database?.end();
  await Promise.all(servers.map((server) => server.stop()));
});

describe('the qualification import with two server processes on one PostgreSQL', () => {
  it('imports the demo register once', async () => {
    expect(await count('SELECT count(*) AS n FROM qua_import_batch')).toBe(2);
    expect(await count('SELECT count(*) AS n FROM qua_certificate')).toBe(60);
  });

  it('confirms on one process a dry run made on the other, once of several confirmations at once', async () => {
    const checked = await check(0, [1, 2, 3]);
    expect(checked.status).toBe(0);
    const answers = await Promise.all([1, 0, 1, 0].map((index) => confirm(index, checked.data.batchId)));
    expect(answers.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusText === '该批次已确认导入，不能重复导入')).toHaveLength(3);
    expect(await count('SELECT count(*) AS n FROM qua_history WHERE batch_id = $1', [checked.data.batchId])).toBe(3);
  });

  it('applies one of two dry runs made on one revision and refuses the other as stale', async () => {
    const first = await check(0, [10, 11]);
    const second = await check(1, [12]);
    const answers = await Promise.all([confirm(1, first.data.batchId), confirm(0, second.data.batchId)]);
    expect(answers.map((answer) => answer.statusText).sort()).toEqual(['导入成功', '资格登记簿在校验后已发生变化，请重新上传文件校验'].sort());
    const applied = await count('SELECT count(*) AS n FROM qua_certificate WHERE cert_no = ANY($1)', [[10, 11, 12].map((index) => person(index).certNo)]);
    expect([1, 2]).toContain(applied);
    expect(await count('SELECT count(*) AS n FROM qua_import_batch WHERE status = 3')).toBe(1);
  });
});
