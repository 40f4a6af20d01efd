/**
 * Issue 23's speed goals on PGlite (in memory), through the calls: a stratified draw (randomAttribute by
 * unit type, region and size class, n = 500) from 5,000 member units under 200 ms, and the results of a
 * questionnaire with 5,000 answers under 500 ms, both recomputed (updateStatistics) and as read from the
 * cache (queryResult). The answers go through submitAnswer, the app call's path. Median of RUNS runs each,
 * after one unmeasured call of each kind.
 * `npx tsx bench/questionnaire.ts` runs this part alone (BENCH_ONLY=questionnaire in npm run bench).
 */
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { resourceByName } from '../resources';
import { bootstrap } from '../server/bootstrap';
import { serverFeatures } from '../features/serverFeatures';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db/client';
import { tableOf } from '../server/resources/columns';
import { submitAnswer } from '../features/questionnaire/server/answers';
import { loginToken } from '../test/server/helpers';
import { ALL_KINDS, answerFor } from '../features/questionnaire/testing/fixtures';
import { repeat, round } from './stats';
import type { BenchRow } from './types';

const INSTITUTIONS = 5000;

const goalRow = (item: string, summary: Awaited<ReturnType<typeof repeat>>, limit: number, note?: string): BenchRow => ({
  section: 'questionnaire',
  item,
  unit: 'ms',
  ours: { ...summary, median: round(summary.median), min: round(summary.min), max: round(summary.max) },
  goal: `< ${limit}`,
  met: summary.median < limit,
  ...(note ? { note } : {}),
});

export const benchQuestionnaire = async (): Promise<BenchRow[]> => {
  const config = loadConfig({ STATIC_DIR: '/nonexistent', DATABASE_URL: '' });
  const log = pino({ level: 'silent' });
  const { services, database } = await bootstrap(config, { inMemory: true, log, limits: { keysPerWindow: 100_000 }, features: serverFeatures });
  const app = await buildApp(services, { features: serverFeatures });
  await app.ready();
  const server = { app, services, database, config, base: config.apiBase, close: async () => undefined };
  try {
    const units = tableOf(resourceByName('memberUnit')!);
    const existing = (await database.db.select({ id: units.columns.id }).from(units.table)).length;
    const rows = Array.from({ length: INSTITUTIONS - existing }, (_, index) => ({
      unitName: `测试会员机构${String(index + 1).padStart(5, '0')}`,
      unitType: 1 + (index % 7),
      memberLevel: 4,
      region: 1 + ((index * 3) % 7),
      sizeClass: 1 + ((index * 5) % 3),
      joinDate: '2020-01-01',
      orderSeq: 100 + index,
    }));
    for (let start = 0; start < rows.length; start += 500) await database.db.insert(units.table).values(rows.slice(start, start + 500));
    const token = await loginToken(server, 'admin', 'Admin@2026');
    const callQ = async (method: 'GET' | 'POST', path: string, body: Record<string, unknown>) => {
      const response = await app.inject({
        method,
        url: `${config.questionnaireBase}${path}`,
        headers: { token, 'content-type': 'application/json' },
        ...(method === 'POST' ? { payload: JSON.stringify(body) } : { query: Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)])) }),
      });
      const answer = response.json();
      if (answer.status !== 0) throw new Error(`${path}: ${answer.statusText}`);
      return answer.data;
    };
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };

    const drawing = await callQ('POST', 'updateDetails', { title: '抽样基准', questions: ALL_KINDS });
    // One draw first, unmeasured, as a running server has made before: the runs then time the call, not the JIT's first compile.
    await callQ('POST', 'randomAttribute', { id: drawing.id, method: 'attribute', attributes: ['unitType', 'region', 'sizeClass'], sampleSize: 500, seed: 'bench-warm-up' });
    const draw = await repeat((run) =>
      timed(() => callQ('POST', 'randomAttribute', { id: drawing.id, method: 'attribute', attributes: ['unitType', 'region', 'sizeClass'], sampleSize: 500, seed: `bench-${run}` })),
    );

    const answered = await callQ('POST', 'updateDetails', { title: '结果基准', questions: ALL_KINDS });
    const all = (await callQ('GET', 'attributeIssue', { allIds: 1, pageSize: 1 })).ids as number[];
    await callQ('POST', 'preciseAttribute', { id: answered.id, institutionIds: all, publish: true });
    const questions = (await callQ('GET', 'queryQuestionList', { id: answered.id })).questions;
    const started = performance.now();
    for (const [index, institutionId] of all.entries()) {
      const respondent = { appUserId: 1, realName: '基准用户', institutionId, institutionName: `机构${institutionId}` };
      await database.db.transaction((tx) => submitAnswer(tx as unknown as Db, respondent, answered.id, answerFor(questions, index)));
    }
    const submitted = performance.now() - started;
    await callQ('POST', 'updateStatistics', { id: answered.id });
    const refresh = await repeat(() => timed(() => callQ('POST', 'updateStatistics', { id: answered.id })));
    const read = await repeat(() => timed(() => callQ('GET', 'queryResult', { id: answered.id })));
    return [
      goalRow(`stratified draw from ${INSTITUTIONS} institutions (randomAttribute, 3 attributes, n = 500), PGlite`, draw, 200),
      goalRow(`results of ${all.length} answers recomputed (updateStatistics), PGlite`, refresh, 500, `${all.length} answers submitted through submitAnswer in ${round(submitted / 1000)} s`),
      goalRow(`results of ${all.length} answers read (queryResult, cached), PGlite`, read, 500),
    ];
  } finally {
    await app.close();
    await database.close();
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await benchQuestionnaire();
  console.log(JSON.stringify(rows, null, 2));
}
