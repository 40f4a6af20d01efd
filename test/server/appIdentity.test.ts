/**
 * Issue 34, finding 2: app identities could be guessed — the questionnaire and feedback calls took a person
 * as (appUserId, mobile), and their per-address quota was counted inside the transaction a refusal rolled
 * back, so 620 wrong mobiles in a minute met no limit. Now a person is the app session's, whatever a body
 * names, and refused calls count against the quota.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appUsers } from '../../server/db/schema';
import { startTestServer, type TestServer } from './helpers';
import { appCallAs, appSignIn } from './appSignIn';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { TRACK_CALLS_PER_MINUTE: '5' } });
});

afterAll(async () => {
  await server?.close();
});

const staff = async (mobile: string, realName: string) => {
  const [unit] = (await server.services.db.select({ memberUnitId: appUsers.memberUnitId }).from(appUsers).where(eq(appUsers.userType, 1))).filter((row) => row.memberUnitId);
  const [row] = await server.services.db.insert(appUsers).values({ mobile, realName, memberUnitId: unit.memberUnitId, userType: 1 }).returning({ id: appUsers.id });
  return { id: row.id, mobile };
};

describe('app identities', () => {
  it('answers a body naming a real person, without their session, with a sign-in request and nothing of theirs', async () => {
    const victim = await staff('17711110001', '被冒用者');
    const victimToken = await appSignIn(server, victim.mobile, '10.2.0.1');
    expect((await appCallAs(server, victimToken, 'ideaFeedback/submit', { title: '本人反馈', content: '本人的反馈内容' }, '10.2.0.1')).status).toBe(0);
    for (const path of ['ideaFeedback/queryMine', 'questionnaire/queryOpenList']) {
      const guessed = await appCallAs(server, undefined, path, { appUserId: victim.id, mobile: victim.mobile }, '10.2.0.2');
      expect(guessed).toMatchObject({ status: 401, statusText: '请先登录APP', data: null });
    }
    // Another signed-in person naming the victim in the body reads only their own feedback.
    const other = await staff('17711110002', '另一人');
    const otherToken = await appSignIn(server, other.mobile, '10.2.0.3');
    const mine = await appCallAs(server, otherToken, 'ideaFeedback/queryMine', { appUserId: victim.id, mobile: victim.mobile }, '10.2.0.3');
    expect(mine).toMatchObject({ status: 0, data: { total: 0, list: [] } });
    const own = await appCallAs(server, victimToken, 'ideaFeedback/queryMine', {}, '10.2.0.1');
    expect(own.data.list.map((row: { title: string }) => row.title)).toEqual(['本人反馈']);
  });

  it('counts refused calls against the per-address quota (TRACK_CALLS_PER_MINUTE), on every app call for a person', async () => {
    const caller = await staff('17711110003', '限额测试');
    const token = await appSignIn(server, caller.mobile, '10.2.0.4');
    const answers = [];
    // A questionnaire that does not exist: each call is refused after its count.
    for (let index = 0; index < 6; index += 1) answers.push(await appCallAs(server, token, 'questionnaire/submitAnswer', { questionnaireId: 999_999, answers: {} }, '10.2.0.4'));
    expect(answers.slice(0, 5).every((answer) => answer.status === -1)).toBe(true);
    expect(answers[5]).toMatchObject({ httpStatus: 429, statusText: '上报过于频繁，请稍后再试' });
    // The same address is held on the feedback call too (its own count), and another address is not.
    for (let index = 0; index < 5; index += 1) await appCallAs(server, token, 'ideaFeedback/submit', { title: '', content: '' }, '10.2.0.5');
    expect(await appCallAs(server, token, 'ideaFeedback/submit', { title: '', content: '' }, '10.2.0.5')).toMatchObject({ httpStatus: 429 });
    expect((await appCallAs(server, token, 'ideaFeedback/queryMine', {}, '10.2.0.6')).status).toBe(0);
  });
});
