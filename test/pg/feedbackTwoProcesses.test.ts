/**
 * Opinion feedback with two server processes on one PostgreSQL (issue 24): the demo feedback is sent
 * once; handlings of one feedback sent at once to both take one (the row lock and the version), issues
 * sent at once to both take one, and two templates of one name take one (the unique index).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { apiLogin, JSON_HEADERS } from '../../bench/serverLogin';
import { startServer, type RunningServer } from '../e2e/serverProcess';

const API_BASE = '/assoc-web-center/api/webcenter/';
const APP_BASE = '/assoc-app-center/api/app/';
const servers: RunningServer[] = [];
const tokens: string[] = [];
let database: pg.Client;

const post = async (index: number, path: string, body: unknown, base = API_BASE) => {
  const response = await fetch(`${servers[index].url}${base}${path}`, { method: 'POST', headers: { ...JSON_HEADERS, token: tokens[index] }, body: JSON.stringify(body) });
  return (await response.json()) as { status: number; statusText: string; data: any };
};

beforeAll(async () => {
  const adminUrl = inject('pgUrl');
  if (!adminUrl) throw new Error('this file runs on the PostgreSQL run only (project server-pg)');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE feedback_two_processes');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/feedback_two_processes';
  const env = { DATABASE_URL: url.toString(), LOG_LEVEL: 'warn', DEMO_TRAFFIC: '0' };
  servers.push(await startServer(env));
  servers.push(await startServer(env));
  for (const server of servers) tokens.push(await apiLogin(server.url));
  database = new pg.Client({ connectionString: url.toString() });
  await database.connect();
}, 240_000);

afterAll(async () => {
  await database?.end();
  await Promise.all(servers.map((server) => server.stop()));
});

describe('opinion feedback with two server processes on one PostgreSQL', () => {
  it('sends the demo feedback once', async () => {
    expect(Number((await database.query('SELECT count(*) AS n FROM res_idea_feedback')).rows[0].n)).toBe(14);
    expect(Number((await database.query(`SELECT count(*) AS n FROM fb_feedback_step WHERE kind = 'issue'`)).rows[0].n)).toBe(7);
  });

  it('takes one of several handlings sent at once to both, then one of several issues', async () => {
    const { rows: [user] } = await database.query('SELECT id, mobile FROM sys_app_user WHERE login_enabled = 1 ORDER BY id LIMIT 1');
    const sent = await post(0, 'ideaFeedback/submit', { appUserId: user.id, mobile: user.mobile, title: '两进程并发', content: '同时处理' }, APP_BASE);
    expect(sent.status).toBe(0);
    const id = sent.data.id;
    const handled = await Promise.all([0, 1, 0, 1].map((index) => post(index, 'interactive/idea/updateFeedbackDealWithResult', { id, version: 0, dealWithResult: `处理${index}` })));
    expect(handled.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(handled.filter((answer) => answer.statusText === '该记录已被他人修改，请刷新后重试')).toHaveLength(3);
    const issued = await Promise.all([0, 1, 0, 1].map((index) => post(index, 'interactive/idea/updateFeedbackIssuedResult', { id, version: 1, issuedResult: `下发${index}` })));
    expect(issued.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(issued.filter((answer) => answer.statusText === '该反馈已下发，不能重复下发')).toHaveLength(3);
    const { rows: steps } = await database.query('SELECT kind, result FROM fb_feedback_step WHERE feedback_id = $1 ORDER BY id', [id]);
    expect(steps.map((step) => step.kind)).toEqual(['deal', 'issue']);
    const { rows: [row] } = await database.query('SELECT deal_with_result, issued_result, version FROM res_idea_feedback WHERE id = $1', [id]);
    expect(row).toEqual({ deal_with_result: steps[0].result, issued_result: steps[1].result, version: 2 });
  });

  it('takes one of two templates of one name', async () => {
    const added = await Promise.all([0, 1].map((index) => post(index, 'interactive/ideaFeedbackMould/add', { name: '并发模板', content: `内容${index}` })));
    expect(added.map((answer) => answer.statusText).sort()).toEqual(['创建成功', '模板名称已存在'].sort());
    expect(Number((await database.query(`SELECT count(*) AS n FROM fb_feedback_template WHERE name = '并发模板'`)).rows[0].n)).toBe(1);
  });
});
