/**
 * Tables of the qualification query (资格查询, menu 53; docs/qualification.md): the register the public
 * query answers from, the import batches (a dry run stored whole, so any server process may confirm it),
 * every change an import made to the register, the ledger files (uploaded workbooks, error workbooks and
 * zip packages, kept in the database: they hold ID numbers, so they are never on the public file call) and
 * the register's revision row, which every confirm locks. drizzle-kit reads this file with the core schema.
 */
import { customType, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** One certificate of the register; a person is their ID number. */
export const quaCertificates = pgTable(
  'qua_certificate',
  {
    id: serial('id').primaryKey(),
    certNo: varchar('cert_no', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 50 }).notNull(),
    idCard: varchar('id_card', { length: 18 }).notNull(),
    category: varchar('category', { length: 50 }).notNull(),
    institution: varchar('institution', { length: 100 }).notNull(),
    obtainedOn: varchar('obtained_on', { length: 10 }),
    batchId: integer('batch_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('qua_certificate_id_card').on(table.idCard), index('qua_certificate_name').on(table.name)],
);

/**
 * An import: status 0 checked (the dry run, waiting for the operator), 1 applied, 2 cancelled, 3 stale
 * (the register changed after its dry run). `rows` holds the checked rows to apply, `errors` every
 * problem found (row, column, reason).
 */
export const quaImportBatches = pgTable('qua_import_batch', {
  id: serial('id').primaryKey(),
  fileId: varchar('file_id', { length: 36 }).notNull(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  status: integer('status').notNull().default(0),
  totalRows: integer('total_rows').notNull(),
  validRows: integer('valid_rows').notNull(),
  errorRows: integer('error_rows').notNull(),
  added: integer('added').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  rows: jsonb('rows').notNull(),
  errors: jsonb('errors').notNull(),
  errorFileId: varchar('error_file_id', { length: 36 }),
  packageFileId: varchar('package_file_id', { length: 36 }),
  registerRevision: integer('register_revision').notNull(),
  checkedBy: varchar('checked_by', { length: 64 }).notNull(),
  checkedAt: at('checked_at').notNull().defaultNow(),
  appliedBy: varchar('applied_by', { length: 64 }),
  appliedAt: at('applied_at'),
});

/** A change an import made: change 1 added, 2 updated; before is null for an addition. */
export const quaHistory = pgTable(
  'qua_history',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id').notNull(),
    certNo: varchar('cert_no', { length: 32 }).notNull(),
    idCard: varchar('id_card', { length: 18 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    change: integer('change').notNull(),
    before: jsonb('before'),
    after: jsonb('after').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('qua_history_id_card').on(table.idCard), index('qua_history_batch').on(table.batchId)],
);

/** The ledger files: kind 'source' (an uploaded workbook), 'errors' (an error workbook), 'package' (a zip). */
export const quaFiles = pgTable('qua_file', {
  id: varchar('id', { length: 36 }).primaryKey(),
  kind: varchar('kind', { length: 16 }).notNull(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  contentType: varchar('content_type', { length: 128 }).notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdBy: integer('created_by'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** One row (id 1): the register's revision, bumped by every applied import, and the data-origin setting. */
export const quaRegisterState = pgTable('qua_register_state', {
  id: integer('id').primaryKey(),
  revision: integer('revision').notNull().default(0),
  origin: text('origin').notNull().default(''),
  note: text('note').notNull().default(''),
  version: integer('version').notNull().default(0),
  updatedBy: varchar('updated_by', { length: 64 }),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
