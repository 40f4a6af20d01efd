/**
 * The export call of a declared resource (ResourceExport): the rows the
 * list's search filters select, in the list's order, as an .xlsx workbook.
 * Header row: the exported fields' Chinese labels; choices, references and
 * flags as their labels, date-times in Beijing time, rich text as plain text;
 * a text cell starting with = + - @ (or a tab or carriage return) gets a
 * leading quote so that no spreadsheet runs it as a formula. Answered as
 * application/octet-stream with the file name in RFC 5987 form; a selection
 * above the declared maximum is refused with the envelope.
 */
import { loadExcel } from '../modules/documentLibraries';
import { count } from 'drizzle-orm';
import { maskedText, type FieldSpec, type Resource } from '../../resources/framework';
import type { Db } from '../db/client';
import type { Endpoint, EndpointContext } from '../http/api';
import { ApiError } from '../http/envelope';
import { sendDownload } from '../modules/files';
import { tableOf } from './columns';
import { labelKey, toRecord, type ApiRecord } from './codec';
import { listOrder, listWhere } from './list';
import { selectRecords, type ResourceSet } from './queries';
import { beijingDay } from '../days';

export const EXPORT_MESSAGES = {
  tooMany: (max: number) => `导出数据超过${max}条，请缩小查询范围后再导出`,
} as const;

/** Rows read per query while the workbook is filled. */
const CHUNK = 1000;
/** Excel's limit of characters in one cell. */
const MAX_CELL = 32_767;
const MAX_NAME = 100;
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Text a spreadsheet would read as a formula (or a DDE call) starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutraliseFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** 'YYYY-MM-DD HH:mm' in Beijing time (the association's time zone). */
export const beijingDateTime = (value: unknown): string | null => {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return typeof value === 'string' ? value : null;
  return new Date(date.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
};

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

const plainText = (html: string) =>
  html
    .replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\n{2,}/g, '\n')
    .trim();

const fileTitles = (value: unknown) =>
  (Array.isArray(value) ? value : [value])
    .filter((file): file is { url: string; title?: string } => !!file && typeof file === 'object')
    .map((file) => file.title || file.url)
    .join('、');

/** What one exported cell holds: a number stays a number, everything else is text (null: empty). */
export const exportCell = (field: FieldSpec, record: ApiRecord): string | number | null => {
  const value = record[field.name];
  if (value === null || value === undefined || value === '') return null;
  let text: string;
  switch (field.kind) {
    case 'number':
    case 'orderSeq':
      return typeof value === 'number' ? value : Number(value);
    case 'choice':
      text = field.options?.find((option) => String(option.value) === String(value))?.label ?? String(value);
      break;
    case 'ref': {
      const label = record[labelKey(field)];
      text = label === null || label === undefined ? String(value) : String(label);
      break;
    }
    case 'flag':
      text = value === field.onValue ? (field.onLabel ?? String(value)) : value === field.offValue ? (field.offLabel ?? String(value)) : String(value);
      break;
    case 'datetime':
      text = beijingDateTime(value) ?? '';
      break;
    case 'richText':
      text = plainText(String(value));
      break;
    case 'image':
    case 'file':
      text = fileTitles(value);
      break;
    default:
      text = maskedText(field, String(value));
  }
  return text ? neutraliseFormula(text).slice(0, MAX_CELL) : null;
};

/** The exported fields: the declared ones, else the list columns. */
export const exportFields = (resource: Resource): FieldSpec[] => {
  const names = resource.export?.fields;
  if (names?.length) return names.map((name) => resource.fields.find((field) => field.name === name)!);
  return resource.fields.filter((field) => field.column);
};

/**
 * The download's name: the caller's `fileName` without path, control or
 * reserved characters (\ / : * ? " < > |), else the declared name and the date; always .xlsx.
 */
export const exportFileName = (resource: Resource, requested: unknown, now: Date): string => {
  const cleaned =
    typeof requested === 'string'
      ? requested
          .replace(/[\p{Cc}\p{Cf}]/gu, '')
          .replace(/[\\/:*?"<>|]+/g, '_')
          .trim()
          .replace(/\.xlsx$/i, '')
          .replace(/^[.\s_]+/, '')
          .trim()
      : '';
  const base = cleaned ? [...cleaned].slice(0, MAX_NAME).join('') : `${resource.export?.fileName ?? resource.title}_${beijingDay(now).replace(/-/g, '')}`;
  return `${base}.xlsx`;
};

/** A worksheet name: at most 31 characters, none of []:*?/\. */
const sheetName = (title: string) => [...title.replace(/[[\]:*?/\\]/g, ' ')].slice(0, 31).join('').trim() || 'Sheet1';

const columnWidth = (field: FieldSpec) => {
  if (field.kind === 'datetime') return 18;
  const fromList = field.width ? Math.round(field.width / 7) : 16;
  return Math.max(10, Math.min(60, Math.max(fromList, [...field.label].length * 2 + 2)));
};

/** The workbook of the rows `filters` select (the list's filters and order), refused above the declared maximum. */
export const buildExport = async (db: Db, resource: Resource, all: ResourceSet, filters: Record<string, unknown>): Promise<{ buffer: Buffer; rows: number }> => {
  const maxRows = resource.export?.maxRows ?? 50_000;
  const where = listWhere(resource, filters);
  const [{ total }] = await db.select({ total: count() }).from(tableOf(resource).table).where(where);
  if (total > maxRows) throw new ApiError(EXPORT_MESSAGES.tooMany(maxRows));

  const fields = exportFields(resource);
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '协会管理后台';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(resource.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = fields.map((field) => ({ header: field.label, key: field.name, width: columnWidth(field) }));
  sheet.getRow(1).font = { bold: true };

  const order = listOrder(resource, filters);
  let rows = 0;
  for (let offset = 0; offset < Math.min(total, maxRows); offset += CHUNK) {
    const chunk = await selectRecords(db, resource, all)
      .where(where)
      .orderBy(...order)
      .limit(Math.min(CHUNK, maxRows - offset))
      .offset(offset);
    for (const row of chunk) {
      const record = toRecord(resource, row as Record<string, unknown>);
      sheet.addRow(fields.map((field) => exportCell(field, record)));
      rows += 1;
    }
    if (chunk.length < CHUNK) break;
  }
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { buffer, rows };
};

/**
 * The export endpoints: POST (filters in the JSON body) and GET (in the
 * query), both answering the file; the 'list' unit of the module's menu.
 */
export const exportEndpoints = (resource: Resource, all: ResourceSet, path: (call: string) => string): Endpoint[] => {
  const spec = resource.export;
  if (!spec) return [];
  const handler = async ({ db, body, query, method, reply, user, services }: EndpointContext & { method: 'GET' | 'POST' }) => {
    const filters: Record<string, unknown> = method === 'GET' ? { ...query } : body;
    const { buffer, rows } = await buildExport(db, resource, all, filters);
    const fileName = exportFileName(resource, filters.fileName, services.clock.now());
    services.log.info({ resource: resource.name, rows, userId: user?.id }, 'list exported');
    return sendDownload(reply, fileName, buffer);
  };
  const access = { menu: resource.menuId, unit: 'list' as const };
  return (['POST', 'GET'] as const).map((method) => ({
    method,
    path: path(spec.call),
    access,
    effect: 'read' as const,
    raw: true,
    handler: (context: EndpointContext) => handler({ ...context, method }),
  }));
};
