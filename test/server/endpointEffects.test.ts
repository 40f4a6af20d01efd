/**
 * Every endpoint declares what it does (`effect`, server/audit/actions.ts, docs/operation-log.md), and the
 * operation log follows the declaration: a read leaves no row, a write one row with its declared action, a
 * write the log does not record none, and a write whose handler fails neither its change nor a row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq, sql } from 'drizzle-orm';
import { serverModules } from '../../server/app';
import { serverFeatures } from '../../features/serverFeatures';
import { hookAction, OPERATION_ACTIONS, type Effect } from '../../server/audit/actions';
import { operationLog } from '../../server/db/schema';
import type { ServerModule } from '../../server/http/api';
import { call, loginToken, startTestServer, type Answer, type TestServer } from './helpers';
import { ledger, multipart, person } from '../../features/qualification/testing/fixtures';
import { qPost } from '../../features/questionnaire/testing/fixtures';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
});

afterAll(async () => {
  await server?.close();
});

const { webCenter, file, questionnaire, app } = serverModules(serverFeatures);
const BASES = { web: webCenter, file, questionnaire, app } satisfies Record<string, ServerModule[]>;
type Base = keyof typeof BASES;

/** Every endpoint the server registers, with its base, made the way server/app.ts makes them. */
const endpoints = () => (Object.entries(BASES) as [Base, ServerModule[]][]).flatMap(([base, modules]) => modules.flatMap((module) => module(server.services)).map((endpoint) => ({ base, endpoint })));

const effectOf = (base: Base, method: 'GET' | 'POST', path: string): Effect => {
  const found = endpoints().filter(({ base: at, endpoint }) => at === base && endpoint.method === method && endpoint.path === path);
  expect(found, `${base} ${method} ${path}`).toHaveLength(1);
  return found[0].endpoint.effect;
};

const rowsOf = (path: string) => server.services.db.select().from(operationLog).where(eq(operationLog.path, path)).orderBy(desc(operationLog.id));

const allRows = async () => (await server.services.db.select({ rows: count() }).from(operationLog))[0].rows;

const post = (path: string, body: Record<string, unknown> = {}) => call(server, 'POST', path, { token: admin, body });

describe('the declarations', () => {
  it('every endpoint declares a read or a write, and who logs a write', () => {
    const all = endpoints();
    expect(all.length).toBeGreaterThan(400);
    const { apiBase, fileBase, questionnaireBase, appBase } = server.config;
    const urls: Record<Base, string> = { web: apiBase, file: fileBase, questionnaire: questionnaireBase, app: appBase };
    for (const { base, endpoint } of all) {
      const where = `${base} ${endpoint.method} ${endpoint.path}`;
      expect(server.app.hasRoute({ method: endpoint.method, url: `${urls[base]}${endpoint.path}` }), where).toBe(true);
      const { effect } = endpoint;
      if (effect === 'read') continue;
      expect(typeof effect, where).toBe('object');
      expect(OPERATION_ACTIONS, where).toContain(effect.write);
      expect([undefined, 'self', false], where).toContain(effect.audit);
      if (effect.audit !== undefined) continue;
      // The hook logs a write of records only, and never a raw answer (the server refuses to start otherwise).
      expect(['create', 'update', 'delete'], where).toContain(effect.write);
      expect(endpoint.raw, where).toBeFalsy();
    }
  });
});

