/**
 * How a declared field is stored: its column name, its SQL type (for the
 * additive table sync) and its Drizzle column (for the queries). Both come
 * from the one mapping below, so the DDL and the queries cannot disagree.
 */
import { date, index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp, varchar, type PgColumn, type PgColumnBuilderBase, type PgTable } from 'drizzle-orm/pg-core';
import { getTableColumns } from 'drizzle-orm';
import { snakeCase, type FieldSpec, type Resource } from '../../resources/framework';

/** Property names every record has besides its fields. */
export const SYSTEM_KEYS = ['id', 'version', 'createdAt', 'updatedAt'] as const;

type StorageKind = { sql: string; build: (column: string) => PgColumnBuilderBase };

/**
 * Text of any kind is a `text` column: lengths are the declaration's rule,
 * checked on every write, so raising a field's `max` needs no migration.
 */
const TEXT: StorageKind = { sql: 'text', build: (column) => text(column) };

const INTEGER: StorageKind = { sql: 'integer', build: (column) => integer(column) };

export const columnName = (field: FieldSpec) => snakeCase(field.name);

/** The storage of one field (spec of the "server from a declaration" brief). */
export const storageOf = (field: FieldSpec): StorageKind => {
  switch (field.kind) {
    case 'text':
    case 'url':
    case 'textarea':
    case 'richText':
      return TEXT;
    case 'number':
      return field.integer === false ? { sql: 'numeric', build: (column) => numeric(column, { mode: 'number' }) } : INTEGER;
    case 'orderSeq':
    case 'ref':
      return INTEGER;
    case 'flag':
      return { sql: 'smallint', build: (column) => smallint(column) };
    case 'choice':
      return hasStringOption(field) ? { sql: 'varchar(64)', build: (column) => varchar(column, { length: 64 }) } : INTEGER;
    case 'date':
      return { sql: 'date', build: (column) => date(column, { mode: 'string' }) };
    case 'datetime':
      return { sql: 'timestamptz', build: (column) => timestamp(column, { withTimezone: true, mode: 'date' }) };
    case 'image':
    case 'file':
      return { sql: 'jsonb', build: (column) => jsonb(column) };
  }
};

export const hasStringOption = (field: FieldSpec) => (field.options ?? []).some((option) => typeof option.value === 'string');

/** Columns of every resource table besides the fields, as SQL. */
export const SYSTEM_COLUMNS_SQL = ['"version" integer NOT NULL DEFAULT 0', '"created_at" timestamptz NOT NULL DEFAULT now()', '"updated_at" timestamptz NOT NULL DEFAULT now()'];

export const refIndexName = (resource: Resource, field: FieldSpec) => `${resource.table}_${columnName(field)}_idx`.slice(0, 63);

export interface ResourceTable {
  table: PgTable;
  /** Columns by property name: id, version, createdAt, updatedAt and every field. */
  columns: Record<string, PgColumn>;
}

const tables = new WeakMap<Resource, ResourceTable>();

/** The Drizzle table of a resource, built once from its declaration. */
export const tableOf = (resource: Resource): ResourceTable => {
  const cached = tables.get(resource);
  if (cached) return cached;
  const builders: Record<string, PgColumnBuilderBase> = {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  };
  for (const field of resource.fields) {
    if (field.name in builders) throw new Error(`Resource "${resource.name}": field "${field.name}" clashes with a system column`);
    builders[field.name] = storageOf(field).build(columnName(field));
  }
  const refFields = resource.fields.filter((field) => field.kind === 'ref');
  const table = pgTable(resource.table, builders, (columns) => refFields.map((field) => index(refIndexName(resource, field)).on(columns[field.name])));
  const built = { table, columns: getTableColumns(table) as Record<string, PgColumn> };
  tables.set(resource, built);
  return built;
};
