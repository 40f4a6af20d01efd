/** A referenced record as the selects show it: its label, after the declared prefix field when it has a value. */
import type { FieldSpec } from '../../resources/framework';

export const refOptionLabel = (field: Pick<FieldSpec, 'optionText' | 'optionPrefix'>, record: Record<string, unknown>): string => {
  const label = String(record[field.optionText ?? 'name'] ?? record.id ?? '');
  const prefix = field.optionPrefix ? record[field.optionPrefix] : undefined;
  return prefix === undefined || prefix === null || String(prefix).trim() === '' ? label : `${String(prefix)} / ${label}`;
};
