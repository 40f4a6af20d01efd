/**
 * The record selection of a resource: every column, plus `<field>Label` of
 * each reference, taken from the referenced table's optionText column by a
 * LEFT JOIN, so lists and details carry their labels in one query.
 */
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { FieldSpec, Resource } from '../../resources/framework';
import type { Db } from '../db/client';
import { tableOf } from './columns';
import { labelKey, toRecord, type ApiRecord } from './codec';

/** The declared resources a resource is served among (its references resolve here). */
export type ResourceSet = readonly Resource[];

export const referencedResource = (all: ResourceSet, owner: Resource, field: FieldSpec): Resource => {
  const target = all.find((candidate) => candidate.name === field.reference);
  if (!target) throw new Error(`Resource "${owner.name}": field "${field.name}" references unknown resource "${field.reference}"`);
  return target;
};

interface Join {
  table: PgTable;
  on: SQL;
}

const selectionOf = (resource: Resource, all: ResourceSet, omit: ReadonlySet<string>) => {
  const { columns } = tableOf(resource);
  const selection: Record<string, PgColumn> = Object.fromEntries(Object.entries(columns).filter(([name]) => !omit.has(name)));
  const joins: Join[] = [];
  resource.fields
    .filter((field) => field.kind === 'ref')
    .forEach((field, position) => {
      const target = referencedResource(all, resource, field);
      const joined = alias(tableOf(target).table, `ref_${position}`);
      const joinedColumns = getTableColumns(joined) as Record<string, PgColumn>;
      const labelColumn = joinedColumns[field.optionText ?? 'name'];
      if (!labelColumn) throw new Error(`Resource "${resource.name}": "${target.name}" has no field "${field.optionText}" to label "${field.name}"`);
      selection[labelKey(field)] = labelColumn;
      joins.push({ table: joined, on: eq(joinedColumns.id, columns[field.name]) });
    });
  return { selection, joins };
};

/**
 * SELECT of the resource's rows with their ref labels; the caller adds where,
 * order and paging. `extra` adds computed columns (ignored by toRecord); the
 * fields in `omit` are not read (their keys are absent from the records).
 */
export const selectRecords = (db: Db, resource: Resource, all: ResourceSet, extra: Record<string, SQL> = {}, omit: ReadonlySet<string> = new Set()) => {
  const { selection, joins } = selectionOf(resource, all, omit);
  let query = db
    .select({ ...selection, ...extra })
    .from(tableOf(resource).table)
    .$dynamic();
  for (const join of joins) query = query.leftJoin(join.table, join.on);
  return query;
};

export const findRecord = async (db: Db, resource: Resource, all: ResourceSet, id: number): Promise<ApiRecord | null> => {
  const [row] = await selectRecords(db, resource, all)
    .where(eq(tableOf(resource).columns.id, id))
    .limit(1);
  return row ? toRecord(resource, row as Record<string, unknown>) : null;
};
