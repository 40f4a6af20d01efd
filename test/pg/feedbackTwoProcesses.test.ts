/**
 * Opinion feedback with two server processes on one PostgreSQL (issue 24): the demo feedback is sent
 * once; handlings of one feedback sent at once to both take one (the row lock and the version), issues
 * sent at once to both take one, and two templates of one name take one (the unique index).
 */
import { describe, expect, it } from 'vitest';
import { APP_BASE, useTwoServers } from './twoServers';

const { post, sql, scalar, appToken } = useTwoServers('feedback_two_processes');

describe('opinion feedback with two server processes on one PostgreSQL', () => {
  it('sends the demo feedback once', async () => {
    expect(await scalar('SELECT count(*) AS n FROM res_idea_feedback')).toBe(14);
    expect(await scalar(`SELECT count(*) AS n FROM fb_feedback_step WHERE kind = 'issue'`)).toBe(7);
  });

  it('takes one of several handlings sent at once to both, then one of several issues', async () => {
    const {
      rows: [user],
    } = await sql('SELECT id, mobile FROM sys_app_user WHERE login_enabled = 1 ORDER BY id LIMIT 1');
    const sent = await post(0, 'ideaFeedback/submit', { title: '两进程并发', content: '同时处理' }, APP_BASE, await appToken(user.id, 1));
    expect(sent.status).toBe(0);
    const id = sent.data.id;
    const handled = await Promise.all([0, 1, 0, 1].map((index) => post(index, 'interactive/idea/updateFeedbackDealWithResult', { id, version: 0, dealWithResult: `处理${index}` })));
    expect(handled.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(handled.filter((answer) => answer.statusText === '该记录已被他人修改，请刷新后重试')).toHaveLength(3);
    const issued = await Promise.all([0, 1, 0, 1].map((index) => post(index, 'interactive/idea/updateFeedbackIssuedResult', { id, version: 1, issuedResult: `下发${index}` })));
    expect(issued.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(issued.filter((answer) => answer.statusText === '该反馈已下发，不能重复下发')).toHaveLength(3);
    const { rows: steps } = await sql('SELECT kind, result FROM fb_feedback_step WHERE feedback_id = $1 ORDER BY id', [id]);
    expect(steps.map((step) => step.kind)).toEqual(['deal', 'issue']);
    const {
      rows: [row],
    } = await sql('SELECT deal_with_result, issued_result, version FROM res_idea_feedback WHERE id = $1', [id]);
    expect(row).toEqual({ deal_with_result: steps[0].result, issued_result: steps[1].result, version: 2 });
  });

  it('takes one of two templates of one name', async () => {
    const added = await Promise.all([0, 1].map((index) => post(index, 'interactive/ideaFeedbackMould/add', { name: '并发模板', content: `内容${index}` })));
    expect(added.map((answer) => answer.statusText).sort()).toEqual(['创建成功', '模板名称已存在'].sort());
    expect(await scalar(`SELECT count(*) AS n FROM fb_feedback_template WHERE name = '并发模板'`)).toBe(1);
  });
});
