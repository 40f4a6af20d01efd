/**
 * The member institutions as sampling sees them: the frame (every member unit, its name and its attributes
 * as Chinese labels), the dictionary of attributes with their values, the institutions sampled recently,
 * and the search of precise sampling (attributeIssue).
 */
import { and, asc, count, eq, gt, ilike, ne, sql, type SQL } from 'drizzle-orm';
import { resourceByName } from '../../../resources';
import type { Db } from '../../../server/db/client';
import { draws, samples } from './schema';
import { escapeLike, paging, readChoice, wholeNumber } from '../../../server/http/validate';
import { tableOf } from '../../../server/resources/columns';
import { queryRows } from '../../../server/db/rows';
import type { Frame, Institution } from './sampling';
import { LIMITS, MESSAGES, refuse } from './model';

const memberUnit = resourceByName('memberUnit')!;
const unitTable = tableOf(memberUnit);
const column = (name: string) => unitTable.columns[name];

/** The attributes strata may be formed by: member-unit choice fields. */
export const ATTRIBUTES = ['unitType', 'region', 'sizeClass'].map((name) => {
  const field = memberUnit.fields.find((item) => item.name === name)!;
  return { name, label: field.label, options: (field.options ?? []).map((option) => ({ value: Number(option.value), label: option.label })) };
});

export const UNFILLED = '未填写';

const labelOf = (name: string, value: unknown): string | null => ATTRIBUTES.find((attribute) => attribute.name === name)!.options.find((option) => option.value === Number(value))?.label ?? null;

/**
 * Every member unit with its attributes' labels, in canonical order (ids ascending, attribute names
 * ascending), so that `JSON.stringify(frame)` is the canonical frame JSON the fingerprint hashes. An
 * attribute not filled in is left out (the '' stratum). Read as one JSON text: PGlite hands 5,000 rows
 * over several times slower than one value.
 */
export const loadFrame = async (db: Db): Promise<Institution[]> => {
  const [{ frame }] = await queryRows<{ frame: string }>(
    db,
    sql`SELECT coalesce(json_agg(json_build_array(${column('id')}, ${column('unitName')}, ${column('unitType')}, ${column('region')}, ${column('sizeClass')}) ORDER BY ${column('id')}), '[]')::text AS frame FROM ${unitTable.table}`,
  );
  const names = [...ATTRIBUTES.map((attribute) => attribute.name)].sort();
  return (JSON.parse(frame) as [number, string | null, ...unknown[]][]).map(([id, name, ...codes]) => {
    const byName: Record<string, unknown> = { unitType: codes[0], region: codes[1], sizeClass: codes[2] };
    const attributes: Record<string, string> = {};
    for (const attribute of names) {
      const label = labelOf(attribute, byName[attribute]);
      if (label) attributes[attribute] = label;
    }
    return { id, name: name ?? '', attributes };
  });
};

/** `excludeDays` of a request: 0 to 365 (absent: 0, nothing left out). */
export const readExcludeDays = (value: unknown): number => {
  if (value === undefined || value === null || value === '') return 0;
  const days = wholeNumber(value, 0);
  return days === null || days > LIMITS.excludeDays ? refuse(MESSAGES.badExcludeDays) : days;
};

/**
 * Institutions in the current sample of another questionnaire drawn in the last `days` days. A superseded
 * draw asked nobody, and the questionnaire's own sample is the one being replaced, so neither counts.
 */
export const recentlySampledIds = async (db: Db, days: number, exceptQuestionnaireId: number | null): Promise<number[]> => {
  if (days <= 0) return [];
  const since = new Date(Date.now() - days * 86_400_000);
  const conditions: SQL[] = [eq(draws.current, true), gt(draws.drawnAt, since)];
  if (exceptQuestionnaireId !== null) conditions.push(ne(draws.questionnaireId, exceptQuestionnaireId));
  const rows = await db
    .selectDistinct({ id: samples.institutionId })
    .from(samples)
    .innerJoin(draws, eq(draws.id, samples.drawId))
    .where(and(...conditions));
  return rows.map((row) => row.id).sort((a, b) => a - b);
};

