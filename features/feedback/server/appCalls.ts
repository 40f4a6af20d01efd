/**
 * The app-facing calls of opinion feedback, on the app base beside the tracking and questionnaire calls
 * (`/{product}-app-center/api/app/`, docs/opinion-feedback.md), for the app user of the signed-in session
 * (docs/app-sign-in.md), limited per client address in the database (counted before the work, so
 * refusals count too), nothing else written on a refusal.
 * - ideaFeedback/submit `{title, content, contactName?, contactPhone?, attachments?}`;
 * - ideaFeedback/queryMine `{pageNum?, pageSize?}`: the user's feedback with the
 *   issued result (never the internal handling result).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { post, type EndpointContext, type ServerModule } from '../../../server/http/api';
import { success } from '../../../server/http/envelope';
import { paging } from '../../../server/http/validate';
import { addressOf } from '../../../server/modules/auth';
import { countCall } from '../../../server/appAuth/clientQuota';
import { FEEDBACK_APP_CALLS } from '../contract/calls';
import { feedbackTable } from './records';
import { resolveSubmitter, submitFeedback, SUBMIT_MESSAGES } from './submit';

export const feedbackAppModule: ServerModule = ({ config, clock }) => {
  const quota = (context: EndpointContext) => countCall(context.db, `feedback:${addressOf(context.request.ip)}`, config.trackLimits, clock);
  return [
    post(
      FEEDBACK_APP_CALLS.submit,
      'app',
      // An app user's feedback: a write, which the operation log (the console operators') does not record.
      { write: 'create', audit: false },
      async (context) => {
        await quota(context);
        const { id, mobile } = context.appUser!;
        const answer = await context.db.transaction(async (tx) => {
          const who = await resolveSubmitter(tx as unknown as Db, id, mobile);
          return submitFeedback(tx as unknown as Db, who, context.body, config.apiBase, clock.now());
        });
        return success(answer, SUBMIT_MESSAGES.submitted);
      },
    ),
    post(FEEDBACK_APP_CALLS.mine, 'app', 'read', async (context) => {
      await quota(context);
      const { id, mobile } = context.appUser!;
      const { pageSize, offset } = paging(context.body);
      return context.db.transaction(async (tx) => {
        const who = await resolveSubmitter(tx as unknown as Db, id, mobile);
        const { table, columns } = feedbackTable();
        const where = and(eq(columns.appUserId, who.id));
        const rows = await tx
          .select({
            id: columns.id,
            feedbackNo: columns.feedbackNo,
            title: columns.title,
            content: columns.content,
            submittedAt: columns.submittedAt,
            issuedStatus: columns.issuedStatus,
            issuedResult: columns.issuedResult,
            issuedAt: columns.issuedAt,
          })
          .from(table)
          .where(where)
          .orderBy(desc(columns.submittedAt), desc(columns.id))
          .limit(pageSize)
          .offset(offset);
        const [{ total }] = await tx.select({ total: count() }).from(table).where(where);
        return {
          list: rows.map((row) => {
            const record = row as Record<string, unknown>;
            const replied = record.issuedStatus === 1;
            return {
              id: record.id,
              feedbackNo: record.feedbackNo,
              title: record.title,
              content: record.content,
              submittedAt: (record.submittedAt as Date).toISOString(),
              replied,
              reply: replied ? record.issuedResult : null,
              repliedAt: replied && record.issuedAt ? (record.issuedAt as Date).toISOString() : null,
            };
          }),
          total,
        };
      });
    }),
  ];
};
