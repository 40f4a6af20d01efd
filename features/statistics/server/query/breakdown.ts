/**
 * Figures of a range broken down by dimensions (module, categories, content,
 * platform, institution), read from one grain of the rollups (frozen months
 * from stat_monthly, other days from stat_daily): sorted, paged,
 * with the comparison period beside each row, the range's total (read at the
 * filter's own grain, so its UV counts a device once per day however many items
 * it read) and the correction line of late events of frozen months.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { PLATFORMS } from '../../contract/definitions';
import { CORRECTION_LABEL, UNNAMED_LABELS } from '../../contract/definitions';
import type { Db } from '../../../../server/db/client';
import { ApiError } from '../../../../server/http/envelope';
import { categoryLabel, contentTitleLabel, institutionLabel, titleMatches } from '../labels';
import { rollupSource } from '../source';
import { ALL_INSTITUTIONS, ALL_PLATFORMS, queryRows } from '../../../../server/db/rows';
import { comparison, FIGURE_ORDER, FIGURE_SUMS, FIGURES, figuresOf, isZero, ZERO, type FigureKey, type Figures } from './figures';
import { moduleName, type DayRange, type StatFilters } from './filters';

export type Dimension = 'module' | 'category1' | 'category2' | 'content' | 'platform' | 'institution';

/** A label column: its name and its SQL, given the module a page is limited to (features/statistics/server/labels.ts). */
type Label = [string, (moduleCode?: string) => SQL];

interface DimensionSql {
  grain: number;
  keys: Array<[string, SQL]>;
  labels: Label[];
}

const MODULE: [string, SQL] = ['moduleCode', sql`module_code`];
const CATEGORY1: [string, SQL] = ['category1Id', sql`category1_id`];
const CATEGORY2: [string, SQL] = ['category2Id', sql`category2_id`];
const NAME1: Label = ['category1Name', (moduleCode) => categoryLabel(1, moduleCode)];
const NAME2: Label = ['category2Name', (moduleCode) => categoryLabel(2, moduleCode)];

const DIMENSIONS: Record<Dimension, DimensionSql> = {
  module: { grain: 1, keys: [MODULE], labels: [] },
  category1: { grain: 2, keys: [MODULE, CATEGORY1], labels: [NAME1] },
  category2: { grain: 3, keys: [MODULE, CATEGORY1, CATEGORY2], labels: [NAME1, NAME2] },
  content: { grain: 4, keys: [MODULE, CATEGORY1, CATEGORY2, ['contentId', sql`content_id`]], labels: [NAME1, NAME2, ['contentTitle', contentTitleLabel]] },
  platform: { grain: 0, keys: [['platform', sql`platform`]], labels: [] },
  institution: { grain: 0, keys: [['institutionId', sql`institution_id`]], labels: [['institutionName', institutionLabel]] },
};

/** The grain a filter needs: the finest level it names. */
export const filterGrain = (filters: StatFilters) => (filters.contentId || filters.title ? 4 : filters.category2Id ? 3 : filters.category1Id ? 2 : filters.moduleCode ? 1 : 0);

/** What a breakdown groups by besides its grain: each institution's rows, or each platform's. */
export interface RowsBy {
  institution?: boolean;
  platform?: boolean;
}

/**
 * The rollup rows (of a `rollupSource`) of one grain that the filters select:
 * one institution's, every institution's (a breakdown by institution) or else
 * the rows over all institutions; of them one platform's, every platform's (a
 * breakdown by platform, and always for institutions' rows, which are kept per
 * platform only) or else the rows over all platforms.
 */
export const rollupWhere = (filters: StatFilters, grain: number, by: RowsBy = {}): SQL => {
  const perInstitution = !!filters.institutionId || !!by.institution;
  return and(
    sql`grain = ${grain}`,
    filters.moduleCode ? sql`module_code = ${filters.moduleCode}` : undefined,
    filters.category1Id ? sql`category1_id = ${filters.category1Id}` : undefined,
    filters.category2Id ? sql`category2_id = ${filters.category2Id}` : undefined,
    filters.contentId ? sql`content_id = ${filters.contentId}` : undefined,
    filters.title ? titleMatches(`%${filters.title}%`, filters.moduleCode) : undefined,
    filters.platform ? sql`platform = ${filters.platform}` : perInstitution || by.platform ? sql`platform <> ${ALL_PLATFORMS}` : sql`platform = ${ALL_PLATFORMS}`,
    filters.institutionId ? sql`institution_id = ${filters.institutionId}` : by.institution ? sql`institution_id <> ${ALL_INSTITUTIONS}` : sql`institution_id = ${ALL_INSTITUTIONS}`,
  )!;
};

/** The figures of a whole range at the filter's grain. */
export const totalOf = async (db: Db, filters: StatFilters, range: DayRange, late = false): Promise<Figures> => {
  const source = await rollupSource(db, range, { late });
  const [row] = await queryRows<Record<string, unknown>>(db, sql`SELECT ${FIGURE_SUMS} FROM ${source} WHERE ${rollupWhere(filters, filterGrain(filters))}`);
  return figuresOf(row);
};

export interface Sort {
  field: string;
  order: 'asc' | 'desc';
}

/** The sort of a list call: a figure or a label of its dimensions, PV descending by default. */
export const readSort = (body: Record<string, unknown>, dimensions: Dimension[]): Sort => {
  const labels = dimensions.flatMap((dimension) => [...DIMENSIONS[dimension].keys, ...DIMENSIONS[dimension].labels].map(([name]) => name));
  const field = typeof body.sortField === 'string' && body.sortField ? body.sortField : 'pv';
  if (!FIGURES.some((figure) => figure.key === field) && !labels.includes(field)) throw new ApiError('排序字段不正确');
  const raw = String(body.sortOrder ?? 'desc').toLowerCase();
  const order = raw === 'asc' || raw === 'ascend' || raw === 'ascending' ? 'asc' : 'desc';
  return { field, order };
};

