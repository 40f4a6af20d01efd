/**
 * The names the statistics pages and exports show beside their figures, read by id from the server's
 * current records when a page is read (docs/statistics.md, "Names"): content titles from each module's
 * content resource, category names from its category resource (features/statistics/contract/modules.ts), member
 * institutions from memberUnit. Never an event's text, and never a name stored with the figures: a
 * renamed item or institution shows its new name over every period, frozen months included. An id the
 * server has no record of (stored as -1 at ingestion, or deleted since) shows as UNKNOWN_LABELS; an id 0
 * gives NULL, which the breakdown labels as UNNAMED_LABELS.
 *
 * The expressions read the rollup row's columns through the alias `r` (features/statistics/server/source.ts) and
 * look one row up by primary key per row shown.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { resourceByName } from '../../../resources';
import { UNKNOWN_LABELS } from '../contract/definitions';
import { STATISTICS_MODULES } from '../contract/modules';
import { tableOf } from '../../../server/resources/columns';
import type { Db } from '../../../server/db/client';
import { queryRows } from '../../../server/db/rows';
import type { StatFilters } from './query/filters';

interface NameSource {
  moduleCode: string;
  table: SQL;
  name: SQL;
}

const sourceOf = (moduleCode: string, resourceName: string, nameField: string): NameSource => {
  const { table, columns } = tableOf(resourceByName(resourceName)!);
  return { moduleCode, table: sql`${sql.identifier(getTableName(table))}`, name: sql`${sql.identifier(columns[nameField].name)}` };
};

/** The modules' content tables, or the one of `moduleCode` (a page of one module plans one look-up, not seventeen). */
const contentSources = (moduleCode?: string): NameSource[] =>
  STATISTICS_MODULES.filter((module) => module.content && (!moduleCode || module.code === moduleCode)).map((module) => sourceOf(module.code, module.content!.resource, module.content!.titleField));

const categorySources = (moduleCode?: string): NameSource[] =>
  STATISTICS_MODULES.filter((module) => module.category && (!moduleCode || module.code === moduleCode)).map((module) => sourceOf(module.code, module.category!.resource, module.category!.nameField));

/** The name of `id` in the table of the row's module. */
const nameByModule = (sources: NameSource[], id: SQL): SQL =>
  sources.length
    ? sql`CASE r.module_code ${sql.join(
        sources.map((source) => sql`WHEN ${source.moduleCode}::text THEN (SELECT n.${source.name}::text FROM ${source.table} n WHERE n.id = ${id})`),
        sql` `,
      )} END`
    : sql`NULL::text`;

/** NULL for id 0, the record's name, else the unknown label. */
const labelled = (id: SQL, name: SQL, unknown: string): SQL => sql`CASE WHEN ${id} = 0 THEN NULL ELSE coalesce(${name}, ${unknown}::text) END`;

/** The current title of the row's content item (`r.content_id`). */
export const contentTitleLabel = (moduleCode?: string): SQL => labelled(sql`r.content_id`, nameByModule(contentSources(moduleCode), sql`r.content_id`), UNKNOWN_LABELS.contentTitle);

/** The current name of the row's first- or second-level category. */
export const categoryLabel = (level: 1 | 2, moduleCode?: string): SQL => {
  const id = level === 1 ? sql`r.category1_id` : sql`r.category2_id`;
  return labelled(id, nameByModule(categorySources(moduleCode), id), level === 1 ? UNKNOWN_LABELS.category1Name : UNKNOWN_LABELS.category2Name);
};

/** The current name of the row's member institution (`r.institution_id`). */
export const institutionLabel = (): SQL => {
  const units = sourceOf('', 'memberUnit', 'unitName');
  return labelled(sql`r.institution_id`, sql`(SELECT n.${units.name}::text FROM ${units.table} n WHERE n.id = r.institution_id)`, UNKNOWN_LABELS.institutionName);
};

/** Rows of the content items whose current title matches `pattern` (ILIKE, wildcards already escaped). */
export const titleMatches = (pattern: string, moduleCode?: string): SQL => {
  const sources = contentSources(moduleCode);
  if (!sources.length) return sql`false`;
  return sql`(module_code, content_id) IN (${sql.join(
    sources.map((source) => sql`SELECT ${source.moduleCode}::text, n.id FROM ${source.table} n WHERE n.${source.name} ILIKE ${pattern}`),
    sql` UNION ALL `,
  )})`;
};

/** The names of the ids a filter holds, read like a report's rows (an export's 筛选条件 names what it filtered by). */
export interface FilterNames {
  category1?: string | null;
  category2?: string | null;
  content?: string | null;
  institution?: string | null;
}

export const filterNames = async (db: Db, filters: StatFilters): Promise<FilterNames> => {
  if (!filters.category1Id && !filters.category2Id && !filters.contentId && !filters.institutionId) return {};
  // One row shaped like a rollup row (alias r), so the names come from the same expressions the reports use.
  const row = sql`(SELECT ${filters.moduleCode ?? null}::text AS module_code, ${filters.category1Id ?? 0}::int AS category1_id, ${filters.category2Id ?? 0}::int AS category2_id,
    ${filters.contentId ?? 0}::int AS content_id, ${filters.institutionId ?? 0}::int AS institution_id) r`;
  const [names] = await queryRows<FilterNames>(
    db,
    sql`SELECT ${categoryLabel(1, filters.moduleCode)} AS "category1", ${categoryLabel(2, filters.moduleCode)} AS "category2",
      ${contentTitleLabel(filters.moduleCode)} AS "content", ${institutionLabel()} AS "institution" FROM ${row}`,
  );
  return names ?? {};
};
