/**
 * The qualification register's rules (menu 53; docs/qualification.md): the template's columns, the cell
 * rules of the dry run (required cells, the ID number with its check digit, the certificate number, dates,
 * lengths; the refusals, in Chinese, are in messages.ts). Shared by the import, the demo data and the tests.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CellError } from '../contract/dryRunReport';
import { QUA_FIELD_LABELS as LABEL } from '../contract/labels';
import { QUA_MESSAGES } from './messages';

export type { CellError };

export const MENU = 53;

/** Batch status. */
export const BATCH = { checked: 0, applied: 1, cancelled: 2, stale: 3 } as const;

/**
 * A dry run waits this long for its confirmation; after it, it is 已失效 (stale) as one whose register changed:
 * shown so by the records (lists.ts, from the time the server reads) and refused by a confirmation (apply.ts).
 */
export const DRY_RUN_HOURS = 24;

/** The moment before which a waiting dry run has expired, in one statement's time (`now`: the clock's). */
export const expiryCutoff = (now: SQL): SQL => sql`(${now} - make_interval(hours => ${DRY_RUN_HOURS}))`;
/** History change kinds. */
export const CHANGE = { added: 1, updated: 2 } as const;

export const MAX_ROWS = 50_000;

export type CertField = 'name' | 'idCard' | 'certNo' | 'category' | 'institution' | 'obtainedOn';

/** The template's columns in order, with whether required and the longest text. */
export const COLUMNS: { field: CertField; label: string; required: boolean; max: number; width: number }[] = [
  { field: 'name', label: LABEL.name, required: true, max: 50, width: 12 },
  { field: 'idCard', label: LABEL.idCard, required: true, max: 18, width: 22 },
  { field: 'certNo', label: LABEL.certNo, required: true, max: 32, width: 20 },
  { field: 'category', label: LABEL.category, required: true, max: 50, width: 22 },
  { field: 'institution', label: LABEL.institution, required: true, max: 100, width: 32 },
  { field: 'obtainedOn', label: LABEL.obtainedOn, required: false, max: 10, width: 14 },
];

export type CertValues = Record<CertField, string>;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** An 18-digit resident ID number (GB 11643): its birth date real and its check digit right. */
export const validIdCard = (value: string): boolean => {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const birth = value.slice(6, 14);
  // A real calendar date from 1900 (its check digit guards against typing it wrong).
  if (dateProblem(`${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}`, '9999-12-31')) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return CHECK[sum % 11] === value[17];
};

/** The check digit completing 17 digits (for the demo data and tests). */
export const idCardCheckDigit = (first17: string) => CHECK[WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0) % 11];

export const CERT_PATTERN = /^[A-Z]\d{13}$/;

/**
 * What is wrong with a date cell, if anything: not a real calendar date YYYY-MM-DD, after `today` (the server
 * clock's Beijing day), or before 1900. Each has its own message (checkCells), so a future date is not called a
 * bad format.
 */
export const dateProblem = (value: string, today: string): 'format' | 'future' | 'early' | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'format';
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return 'format';
  if (Number(match[1]) < 1900) return 'early';
  return value > today ? 'future' : null;
};

/** A cell's text normalised as the register keeps it: ID numbers and certificate numbers upper-case, dates with '-'. */
export const normaliseCell = (field: CertField, text: string): string => {
  const trimmed = text.trim();
  if (field === 'idCard' || field === 'certNo') return trimmed.replace(/\s/g, '').toUpperCase();
  if (field === 'obtainedOn')
    return trimmed
      .replace(/[/.]/g, '-')
      .replace(/^(\d{4})-(\d)-/, '$1-0$2-')
      .replace(/-(\d)$/, '-0$1');
  return trimmed.replace(/\s+/g, ' ');
};

/** The problems of one row's own cells (not those found by comparing rows); `today`: the Beijing day of the check. */
export const checkCells = (row: number, values: CertValues, today: string): CellError[] => {
  const errors: CellError[] = [];
  for (const column of COLUMNS) {
    const value = values[column.field];
    const error = (reason: string) => errors.push({ row, column: column.label, reason });
    if (!value) {
      if (column.required) error(QUA_MESSAGES.required(column.label));
      continue;
    }
    if (column.field === 'idCard') {
      if (!validIdCard(value)) error(QUA_MESSAGES.idCard);
    } else if (column.field === 'certNo') {
      if (!CERT_PATTERN.test(value)) error(QUA_MESSAGES.certNo);
    } else if (column.field === 'obtainedOn') {
      const problem = dateProblem(value, today);
      if (problem) error(problem === 'future' ? QUA_MESSAGES.dateFuture : problem === 'early' ? QUA_MESSAGES.dateEarly : QUA_MESSAGES.date);
    } else if ([...value].length > column.max) {
      error(QUA_MESSAGES.tooLong(column.label, column.max));
    }
  }
  return errors;
};

/** An ID number as every answer shows it: the first 6 and last 4 characters. */
export const maskIdCard = (value: string) => (value.length > 10 ? `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}` : '*'.repeat(value.length));