describe('the log rows of a call', () => {
  /** Sends a call declared as a write and checks it left one row with the declared action. */
  const logsOne = async (base: Base, method: 'GET' | 'POST', path: string, send: () => Promise<Answer>) => {
    const effect = effectOf(base, method, path);
    expect(effect, path).not.toBe('read');
    const before = (await rowsOf(path)).length;
    const answer = await send();
    expect(answer.status, `${path}: ${answer.statusText}`).toBe(0);
    const rows = await rowsOf(path);
    expect(rows, path).toHaveLength(before + 1);
    expect(rows[0].action, path).toBe(effect === 'read' ? null : effect.write);
    return { effect, answer };
  };

  it('leaves no row for a read', async () => {
    const reads: [Base, 'GET' | 'POST', string, () => Promise<Answer>][] = [
      ['web', 'POST', 'role/queryRoleList', () => post('role/queryRoleList', { pageSize: 100 })],
      ['web', 'POST', 'business/news/queryList', () => post('business/news/queryList', {})],
      ['web', 'GET', 'skin/black/query', () => call(server, 'GET', 'skin/black/query', { token: admin })],
      ['web', 'POST', 'system/operationLog/queryList', () => post('system/operationLog/queryList', {})],
      ['questionnaire', 'POST', 'queryList', () => qPost(server, admin, 'queryList', {})],
    ];
    const before = await allRows();
    for (const [base, method, path, send] of reads) {
      expect(effectOf(base, method, path), path).toBe('read');
      expect((await send()).status, path).toBe(0);
    }
    expect(await allRows()).toBe(before);
  });

  it('leaves one row with the declared action for a write the hook logs', async () => {
    const editorRole = (await post('role/queryRoleList', { pageSize: 100 })).data.list.find((role: { code: string }) => role.code === 'editor');
    const switched = await logsOne('web', 'POST', 'role/switchStatus', () => post('role/switchStatus', { id: editorRole.id, status: 1 }));
    expect(hookAction(switched.effect)).toBe('update');

    const added = await logsOne('web', 'POST', 'interactive/ideaFeedbackMould/add', () => post('interactive/ideaFeedbackMould/add', { name: '声明测试模板', content: '感谢您的反馈。' }));
    expect(hookAction(added.effect)).toBe('create');
    const deleted = await logsOne('web', 'POST', 'interactive/ideaFeedbackMould/delete', () => post('interactive/ideaFeedbackMould/delete', { id: added.answer.data.id }));
    expect(hookAction(deleted.effect)).toBe('delete');

    // A write by GET, an update of the app user whatever its name says.
    const appUsers = (await post('user/userManagerList', { pageSize: 50 })).data.list as { id: number; memberType: number }[];
    const trial = appUsers.find((appUser) => appUser.memberType !== 2)!;
    const extended = await logsOne('web', 'GET', 'user/addTryDate', () => call(server, 'GET', 'user/addTryDate', { token: admin, query: { id: String(trial.id), days: '7' } }));
    expect(hookAction(extended.effect)).toBe('update');

    // A copy makes a new questionnaire.
    const [questionnaire] = (await qPost(server, admin, 'queryList', { pageSize: 1 })).data.list as { id: number }[];
    const copied = await logsOne('questionnaire', 'POST', 'copy', () => qPost(server, admin, 'copy', { id: questionnaire.id }));
    expect(hookAction(copied.effect)).toBe('create');
  });

  it('leaves one row with the declared action for a write that logs itself', async () => {
    const bytes = await ledger([person(70)]);
    const { effect } = await logsOne('web', 'POST', 'fastdfs/standBookUpload', () => multipart(server, admin, 'fastdfs/standBookUpload', {}, { bytes, name: '台账.xlsx' }));
    expect(effect).toEqual({ write: 'create', audit: 'self' });
  });

  it('leaves no row for a write the log does not record', async () => {
    expect(effectOf('web', 'GET', 'user/captcha')).toEqual({ write: 'create', audit: false });
    const before = await allRows();
    expect((await call(server, 'GET', 'user/captcha')).status).toBe(0);
    expect(await allRows()).toBe(before);
  });
});

describe('a write whose handler fails', () => {
  it('keeps neither its change nor its log row', async () => {
    const { db } = server.services;
    const path = 'interactive/idea/updateFeedbackDealWithResult';
    expect(hookAction(effectOf('web', 'POST', path))).toBe('update');
    const open = ((await post('interactive/idea/queryList', { pageSize: 100 })).data.list as { id: number; issuedStatus: number }[]).find((row) => row.issuedStatus !== 1)!;
    const detail = async () => (await post('interactive/idea/queryDetails', { id: open.id })).data;
    const before = await detail();
    const logged = (await rowsOf(path)).length;
    // The handler updates the feedback's row, then records the step on ctx.db: a step the table refuses fails it after its first write.
    await db.execute(sql.raw(`ALTER TABLE fb_feedback_step ADD CONSTRAINT test_refuse_step CHECK (kind <> 'deal') NOT VALID`));
    try {
      const answer = await post(path, { id: open.id, version: before.version, dealWithResult: '不会保存的处理结果' });
      expect(answer.status).not.toBe(0);
    } finally {
      await db.execute(sql.raw('ALTER TABLE fb_feedback_step DROP CONSTRAINT test_refuse_step'));
    }
    expect(await detail()).toEqual(before);
    expect(await rowsOf(path)).toHaveLength(logged);
    // Once the table takes the step, the same call is saved and logged.
    expect((await post(path, { id: open.id, version: before.version, dealWithResult: '处理结果' })).status).toBe(0);
    expect(await rowsOf(path)).toHaveLength(logged + 1);
  });
});
