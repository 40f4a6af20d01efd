/**
 * The questionnaire's once-only rules with two server processes on one PostgreSQL (issue 23): pushes of
 * one questionnaire sent at once to both take one (the row lock), answers of one institution sent at once
 * to both take one (the unique index), and the demo questionnaires are made once.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { apiLogin, JSON_HEADERS } from '../../bench/serverLogin';
import { startServer, type RunningServer } from '../e2e/serverProcess';

const Q_BASE = '/assoc-web-center/api/questionnaire/';
const APP_BASE = '/assoc-app-center/api/app/';
const servers: RunningServer[] = [];
const tokens: string[] = [];
let database: pg.Client;

const post = async (index: number, path: string, body: unknown, base = Q_BASE) => {
  const response = await fetch(`${servers[index].url}${base}${path}`, { method: 'POST', headers: { ...JSON_HEADERS, token: tokens[index] }, body: JSON.stringify(body) });
  return (await response.json()) as { status: number; statusText: string; data: any };
};

beforeAll(async () => {
  const adminUrl = inject('pgUrl');
  if (!adminUrl) throw new Error('this file runs on the PostgreSQL run only (project server-pg)');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE questionnaire_two_processes');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/questionnaire_two_processes';
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

describe('questionnaires with two server processes on one PostgreSQL', () => {
  it('seeds the demo questionnaires once', async () => {
    expect(Number((await database.query('SELECT count(*) AS n FROM qn_questionnaire')).rows[0].n)).toBe(3);
  });

  it('takes one of several pushes sent at once to both, and one answer of an institution', async () => {
    const created = await post(0, 'updateDetails', { title: '并发测试', questions: [{ kind: 'single', title: '是否同意', required: true, options: ['同意', '不同意'] }] });
    const { rows: units } = await database.query(`SELECT id, unit_name FROM res_member_unit WHERE unit_name = '东方汇通证券股份有限公司'`);
    const drawn = await post(1, 'preciseAttribute', { id: created.data.id, institutionIds: [units[0].id], publish: true });
    expect(drawn.status).toBe(0);
    const pushes = await Promise.all([0, 1, 0, 1].map((index) => post(index, 'pushAttribute', { id: created.data.id })));
    expect(pushes.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(pushes.filter((answer) => answer.statusText.includes('10分钟内请勿重复推送'))).toHaveLength(3);
    expect(Number((await database.query('SELECT count(*) AS n FROM qn_push WHERE questionnaire_id = $1', [created.data.id])).rows[0].n)).toBe(1);

    const { rows: staff } = await database.query(
      `INSERT INTO sys_app_user (mobile, real_name, member_unit, user_type) VALUES ('13600000001', '甲', $1, 1), ('13600000002', '乙', $1, 1) RETURNING id, mobile`,
      [units[0].unit_name],
    );
    const optionKey = created.data.questions[0].options[0].key;
    const questionId = created.data.questions[0].id;
    const answers = await Promise.all(
      staff.flatMap((user, index) => [0, 1].map((server) => post((server + index) % 2, 'questionnaire/submitAnswer', { appUserId: user.id, mobile: user.mobile, questionnaireId: created.data.id, answers: { [questionId]: optionKey } }, APP_BASE))),
    );
    expect(answers.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusText === '贵机构已提交过该问卷，不能重复提交')).toHaveLength(3);
    expect(Number((await database.query('SELECT count(*) AS n FROM qn_answer WHERE questionnaire_id = $1', [created.data.id])).rows[0].n)).toBe(1);
  });
});
