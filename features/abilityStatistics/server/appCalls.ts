/**
 * The app-facing ability calls, on the app base beside the questionnaire's (docs/ability-statistics.md
 * "App-facing calls"): for the app user of the signed-in session (docs/app-sign-in.md), limited per client
 * address in the database (TRACK_CALLS_PER_MINUTE calls, refused ones included, and TRACK_EVENTS_PER_MINUTE
 * study records; HTTP 429), one transaction each on the server's clock, nothing but the quota written on a
 * refusal.
 */
import { ABILITY_APP_CALLS } from '../contract/statistics';
import type { Db } from '../../../server/db/client';
import { post, type EndpointContext, type ServerModule } from '../../../server/http/api';
import type { Effect } from '../../../server/audit/actions';
import { success } from '../../../server/http/envelope';
import { addressOf } from '../../../server/modules/auth';
import { consumeQuota } from '../../../server/appAuth/clientQuota';
import { readAssessmentInput, readAssessmentQuery, readChallengeInput, readChallengeStart, readStudyInput } from './activityInput';
import { assessmentForLearner } from './assessmentStore';
import { startChallenge, submitChallenge } from './challenge';
import { resolveLearner } from './learner';
import { recordAssessment, recordStudy, RECORD_MESSAGES } from './record';

/** An app user's activity: a write, which the operation log (the console operators') does not record. */
const RECORDED: Effect = { write: 'create', audit: false };

export const abilityAppModule: ServerModule = ({ config, clock }) => {
  const call = <T>(
    path: string,
    effect: Effect,
    read: (body: Record<string, unknown>, now: Date) => T,
    events: (input: T) => number,
    record: (tx: Db, input: T, now: Date) => Promise<unknown>,
    message?: string,
  ) =>
    post(path, 'app', effect, async (context: EndpointContext) => {
      const { db } = context;
      // The quota is taken in its own transaction, before the input is read: refused calls count too.
      await db.transaction((tx) => consumeQuota(tx as unknown as Db, `ability:${addressOf(context.request.ip)}`, 1, config.trackLimits, clock));
      const now = clock.now();
      // The learner is the session's app user: whatever the body says of who is asking is replaced.
      const input = read({ ...context.body, appUserId: context.appUser!.id, mobile: context.appUser!.mobile }, now);
      const answer = await db.transaction(async (tx) => {
        if (events(input) > 1) await consumeQuota(tx as unknown as Db, `ability:${addressOf(context.request.ip)}:records`, events(input), config.trackLimits, clock);
        return record(tx as unknown as Db, input, now);
      });
      return message ? success(answer, message) : answer;
    });
  return [
    call(ABILITY_APP_CALLS.study, RECORDED, readStudyInput, (input) => input.records.length, recordStudy, RECORD_MESSAGES.recorded),
    call(
      ABILITY_APP_CALLS.startChallenge,
      RECORDED,
      readChallengeStart,
      () => 1,
      (tx, input, now) => startChallenge(tx, input, now),
    ),
    call(ABILITY_APP_CALLS.challenge, RECORDED, readChallengeInput, () => 1, submitChallenge, RECORD_MESSAGES.recorded),
    call(
      ABILITY_APP_CALLS.queryAssessment,
      'read',
      readAssessmentQuery,
      () => 1,
      async (tx, input, now) => {
        const learner = await resolveLearner(tx, input.appUserId, input.mobile);
        return assessmentForLearner(tx, input.code, learner.appUserId, now);
      },
    ),
    call(ABILITY_APP_CALLS.assessment, RECORDED, readAssessmentInput, () => 1, recordAssessment, RECORD_MESSAGES.recorded),
  ];
};
