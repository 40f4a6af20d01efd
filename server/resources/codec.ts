/**
 * Values between the API and the columns: a validated request value becomes
 * what its column stores; a selected row becomes the record the console
 * reads (camelCase fields, ISO date-times, 'YYYY-MM-DD' dates, `{url, title}`
 * files, and `<field>Label` beside every reference).
 */
import { isEmpty, type FieldSpec, type FileRef, type Resource } from '../../resources/framework';

export type ApiRecord = Record<string, unknown> & { id: number; version: number };

/** The association works in Beijing time: a date-time without a zone is read as +08:00. */
const DEFAULT_ZONE = '+08:00';
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

export const parseDateTime = (value: string): Date => {
  const iso = value.trim().replace(' ', 'T');
  return new Date(HAS_ZONE.test(iso) ? iso : `${iso}${DEFAULT_ZONE}`);
};

export const labelKey = (field: FieldSpec) => `${field.name}Label`;

const fileRef = (value: unknown): FileRef => {
  const { url, title } = value as FileRef;
  return typeof title === 'string' && title ? { url, title } : { url };
};

/** The stored value of a field whose request value has passed validateValue. */
export const toColumnValue = (field: FieldSpec, value: unknown): unknown => {
  if (isEmpty(value)) return null;
  switch (field.kind) {
    case 'number':
    case 'orderSeq':
    case 'flag':
    case 'ref':
      return Number(value);
    case 'choice':
      return value;
    case 'datetime':
      return value instanceof Date ? value : parseDateTime(String(value));
    case 'image':
    case 'file':
      return Array.isArray(value) ? value.map(fileRef) : fileRef(value);
    default:
      return String(value);
  }
};

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

const fromColumn = (field: FieldSpec, value: unknown): unknown => {
  if (value === null || value === undefined) return null;
  if (field.kind === 'datetime') return iso(value);
  if (field.kind === 'number' && typeof value === 'string') return Number(value);
  return value;
};

/** The API record of a selected row (selected by queries.recordSelection). */
export const toRecord = (resource: Resource, row: Record<string, unknown>): ApiRecord => {
  const record: Record<string, unknown> = { id: row.id };
  for (const field of resource.fields) {
    // A field left out of the selection (a list's bodies) is left out of the record.
    if (field.name in row) record[field.name] = fromColumn(field, row[field.name]);
    if (field.kind === 'ref') record[labelKey(field)] = row[labelKey(field)] ?? null;
  }
  record.version = row.version;
  record.createdAt = iso(row.createdAt);
  record.updatedAt = iso(row.updatedAt);
  return record as ApiRecord;
};