/** Attribute names of a request (an array, or a comma-separated text in a query), each a known attribute. */
export const readAttributes = (value: unknown): string[] => {
  const list =
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : value;
  if (!Array.isArray(list) || list.length === 0) return refuse('请至少选择一个分层属性');
  if (!list.every((name) => ATTRIBUTES.some((attribute) => attribute.name === name))) refuse(MESSAGES.badAttributes);
  return [...new Set(list as string[])];
};

/** getAttribute: each attribute with its values and how many institutions of `frame` hold each. */
export const attributeDictionary = (frame: Frame) =>
  ATTRIBUTES.map(({ name, label, options }) => {
    const counts = new Map<string, number>();
    for (const institution of frame) {
      const value = institution.attributes[name] ?? '';
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const values = options.map((option) => ({ value: option.label, code: option.value, count: counts.get(option.label) ?? 0 }));
    const unfilled = counts.get('') ?? 0;
    return { name, label, values: unfilled ? [...values, { value: '', code: null, label: UNFILLED, count: unfilled }] : values };
  });

/** The labels of a stratum's values for a console: '' as 未填写, with each attribute's Chinese name. */
export const describeValues = (values: Record<string, string>) =>
  Object.entries(values).map(([name, value]) => ({
    name,
    label: ATTRIBUTES.find((attribute) => attribute.name === name)?.label ?? name,
    value,
    text: value || UNFILLED,
  }));

export const stratumName = (values: Record<string, string>) => {
  const parts = describeValues(values).map((item) => item.text);
  return parts.length ? parts.join(' / ') : '全部机构';
};

/**
 * attributeIssue: member units by `keyword` (name), `unitType`, `region`, `sizeClass` (codes), paged;
 * each marked `recentlySampled` when `excludeDays` would leave it out. `allIds=1` adds every matching id
 * (for "select all of the filter").
 */
export const searchInstitutions = async (db: Db, query: Record<string, unknown>, questionnaireId: number | null) => {
  const { pageSize, offset } = paging(query);
  const conditions: SQL[] = [];
  const keyword = typeof query.keyword === 'string' ? query.keyword.trim() : '';
  if (keyword.length > 60) refuse('单位名称不能超过60个字符');
  if (keyword) conditions.push(ilike(column('unitName'), `%${escapeLike(keyword)}%`));
  for (const { name, label, options } of ATTRIBUTES) {
    const code = readChoice(
      query,
      name,
      options.map((option) => option.value),
      `${label}的取值无效`,
    );
    if (code !== undefined) conditions.push(eq(column(name), code));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(unitTable.table).where(where);
  const rows = await db
    .select({ id: column('id'), name: column('unitName'), unitType: column('unitType'), region: column('region'), sizeClass: column('sizeClass') })
    .from(unitTable.table)
    .where(where)
    .orderBy(asc(column('id')))
    .limit(pageSize)
    .offset(offset);
  const recent = new Set(await recentlySampledIds(db, readExcludeDays(query.excludeDays), questionnaireId));
  const list = rows.map((row) => {
    const record = row as Record<string, unknown>;
    return {
      id: Number(row.id),
      unitName: String(row.name ?? ''),
      ...Object.fromEntries(
        ATTRIBUTES.flatMap(({ name }) => [
          [name, record[name] ?? null],
          [`${name}Label`, labelOf(name, record[name]) ?? UNFILLED],
        ]),
      ),
      recentlySampled: recent.has(Number(row.id)),
    };
  });
  const allIds = query.allIds === '1' || query.allIds === 1 || query.allIds === true;
  const ids = allIds
    ? (
        await db
          .select({ id: column('id') })
          .from(unitTable.table)
          .where(where)
          .orderBy(asc(column('id')))
          .limit(LIMITS.preciseIds)
      ).map((row) => Number(row.id))
    : undefined;
  return { list, total, ...(ids ? { ids } : {}) };
};
