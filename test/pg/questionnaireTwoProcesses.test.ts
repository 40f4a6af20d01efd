/**
 * The questionnaire's once-only rules with two server processes on one PostgreSQL (issue 23): pushes of
 * one questionnaire sent at once to both take one (the row lock), answers of one institution sent at once
 * to both take one (the unique index), and the demo questionnaires are made once.
 */
import { describe, expect, it } from 'vitest';
import { APP_BASE, useTwoServers } from './twoServers';

const Q_BASE = '/assoc-web-center/api/questionnaire/';
const { post: postTo, sql, scalar, appToken } = useTwoServers('questionnaire_two_processes');
const post = (index: number, path: string, body: unknown, on = Q_BASE) => postTo(index, path, body, on);

describe('questionnaires with two server processes on one PostgreSQL', () => {
  it('seeds the demo questionnaires once', async () => {
    expect(await scalar('SELECT count(*) AS n FROM qn_questionnaire')).toBe(3);
  });

  it('takes one of several pushes sent at once to both, and one answer of an institution', async () => {
    const created = await post(0, 'updateDetails', { title: '并发测试', questions: [{ kind: 'single', title: '是否同意', required: true, options: ['同意', '不同意'] }] });
    const { rows: units } = await sql(`SELECT id, unit_name FROM res_member_unit WHERE unit_name = '东方汇通证券股份有限公司'`);
    const drawn = await post(1, 'preciseAttribute', { id: created.data.id, institutionIds: [units[0].id], publish: true });
    expect(drawn.status).toBe(0);
    const pushes = await Promise.all([0, 1, 0, 1].map((index) => post(index, 'pushAttribute', { id: created.data.id })));
    expect(pushes.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(pushes.filter((answer) => answer.statusText.includes('10分钟内请勿重复推送'))).toHaveLength(3);
    expect(await scalar('SELECT count(*) AS n FROM qn_push WHERE questionnaire_id = $1', [created.data.id])).toBe(1);

    const { rows: staff } = await sql(
      `INSERT INTO sys_app_user (mobile, real_name, member_unit_id, user_type) VALUES ('13600000001', '甲', $1, 1), ('13600000002', '乙', $1, 1) RETURNING id, mobile`,
      [units[0].id],
    );
    const optionKey = created.data.questions[0].options[0].key;
    const questionId = created.data.questions[0].id;
    // Each signs in on process 0; the session serves on both.
    const tokens = await Promise.all(staff.map((user) => appToken(user.id)));
    const answers = await Promise.all(
      staff.flatMap((_user, index) =>
        [0, 1].map((server) => postTo((server + index) % 2, 'questionnaire/submitAnswer', { questionnaireId: created.data.id, answers: { [questionId]: optionKey } }, APP_BASE, tokens[index])),
      ),
    );
    expect(answers.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusText === '贵机构已提交过该问卷，不能重复提交')).toHaveLength(3);
    expect(await scalar('SELECT count(*) AS n FROM qn_answer WHERE questionnaire_id = $1', [created.data.id])).toBe(1);
  });
});
