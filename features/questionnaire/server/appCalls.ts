/**
 * The app-facing questionnaire calls, on the app base beside the tracking calls (`/{product}-app-center/
 * api/app/`, docs/questionnaire.md "App-facing calls"), for the app user of the signed-in session
 * (docs/app-sign-in.md: the person and their institution come from the server's records), limited per
 * client address in the database (counted before the work, so refusals count too), nothing else written
 * on a refusal.
 * - questionnaire/queryOpenList `{}`: the open questionnaires of the user's institution;
 * - questionnaire/submitAnswer `{questionnaireId, answers}`: the institution's answer.
 */
import type { Db } from '../../../server/db/client';
import { post, type EndpointContext, type ServerModule } from '../../../server/http/api';
import { success } from '../../../server/http/envelope';
import { addressOf } from '../../../server/modules/auth';
import { countCall } from '../../../server/appAuth/clientQuota';
import { APP_CALLS } from '../contract/calls';
import { FieldReader } from '../../../server/http/fieldReader';
import { APP_MESSAGES, openQuestionnaires, resolveRespondent, submitAnswer } from './answers';

export const questionnaireAppModule: ServerModule = ({ config, clock }) => {
  const quota = (context: EndpointContext) => countCall(context.db, `questionnaire:${addressOf(context.request.ip)}`, config.trackLimits, clock);
  return [
    post(APP_CALLS.openList, 'app', 'read', async (context) => {
      await quota(context);
      const { id, mobile } = context.appUser!;
      return context.db.transaction(async (tx) => openQuestionnaires(tx as unknown as Db, await resolveRespondent(tx as unknown as Db, id, mobile)));
    }),
    post(
      APP_CALLS.submit,
      'app',
      // An institution's answer: a write, which the operation log (the console operators') does not record.
      { write: 'create', audit: false },
      async (context) => {
        await quota(context);
        const { id, mobile } = context.appUser!;
        const questionnaireId = new FieldReader(context.body, '', '', clock.now()).id('questionnaireId', '问卷编号', true)!;
        const answer = await context.db.transaction(async (tx) => {
          const respondent = await resolveRespondent(tx as unknown as Db, id, mobile);
          return submitAnswer(tx as unknown as Db, respondent, questionnaireId, context.body.answers);
        });
        return success(answer, APP_MESSAGES.submitted);
      },
    ),
  ];
};
