/**
 * What one change of the qualification register set, as lines 'label: before → after' (an addition lists
 * its values). The history page shows them and its export writes them joined, so both read alike.
 */
import { EMPTY_VALUE_LABEL } from './labels';

/** The fields a change is told by (the ID number is its own column). */
export const CHANGE_FIELDS = ['name', 'certNo', 'category', 'institution', 'obtainedOn'] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];

type Values = Partial<Record<ChangeField, string | null>>;

export const changeLines = (before: Values | null, after: Values, label: (field: ChangeField) => string): string[] => {
  const shown = (value: string | null | undefined) => value || EMPTY_VALUE_LABEL;
  return CHANGE_FIELDS.filter((field) => !before || (before[field] ?? '') !== (after[field] ?? '')).map((field) =>
    before ? `${label(field)}：${shown(before[field])} → ${shown(after[field])}` : `${label(field)}：${shown(after[field])}`,
  );
};
