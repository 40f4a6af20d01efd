/** How the operation log shows its values: time, operator, action and the rows of a before/after comparison. */
import dayjs from 'dayjs';
import { EMPTY_CELL } from '../../../src/crud/list/cellValue';
import type { OperationLogEntry } from '../contract/calls';
import { OPERATION_ACTIONS } from './actions';

export const formatTime = (value: unknown) => {
  if (!value) return EMPTY_CELL;
  const date = dayjs(String(value));
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm:ss') : String(value);
};

export const operatorOf = (entry: Pick<OperationLogEntry, 'operatorCnName' | 'operatorLoginName'>) => {
  const { operatorCnName: cnName, operatorLoginName: loginName } = entry;
  if (cnName && loginName) return `${cnName}（${loginName}）`;
  return cnName || loginName || EMPTY_CELL;
};

/** The translation key of an action (an unknown one shows as it is). */
export const actionKey = (action: string) => ((OPERATION_ACTIONS as readonly string[]).includes(action) ? `operationLog.actions.${action}` : action);

/** A value of a before/after table as one line of text. */
export const valueText = (value: unknown): string => {
  if (value === undefined) return '';
  if (value === null) return EMPTY_CELL;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

export interface CompareRow {
  key: string;
  before: unknown;
  after: unknown;
  /** Present on one side only, or different on the two. */
  changed: boolean;
}

const asObject = (value: unknown): Record<string, unknown> | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

/**
 * The keys of before and after, in before's order then after's new ones. A
 * key is changed when its values differ; with only one side there is nothing
 * to compare, so nothing is marked.
 */
export const compareRows = (before: unknown, after: unknown): CompareRow[] => {
  const left = asObject(before);
  const right = asObject(after);
  const keys = [...new Set([...Object.keys(left ?? {}), ...Object.keys(right ?? {})])];
  const both = !!left && !!right;
  return keys.map((key) => ({
    key,
    before: left?.[key],
    after: right?.[key],
    changed: both && JSON.stringify(left[key] ?? null) !== JSON.stringify(right[key] ?? null),
  }));
};
