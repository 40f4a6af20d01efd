/**
 * The app-facing questionnaire calls, on the app base beside the tracking calls (`/{product}-app-center/
 * api/app/`, docs/questionnaire.md "App-facing calls"). Public like them (the reference server has no app
 * login: the app names its user by id and mobile number), limited per client address in the database,
 * nothing written on a refusal.
 * - questionnaire/queryOpenList `{appUserId, mobile}`: the open questionnaires of the user's institution;
 * - questionnaire/submitAnswer `{appUserId, mobile, questionnaireId, answers}`: the institution's answer.
 */
import type { Db } from '../db/client';
import { post, type EndpointContext, type ServerModule } from '../http/api';
import { success } from '../http/envelope';
import { addressOf } from '../modules/auth';
import { consumeQuota } from '../statistics/clientQuota';
import { FieldReader } from '../statistics/fieldReader';
import { APP_MESSAGES, openQuestionnaires, resolveRespondent, submitAnswer } from './answers';

export const APP_CALLS = {
  openList: 'questionnaire/queryOpenList',
  submit: 'questionnaire/submitAnswer',
} as const;

const MOBILE = /^1[3-9]\d{9}$/;

const readWho = (body: Record<string, unknown>) => {
  const read = new FieldReader(body, '', '', new Date());
  const appUserId = read.id('appUserId', 'APP用户编号', true)!;
  const mobile = read.text('mobile', '手机号', 11, { required: true, pattern: MOBILE, shape: '应为11位手机号' })!;
  return { appUserId, mobile, read };
};

export const questionnaireAppModule: ServerModule = ({ db, config }) => {
  const quota = (context: EndpointContext) => (tx: Db) => consumeQuota(tx, `questionnaire:${addressOf(context.request.ip)}`, 1, config.trackLimits);
  return [
    post(
      APP_CALLS.openList,
      'public',
      async (context) => {
        const { appUserId, mobile } = readWho(context.body);
        return db.transaction(async (tx) => {
          await quota(context)(tx as unknown as Db);
          return openQuestionnaires(tx as unknown as Db, await resolveRespondent(tx as unknown as Db, appUserId, mobile));
        });
      },
      { audit: false },
    ),
    post(
      APP_CALLS.submit,
      'public',
      async (context) => {
        const { appUserId, mobile, read } = readWho(context.body);
        const questionnaireId = read.id('questionnaireId', '问卷编号', true)!;
        const answer = await db.transaction(async (tx) => {
          await quota(context)(tx as unknown as Db);
          const respondent = await resolveRespondent(tx as unknown as Db, appUserId, mobile);
          return submitAnswer(tx as unknown as Db, respondent, questionnaireId, context.body.answers);
        });
        return success(answer, APP_MESSAGES.submitted);
      },
      { audit: false },
    ),
  ];
};