/** The SQL array type of each key column, for `shownRows`. */
const KEY_ARRAY_TYPES: Record<string, string> = {
  moduleCode: 'text[]',
  category1Id: 'int[]',
  category2Id: 'int[]',
  contentId: 'int[]',
  platform: 'text[]',
  institutionId: 'int[]',
};

/**
 * The keys of `rows` as a set-returning subquery: one array parameter per key
 * column, unnested side by side. However many rows an export holds, the
 * statement keeps the same shape and a handful of parameters. A list of row
 * values (`(a, b) IN ((…), (…), …)`) does not: PostgreSQL's parser nests it
 * into one OR per row, and from about 275 rows that nesting overflows PGlite's
 * WASM stack (PostgreSQL's max_stack_depth check does not catch it there): the
 * query answers nothing, and the next one never returns, holding the whole
 * process (issue 34, docs/reliability.md).
 */
const shownRows = (keyNames: string[], rows: Array<Record<string, unknown>>): SQL =>
  sql`SELECT * FROM unnest(${sql.join(
    keyNames.map((name) => sql`${sql.param(rows.map((row) => row[name]))}::${sql.raw(KEY_ARRAY_TYPES[name])}`),
    sql`, `,
  )})`;

const keyOf = (row: Record<string, unknown>, names: string[]) => names.map((name) => String(row[name])).join('|');

export interface BreakdownPage {
  list: Array<Record<string, unknown>>;
  total: number;
  summary: Record<string, unknown>;
  correction: Record<string, unknown> | null;
}

const ID_OF_NAME = { category1Name: 'category1Id', category2Name: 'category2Id', contentTitle: 'contentId', institutionName: 'institutionId' } as const;

/** Labels the program knows better than the events: module and platform names, and the rows of events without a category or item. */
const named = (row: Record<string, unknown>) => ({
  ...Object.fromEntries((Object.keys(ID_OF_NAME) as Array<keyof typeof ID_OF_NAME>).filter((name) => name in row && !Number(row[ID_OF_NAME[name]])).map((name) => [name, UNNAMED_LABELS[name]])),
  ...('moduleCode' in row ? { moduleName: moduleName(String(row.moduleCode)) } : {}),
  ...('platform' in row ? { platformName: PLATFORMS.find((item) => item.code === row.platform)?.name ?? row.platform } : {}),
});

export const breakdown = async (
  db: Db,
  filters: StatFilters,
  dimensions: Dimension[],
  sort: Sort,
  page?: { offset: number; pageSize: number },
  { contentOnly = false }: { contentOnly?: boolean } = {},
): Promise<BreakdownPage> => {
  const grain = Math.max(filterGrain(filters), ...dimensions.map((dimension) => DIMENSIONS[dimension].grain));
  const keys = new Map(dimensions.flatMap((dimension) => DIMENSIONS[dimension].keys));
  const labels = new Map(dimensions.flatMap((dimension) => DIMENSIONS[dimension].labels).map(([name, label]) => [name, label(filters.moduleCode)]));
  const keyNames = [...keys.keys()];
  const select = sql.join([...[...keys, ...labels].map(([name, expression]) => sql`${expression} AS ${sql.identifier(name)}`), FIGURE_SUMS], sql`, `);
  const groupBy = sql.join([...keys.values()], sql`, `);
  const sortExpression = FIGURE_ORDER[sort.field as FigureKey] ?? keys.get(sort.field) ?? labels.get(sort.field)!;
  const query = async (range: DayRange, only?: SQL) => sql`
    SELECT ${select}, count(*) OVER () AS "totalRows" FROM ${await rollupSource(db, range)} WHERE ${rollupWhere(filters, grain, { institution: keys.has('institutionId'), platform: keys.has('platform') })} ${contentOnly ? sql`AND content_id > 0` : sql``} ${only ?? sql``}
    GROUP BY ${groupBy}
    ORDER BY ${sortExpression} ${sql.raw(sort.order)} NULLS LAST, ${groupBy}
    ${!only && page ? sql`LIMIT ${page.pageSize} OFFSET ${page.offset}` : sql``}`;
  const rows = await queryRows<Record<string, unknown>>(db, await query(filters.range));
  // The compared period is read for the rows shown only, not for every row of the range.
  const shownKeys = sql`AND (${groupBy}) IN (${shownRows(keyNames, rows)})`;
  const compared =
    filters.compare && rows.length ? new Map((await queryRows<Record<string, unknown>>(db, await query(filters.compare, shownKeys))).map((row) => [keyOf(row, keyNames), figuresOf(row)])) : null;
  const summary = await totalOf(db, filters, filters.range);
  const summaryCompared = filters.compare ? await totalOf(db, filters, filters.compare) : undefined;
  const late = await totalOf(db, filters, filters.range, true);
  const list = rows.map((row) => {
    const figures = figuresOf(row);
    const ids = Object.fromEntries([...keys.keys(), ...labels.keys()].map((name) => [name, row[name] ?? null]));
    return {
      ...ids,
      ...named(ids),
      ...figures,
      pvShare: summary.pv ? Math.round((figures.pv / summary.pv) * 10_000) / 10_000 : 0,
      ...comparison(figures, filters.compare ? (compared?.get(keyOf(row, keyNames)) ?? ZERO) : undefined),
    };
  });
  return {
    list,
    total: Number(rows[0]?.totalRows ?? 0),
    summary: { label: '合计', ...summary, ...comparison(summary, summaryCompared) },
    correction: isZero(late) ? null : { label: CORRECTION_LABEL, ...late },
  };
};
