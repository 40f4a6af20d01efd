/**
 * Issue 34, finding 5 with two server processes on one PostgreSQL: a level challenge's attempt submitted to
 * both processes at the same moment is scored once (the attempt's row lock and the unique attempt id of the
 * challenge), and one team-assessment code registered on both at once is registered once (the unique code).
 */
import { describe, expect, it } from 'vitest';
import { APP_BASE, useTwoServers } from './twoServers';

const { post, sql, scalar, appToken } = useTwoServers('ability_two_processes');

/** A demo staff app user (the demo activity left no attempt open). */
const learner = async () => {
  const { rows } = await sql(`SELECT id AS "appUserId", mobile FROM sys_app_user WHERE user_type = 1 AND login_enabled = 1 AND member_unit_id IS NOT NULL ORDER BY id LIMIT 1`);
  return rows[0] as { appUserId: number; mobile: string };
};

describe('ability activity with two server processes on one PostgreSQL', () => {
  it('score an attempt submitted to both at once once', async () => {
    const who = await learner();
    const token = await appToken(who.appUserId);
    const { rows: levels } = await sql(`SELECT id FROM res_ability_level WHERE enabled = 1 ORDER BY order_seq LIMIT 1`);
    for (let round = 0; round < 3; round += 1) {
      const started = await post(round % 2, 'ability/startLevelChallenge', { levelId: levels[0].id }, APP_BASE, token);
      expect(started.status).toBe(0);
      const { rows: right } = await sql(`SELECT id, answer FROM res_ability_question WHERE id = ANY($1::int[])`, [
        started.data.questions.map((question: { questionId: number }) => question.questionId),
      ]);
      const answers = right.map((question: { id: number; answer: string }) => ({ questionId: question.id, answer: question.answer }));
      const both = await Promise.all([0, 1].map((index) => post(index, 'ability/submitLevelChallenge', { attemptId: started.data.attemptId, answers }, APP_BASE, token)));
      expect(both.map((answer) => answer.statusText).sort()).toEqual(['本次挑战已提交，不能重复提交', '记录成功'].sort());
      expect(await scalar(`SELECT count(*) AS n FROM ab_level_challenge WHERE attempt_id = $1`, [started.data.attemptId])).toBe(1);
    }
  });

  it('register one of two registrations of the same code at once', async () => {
    const { rows: questions } = await sql(`SELECT id FROM res_ability_question WHERE enabled = 1 ORDER BY id LIMIT 3`);
    const form = (title: string) => ({ code: 'two-processes-2026', title, questionIds: questions.map((question: { id: number }) => question.id) });
    const both = await Promise.all([0, 1].map((index) => post(index, 'ability/abilityAssessment/addAssessment', form(`并发登记${index}`))));
    expect(both.map((answer) => answer.status).sort()).toEqual([-1, 0]);
    expect(both.find((answer) => answer.status === -1)?.statusText).toBe('考核编码“two-processes-2026”已登记');
    expect(await scalar(`SELECT count(*) AS n FROM ab_assessment WHERE code = 'two-processes-2026'`)).toBe(1);
  });
});
