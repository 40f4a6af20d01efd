/**
 * Unique fields (`text('分类名称', { unique: '该模块分类已存在，不能重复创建' })`):
 * no two records may hold the same value (compared trimmed). A write that
 * sets such a field runs in one transaction that takes a transaction-scoped
 * advisory lock for the field, looks for another holder and then writes, so
 * two concurrent creates of one name are serialised and the second is
 * refused with the field's message (on the field, like any validation).
 */
import { and, ne, sql, type SQL } from 'drizzle-orm';
import { formatValidation, validateValue, type FieldSpec, type Resource } from '../../resources/framework';
import type { Db } from '../db/client';
import { columnName, tableOf } from './columns';
import { validationError } from './input';
import { hasInvalidText, readId } from '../http/validate';

/** The refusal of a value another record holds: the declared message, else 该<label>已存在. */
export const uniqueMessage = (field: FieldSpec) => (typeof field.unique === 'string' ? field.unique : `该${field.label}已存在`);

/** The unique fields that `values` (column values of a write) set to a non-empty value. */
export const uniqueFieldsWritten = (resource: Resource, values: Record<string, unknown>): FieldSpec[] =>
  resource.fields.filter((field) => field.unique && typeof values[field.name] === 'string' && (values[field.name] as string).trim() !== '');

const lockKey = (resource: Resource, field: FieldSpec) => `unique:${resource.table}.${columnName(field)}`;

/** Whether a record other than `id` (null: any record) holds `value` in `field`, trimmed. */
export const valueTaken = async (db: Db, resource: Resource, field: FieldSpec, value: string, id: number | null): Promise<boolean> => {
  const { table, columns } = tableOf(resource);
  const same: SQL = sql`btrim(${columns[field.name]}) = ${value.trim()}`;
  const [holder] = await db
    .select({ id: columns.id })
    .from(table)
    .where(id === null ? same : and(same, ne(columns.id, id)))
    .limit(1);
  return !!holder;
};

/** Inside the write's transaction: locks each unique field written and refuses a value another record holds. */
export const guardUnique = async (tx: Db, resource: Resource, fields: FieldSpec[], id: number | null, values: Record<string, unknown>) => {
  for (const field of fields) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${lockKey(resource, field)}))`);
    if (await valueTaken(tx, resource, field, values[field.name] as string, id)) throw validationError(resource, { [field.name]: uniqueMessage(field) });
  }
};

/**
 * The declared unique check (`uniqueCheck`): POST {[field], id?} answers
 * {exists: false} when the value may be saved (by record `id`, or by a new
 * record), and refuses a malformed value with the field's own message and a
 * taken one with the unique message, both on the field.
 */
export const checkUnique = async (db: Db, resource: Resource, body: Record<string, unknown>) => {
  const field = resource.fields.find((candidate) => candidate.name === resource.uniqueCheck!.field)!;
  const raw = typeof body[field.name] === 'string' ? (body[field.name] as string).trim() : body[field.name];
  // NUL and lone surrogates cannot be compared (PostgreSQL refuses them).
  if (hasInvalidText(raw)) throw validationError(resource, { [field.name]: `${field.label}包含无效字符` });
  const broken = validateValue({ ...field, required: true }, raw);
  if (broken) throw validationError(resource, { [field.name]: formatValidation(broken.key, broken.args) });
  const id = body.id === undefined || body.id === null || body.id === '' ? null : readId(body);
  if (await valueTaken(db, resource, field, raw as string, id)) throw validationError(resource, { [field.name]: uniqueMessage(field) });
  return { exists: false };
};
