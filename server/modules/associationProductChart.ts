/**
 * The product lineage chart (business/associationProductChart, menu 30): one
 * chart, kept as one row of the key-value table portal_setting (key
 * 'associationProductChart') with its version. Calls (POST):
 * - queryAssociationProductChartDetail: the chart, or null before it is created;
 * - addAssociationProductChart: creates it (refused once it exists);
 * - updateAssociationProductChart: saves it whole with the version read (a stale
 *   version is refused). Validation: resources/business/associationProductChart.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import { CHART_API, CHART_CALLS, CHART_MESSAGES, chartViolations, type Chart, type ChartValues } from '../../resources/business/associationProductChart';
import { portalSettings } from '../db/schema';
import type { Db } from '../db/client';
import { post, type ServerModule } from '../http/api';
import { ApiError, STATUS } from '../http/envelope';
import { hasInvalidText, wholeNumber } from '../http/validate';

const CHART_KEY = 'associationProductChart';
const MENU = 30;

interface StoredChart extends ChartValues {
  version: number;
}

const fail = (message: string, data: unknown = null): never => {
  throw new ApiError(message, STATUS.failure, data);
};

const readStored = async (db: Db): Promise<{ chart: StoredChart; updatedAt: Date } | null> => {
  const [row] = await db.select({ value: portalSettings.value, updatedAt: portalSettings.updatedAt }).from(portalSettings).where(eq(portalSettings.key, CHART_KEY)).limit(1);
  return row ? { chart: row.value as StoredChart, updatedAt: row.updatedAt } : null;
};

const answer = (chart: StoredChart, updatedAt: Date): Chart => ({ ...chart, updatedAt: updatedAt.toISOString() });

/** The chart of a request, every field checked. */
const readValues = (body: Record<string, unknown>): ChartValues => {
  const values = { title: body.title, intro: body.intro ?? '', image: body.image === '' ? null : body.image ?? null };
  const errors = chartViolations(values);
  const first = Object.values(errors)[0];
  if (first) fail(first, { errors });
  // NUL and lone surrogates cannot be stored (PostgreSQL refuses them).
  const invalid = (['title', 'intro', 'image'] as const).find((key) => hasInvalidText(values[key]));
  if (invalid) fail(INVALID_TEXT[invalid], { errors: { [invalid]: INVALID_TEXT[invalid] } });
  const picture = values.image as ChartValues['image'];
  return {
    title: String(values.title).trim(),
    intro: String(values.intro),
    image: picture ? (picture.title ? { url: picture.url, title: String(picture.title) } : { url: picture.url }) : null,
  };
};

const INVALID_TEXT = { title: '标题包含无效字符', intro: '简介包含无效字符', image: '图片地址包含无效字符' } as const;

const readVersion = (value: unknown): number => wholeNumber(value, 1) ?? fail(CHART_MESSAGES.versionRequired);

export const associationProductChartModule: ServerModule = ({ db }) => [
  post(`${CHART_API}/${CHART_CALLS.detail}`, { menu: MENU, unit: 'detail' }, async () => {
    const stored = await readStored(db);
    return stored ? answer(stored.chart, stored.updatedAt) : null;
  }),
  post(`${CHART_API}/${CHART_CALLS.create}`, { menu: MENU, unit: 'add' }, async ({ db, body, user }) => {
    const chart: StoredChart = { ...readValues(body), version: 1 };
    const [row] = await db
      .insert(portalSettings)
      .values({ key: CHART_KEY, value: chart, updatedBy: user?.loginName ?? null })
      .onConflictDoNothing()
      .returning({ updatedAt: portalSettings.updatedAt });
    return row ? answer(chart, row.updatedAt) : fail(CHART_MESSAGES.exists);
  }),
  post(`${CHART_API}/${CHART_CALLS.update}`, { menu: MENU, unit: 'modify' }, async ({ db, body, user }) => {
    const version = readVersion(body.version);
    const chart: StoredChart = { ...readValues(body), version: version + 1 };
    // The stored version must still be the one read: check and write in one statement.
    const [row] = await db
      .update(portalSettings)
      .set({ value: chart, updatedBy: user?.loginName ?? null, updatedAt: sql`now()` })
      .where(and(eq(portalSettings.key, CHART_KEY), sql`(${portalSettings.value}->>'version')::int = ${version}`))
      .returning({ updatedAt: portalSettings.updatedAt });
    if (row) return answer(chart, row.updatedAt);
    return fail((await readStored(db)) ? CHART_MESSAGES.conflict : CHART_MESSAGES.missing);
  }),
];
