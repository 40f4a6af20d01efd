/**
 * The detail page's calls (issue/detail, menu 45) on the questionnaire base: the sample with push and
 * answer status (querySampleList), the results with the response rate per stratum (queryResult), their
 * refresh (updateStatistics), a question's text answers (queryTextAnswerList) and the two workbooks
 * (exportSample, exportAnswers: GET with the query or POST with the body).
 */
import type { Endpoint, EndpointContext, ServerModule } from '../../../server/http/api';
import { get, post } from '../../../server/http/api';
import { sendDownload } from '../../../server/modules/files';
import { readId } from '../../../server/http/validate';
import type { Db } from '../../../server/db/client';
import { answersWorkbook, sampleWorkbook } from './exports';
import { MENU } from './model';
import { listSample, listTextAnswers, readStratumKey, responseRates } from './results';
import { cachedStatistics, refreshStatistics, type StatisticsData } from './statistics';
import { answerCountOf, findQuestionnaire, loadDetail } from './store';

export const RESULT_CALLS = {
  sample: 'querySampleList',
  result: 'queryResult',
  refresh: 'updateStatistics',
  texts: 'queryTextAnswerList',
  exportSample: 'exportSample',
  exportAnswers: 'exportAnswers',
} as const;

const READ = { menu: MENU.publish };

/** The results as a console reads them: overall or one stratum's, with the rates and whether they are current. */
const resultAnswer = async (db: Db, id: number, stored: { data: StatisticsData; computedAt: Date }, stratumKey: string | undefined) => {
  const { questions: _questions, ...questionnaire } = await loadDetail(db, id);
  const answerCount = await answerCountOf(db, id);
  const part = stratumKey ? (stored.data.byStratum[stratumKey] ?? { answerCount: 0, questions: null }) : { answerCount: stored.data.answerCount, questions: stored.data.overall };
  return {
    questionnaire,
    stratumKey: stratumKey ?? null,
    computedAt: stored.computedAt.toISOString(),
    countedAnswers: stored.data.answerCount,
    answerCount,
    stale: answerCount !== stored.data.answerCount,
    strata: await responseRates(db, id),
    answered: part.answerCount,
    // A stratum without answers: the overall question list with nothing counted is not stored; compute it empty.
    questions: part.questions ?? stored.data.overall.map((question) => emptied(question)),
  };
};

const emptied = (question: StatisticsData['overall'][number]) => {
  const zero = <T extends { count: number; share: number }>(list: T[]) => list.map((item) => ({ ...item, count: 0, share: 0 }));
  const copy: Record<string, unknown> = { ...question, answered: 0 };
  if ('options' in question) copy.options = zero(question.options);
  if ('scores' in question) Object.assign(copy, { scores: zero(question.scores), average: null });
  if ('rows' in question) copy.rows = question.rows.map((row) => ({ ...row, answered: 0, columns: zero(row.columns) }));
  if ('latestTexts' in question) copy.latestTexts = [];
  return copy;
};

const download = (make: (db: Db, id: number) => Promise<{ buffer: Buffer; fileName: string; rows: number }>, call: string): Endpoint[] => {
  const handler = async ({ db, reply, services, user }: EndpointContext, source: Record<string, unknown>) => {
    const file = await make(db, readId(source));
    services.log.info({ call, rows: file.rows, userId: user?.id }, 'questionnaire exported');
    return sendDownload(reply, file.fileName, file.buffer);
  };
  return [
    get(call, { ...READ, unit: 'list' }, 'read', (context) => handler(context, context.query), { raw: true }),
    post(call, { ...READ, unit: 'list' }, 'read', (context) => handler(context, context.body), { raw: true }),
  ];
};

export const questionnaireResultsModule: ServerModule = () => [
  post(RESULT_CALLS.sample, READ, 'read', ({ db, body }) => listSample(db, body)),
  get(RESULT_CALLS.result, READ, 'read', async ({ db, query }) => {
    const id = readId(query);
    await findQuestionnaire(db, id);
    return resultAnswer(db, id, await cachedStatistics(db, id), readStratumKey(query.stratumKey));
  }),
  post(
    RESULT_CALLS.refresh,
    READ,
    // Counts the answers again into the statistics' cache: no record changes.
    'read',
    async ({ db, body }) => {
      const id = readId(body);
      await findQuestionnaire(db, id);
      return resultAnswer(db, id, await refreshStatistics(db, id), readStratumKey(body.stratumKey));
    },
  ),
  post(RESULT_CALLS.texts, READ, 'read', ({ db, body }) => listTextAnswers(db, body)),
  ...download(sampleWorkbook, RESULT_CALLS.exportSample),
  ...download(answersWorkbook, RESULT_CALLS.exportAnswers),
];
