/**
 * The list call: `{pageNum, pageSize, orderBy?, order?, ...filters}` answering
 * `{list, total}`. Only fields declared `search: true` (and the scope field of a
 * scoped module) filter: text kinds by a case-insensitive part (also in the
 * field's `searchAlso` fields), others by the whole value after a type check. Empty
 * filters and unknown keys are ignored; filtering, paging and counting are SQL.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { formatValidation, isTextKind, listOmittedFields, validateValue, type FieldSpec, type Resource } from '../../resources/framework';
import type { Db } from '../db/client';
import { ApiError } from '../http/envelope';
import { escapeLike, hasInvalidText, invalidCharacters, paging } from '../http/validate';
import { hasStringOption, tableOf } from './columns';
import { toColumnValue, toRecord, type ApiRecord } from './codec';
import { selectRecords, type ResourceSet } from './queries';
import { storedRowCount, storedRowCountColumn } from './rowCounts';

const STORED_TOTAL = '__storedTotal';
const asCount = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const INTEGER_TEXT = /^-?\d+$/;
const INTEGER_KINDS = new Set(['ref', 'orderSeq', 'flag']);
const isIntegerColumn = (field: FieldSpec) => INTEGER_KINDS.has(field.kind) || (field.kind === 'number' && field.integer !== false);
const MAX_INTEGER = 2_147_483_647;

/** Query values often arrive as strings: '3' selects the integer option 3. */
const coerce = (field: FieldSpec, value: unknown) => {
  if (typeof value !== 'string' || !INTEGER_TEXT.test(value.trim())) return value;
  if (field.kind === 'flag' || (field.kind === 'choice' && !hasStringOption(field))) return Number(value);
  return value;
};

/**
 * A text search: the part in the field's column or in any of its `searchAlso`
 * columns. A part longer than the field's length limit is refused (no stored
 * value could hold it); rich text's limit counts its visible text, not the
 * stored markup the search reads, so it has none here.
 */
const textCondition = (field: FieldSpec, columns: PgColumn[], raw: unknown): SQL | undefined => {
  if (typeof raw !== 'string' && typeof raw !== 'number') throw new ApiError(formatValidation('type', { label: field.label }));
  const text = String(raw).trim();
  if (!text) return undefined;
  if (field.kind !== 'richText' && field.max !== undefined && [...text].length > field.max) throw new ApiError(formatValidation('maxLength', { label: field.label, max: field.max }));
  const pattern = `%${escapeLike(text)}%`;
  return columns.length === 1 ? ilike(columns[0], pattern) : or(...columns.map((column) => ilike(column, pattern)));
};

const searchCondition = (field: FieldSpec, columns: PgColumn[], raw: unknown): SQL | undefined => {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (field.kind === 'image' || field.kind === 'file') return undefined;
  // NUL and lone surrogates cannot be compared (PostgreSQL refuses them).
  if (hasInvalidText(raw)) throw invalidCharacters(field.label);
  if (isTextKind(field.kind)) return textCondition(field, columns, raw);
  const [column] = columns;
  const value = coerce(field, raw);
  const broken = validateValue({ ...field, required: false }, value);
  if (broken) throw new ApiError(formatValidation(broken.key, broken.args));
  const stored = toColumnValue(field, value);
  // An integer column holds no value outside its range (and PostgreSQL would refuse the query).
  if (isIntegerColumn(field) && typeof stored === 'number' && Math.abs(stored) > MAX_INTEGER) throw new ApiError(formatValidation('type', { label: field.label }));
  return eq(column, stored);
};

/** Fields a list call filters by: the searchable ones and a scoped module's scope field. */
export const filterableFields = (resource: Resource): FieldSpec[] => resource.fields.filter((field) => field.search || field.name === resource.scope?.field);

export const listWhere = (resource: Resource, body: Record<string, unknown>): SQL | undefined => {
  const { columns } = tableOf(resource);
  const conditions = filterableFields(resource)
    .map((field) =>
      searchCondition(
        field,
        [field.name, ...(field.searchAlso ?? [])].map((name) => columns[name]),
        body[field.name],
      ),
    )
    .filter((condition): condition is SQL => !!condition);
  return conditions.length ? and(...conditions) : undefined;
};

const SYSTEM_SORT = new Set(['id', 'createdAt', 'updatedAt']);

export const listOrder = (resource: Resource, body: Record<string, unknown>): SQL[] => {
  const { columns } = tableOf(resource);
  const { orderBy, order } = body;
  const requested =
    typeof orderBy === 'string' && (SYSTEM_SORT.has(orderBy) || resource.fields.some((field) => field.name === orderBy))
      ? { field: orderBy, order: typeof order === 'string' && /^desc/i.test(order) ? 'DESC' : 'ASC' }
      : (resource.sort ?? { field: 'id', order: 'DESC' });
  const column = columns[requested.field];
  const primary = requested.order === 'DESC' ? desc(column) : asc(column);
  // A unique tie-breaker keeps pages stable when the sort column repeats.
  return requested.field === 'id' ? [primary] : [primary, desc(columns.id)];
};

export const listRecords = async (db: Db, resource: Resource, all: ResourceSet, body: Record<string, unknown>): Promise<{ list: ApiRecord[]; total: number }> => {
  const { pageSize, offset } = paging(body);
  const where = listWhere(resource, body);
  // Unfiltered: the trigger-kept exact count (server/resources/rowCounts.ts) instead of a scan,
  // read as a column of the page's own query (one round trip); a page past the end reads it alone.
  const rows = await selectRecords(db, resource, all, where ? {} : { [STORED_TOTAL]: storedRowCountColumn(resource.table) }, new Set(listOmittedFields(resource.fields)))
    .where(where)
    .orderBy(...listOrder(resource, body))
    .limit(pageSize)
    .offset(offset);
  const firstRow = rows[0] as Record<string, unknown> | undefined;
  const stored = where ? null : firstRow ? asCount(firstRow[STORED_TOTAL]) : await storedRowCount(db, resource.table);
  const total = stored ?? (await db.select({ total: count() }).from(tableOf(resource).table).where(where))[0].total;
  return { list: rows.map((row) => toRecord(resource, row as Record<string, unknown>)), total };
};
