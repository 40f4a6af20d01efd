/**
 * A create or update body checked against the declaration with the console's
 * own rules (validateValue), rich text sanitised first, references checked
 * against their tables. A refusal is status -1 with the first message as
 * statusText and every message by field in `data.errors`.
 */
import { and, eq } from 'drizzle-orm';
import { formatValidation, validateValue, type FieldSpec, type FileRef, type Resource } from '../../resources/framework';
import type { Db } from '../db/client';
import { ApiError, STATUS } from '../http/envelope';
import { hasInvalidText } from '../http/validate';
import { tableOf } from './columns';
import { toColumnValue } from './codec';
import { referencedResource, type ResourceSet } from './queries';
import { sanitizeRichText } from './sanitize';

export type FieldErrors = Record<string, string>;

export const validationError = (resource: Resource, errors: FieldErrors) => {
  const ordered = Object.fromEntries(resource.fields.filter((field) => errors[field.name]).map((field) => [field.name, errors[field.name]]));
  const first = Object.values(ordered)[0] ?? Object.values(errors)[0];
  return new ApiError(first, STATUS.failure, { errors: ordered });
};

/** A stored file is our own download path or an http(s) address, never javascript: and the like. */
const SAFE_FILE_URL = /^(https?:\/\/|\/(?!\/))/i;

const fileUrlBroken = (field: FieldSpec, value: unknown) => {
  if (field.kind !== 'image' && field.kind !== 'file') return false;
  if (value === null || value === undefined) return false;
  const files = (Array.isArray(value) ? value : [value]) as FileRef[];
  return files.some((file) => !SAFE_FILE_URL.test(file.url));
};

/** A value an integer id column can hold. */
export const isRecordId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

const has = (body: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;

/** The message of one field's value, or null; rich text is sanitised in place first. */
const checkField = (field: FieldSpec, value: unknown): { value: unknown; message: string | null } => {
  // NUL and lone surrogates cannot be stored (PostgreSQL refuses them).
  if (hasInvalidText(value)) return { value, message: `${field.label}包含无效字符` };
  const clean = field.kind === 'richText' && typeof value === 'string' ? sanitizeRichText(value) : value;
  const broken = validateValue(field, clean);
  if (broken) return { value: clean, message: formatValidation(broken.key, broken.args) };
  if (fileUrlBroken(field, clean)) return { value: clean, message: formatValidation('type', { label: field.label }) };
  return { value: clean, message: null };
};

const checkReferences = async (db: Db, resource: Resource, all: ResourceSet, values: Record<string, unknown>, errors: FieldErrors) => {
  for (const field of resource.fields) {
    const id = values[field.name];
    if (field.kind !== 'ref' || typeof id !== 'number' || errors[field.name]) continue;
    // An id outside the integer column's range names no record (and PostgreSQL would refuse the query).
    if (!isRecordId(id)) {
      errors[field.name] = `所选${field.label}不存在或已被删除`;
      continue;
    }
    const target = tableOf(referencedResource(all, resource, field));
    // A filtered reference (ref(..., { filter })) accepts only the records the console offers.
    const conditions = Object.entries(field.filter ?? {}).map(([name, value]) => eq(target.columns[name], value));
    const [found] = await db
      .select({ id: target.columns.id })
      .from(target.table)
      .where(and(eq(target.columns.id, id), ...conditions))
      .limit(1);
    if (!found) errors[field.name] = `所选${field.label}不存在或已被删除`;
  }
};

/**
 * The column values of a create (every field; absent ones take their default,
 * absent form-hidden ones are not checked) or an update (present fields only).
 */
export const readInput = async (db: Db, resource: Resource, all: ResourceSet, body: Record<string, unknown>, mode: 'create' | 'update'): Promise<Record<string, unknown>> => {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const field of resource.fields) {
    const present = has(body, field.name);
    if (!present && mode === 'update') continue;
    if (!present && field.formHidden) {
      if (field.defaultValue !== undefined) values[field.name] = toColumnValue(field, field.defaultValue);
      continue;
    }
    const { value, message } = checkField(field, present ? body[field.name] : field.defaultValue);
    if (message) errors[field.name] = message;
    else values[field.name] = toColumnValue(field, value);
  }
  await checkReferences(db, resource, all, values, errors);
  if (Object.keys(errors).length) throw validationError(resource, errors);
  return values;
};
