/**
 * A questionnaire's results: per question, counts and shares of choices (matrix: per row), score
 * distribution and average, and the latest text answers; overall and per stratum, in one pass over the
 * answers. Kept in qn_statistics by updateStatistics (and on the first read), so the detail page reads one
 * row; the answer that arrived since is told by `stale`.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { answers, statisticsCache } from './schema';
import type { Choice, QuestionConfig } from './questions';
import { KIND_NAMES, type QuestionKind } from './model';
import { questionRows } from './store';

/** Text answers kept per question and stratum in the cache; the rest are paged by queryTextAnswerList. */
const LATEST_TEXTS = 10;

type QuestionRow = Awaited<ReturnType<typeof questionRows>>[number];

interface Tally {
  answered: number;
  counts: Map<string, number>;
  /** Matrix: row key → column key → count; rating: the sum of scores in `sum`. */
  rows: Map<string, Map<string, number>>;
  sum: number;
  texts: { text: string; submittedAt: string }[];
}

const newTally = (): Tally => ({ answered: 0, counts: new Map(), rows: new Map(), sum: 0, texts: [] });

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

const add = (tally: Tally, kind: string, value: unknown, submittedAt: string) => {
  tally.answered += 1;
  if (kind === 'single') bump(tally.counts, value as string);
  else if (kind === 'multiple') for (const key of value as string[]) bump(tally.counts, key);
  else if (kind === 'rating') {
    bump(tally.counts, String(value));
    tally.sum += value as number;
  } else if (kind === 'matrix') {
    for (const [row, column] of Object.entries(value as Record<string, string>)) {
      if (!tally.rows.has(row)) tally.rows.set(row, new Map());
      bump(tally.rows.get(row)!, column);
    }
  } else {
    tally.texts.push({ text: value as string, submittedAt });
    if (tally.texts.length > LATEST_TEXTS) tally.texts.shift();
  }
};

const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : 0);

const choiceCounts = (choices: Choice[] | undefined, counts: Map<string, number> | undefined, whole: number) =>
  (choices ?? []).map((choice) => ({ key: choice.key, label: choice.label, count: counts?.get(choice.key) ?? 0, share: share(counts?.get(choice.key) ?? 0, whole) }));

const result = (question: QuestionRow, tally: Tally) => {
  const config = question.options as QuestionConfig;
  const base = { questionId: question.id, kind: question.kind, kindName: KIND_NAMES[question.kind as QuestionKind], title: question.title, required: question.required, answered: tally.answered };
  switch (question.kind) {
    case 'single':
    case 'multiple':
      return { ...base, options: choiceCounts(config.options, tally.counts, tally.answered) };
    case 'rating': {
      const scores = [];
      for (let score = config.scaleMin ?? 1; score <= (config.scaleMax ?? 5); score += 1) {
        scores.push({ score, count: tally.counts.get(String(score)) ?? 0, share: share(tally.counts.get(String(score)) ?? 0, tally.answered) });
      }
      return { ...base, average: tally.answered ? Math.round((tally.sum / tally.answered) * 100) / 100 : null, scores };
    }
    case 'matrix':
      return {
        ...base,
        rows: (config.rows ?? []).map((row) => {
          const counts = tally.rows.get(row.key);
          const rowAnswered = [...(counts?.values() ?? [])].reduce((sum, n) => sum + n, 0);
          return { key: row.key, label: row.label, answered: rowAnswered, columns: choiceCounts(config.columns, counts, rowAnswered) };
        }),
      };
    default:
      return { ...base, latestTexts: [...tally.texts].reverse() };
  }
};

export interface StatisticsData {
  answerCount: number;
  overall: ReturnType<typeof result>[];
  /** Stratum key → its answer count and results. */
  byStratum: Record<string, { answerCount: number; questions: ReturnType<typeof result>[] }>;
}

/** Reads the answers (in submission order) and counts them, overall and per stratum. */
export const computeStatistics = async (db: Db, id: number): Promise<StatisticsData> => {
  const list = await questionRows(db, id);
  const rows = await db
    .select({ stratumKey: answers.stratumKey, answers: answers.answers, submittedAt: answers.submittedAt })
    .from(answers)
    .where(eq(answers.questionnaireId, id))
    .orderBy(asc(answers.submittedAt), asc(answers.id));
  const overall = list.map(newTally);
  const strata = new Map<string, { count: number; tallies: Tally[] }>();
  for (const row of rows) {
    let stratum = strata.get(row.stratumKey);
    if (!stratum) strata.set(row.stratumKey, (stratum = { count: 0, tallies: list.map(newTally) }));
    stratum.count += 1;
    const submittedAt = row.submittedAt.toISOString();
    list.forEach((question, index) => {
      const value = row.answers[String(question.id)];
      if (value === undefined) return;
      add(overall[index], question.kind, value, submittedAt);
      add(stratum!.tallies[index], question.kind, value, submittedAt);
    });
  }
  return {
    answerCount: rows.length,
    overall: list.map((question, index) => result(question, overall[index])),
    byStratum: Object.fromEntries([...strata].map(([key, stratum]) => [key, { answerCount: stratum.count, questions: list.map((question, index) => result(question, stratum.tallies[index])) }])),
  };
};

/** updateStatistics: computes and stores the results. */
export const refreshStatistics = async (db: Db, id: number) => {
  const data = await computeStatistics(db, id);
  const computedAt = new Date();
  await db
    .insert(statisticsCache)
    .values({ questionnaireId: id, answerCount: data.answerCount, data: data as unknown as Record<string, unknown>, computedAt })
    .onConflictDoUpdate({ target: statisticsCache.questionnaireId, set: { answerCount: data.answerCount, data: data as unknown as Record<string, unknown>, computedAt } });
  return { data, computedAt };
};

/** The stored results, computed and stored first when there are none. */
export const cachedStatistics = async (db: Db, id: number) => {
  const [row] = await db.select().from(statisticsCache).where(eq(statisticsCache.questionnaireId, id));
  if (row) return { data: row.data as unknown as StatisticsData, computedAt: row.computedAt };
  return refreshStatistics(db, id);
};
