/**
 * How a declared module's search fields are written in the address
 * (listAddress.ts): a choice or a flag by its options (their values keep
 * their type), a reference or a number as a whole number, a date as a day,
 * the text kinds as text.
 */
import type { FieldSpec, Resource } from '../../../resources/framework';
import type { FilterKind, FilterKinds, ListAddressSpec } from './listAddress';
import { DEFAULT_SORT } from './listParams';

const kindOf = (field: FieldSpec): FilterKind => {
  switch (field.kind) {
    case 'choice':
      return field.options ? field.options.map((option) => option.value) : 'text';
    case 'flag':
      return [field.onValue ?? 1, field.offValue ?? 0];
    case 'ref':
    case 'number':
    case 'orderSeq':
      return 'number';
    case 'date':
      return 'day';
    default:
      return 'text';
  }
};

export const declaredFilters = (fields: FieldSpec[]): FilterKinds => Object.fromEntries(fields.filter((field) => field.search).map((field) => [field.name, kindOf(field)]));

/** A declared module's list in the address: its search fields and its order. */
export const declaredListAddress = (declaration: Resource, fields: FieldSpec[] = declaration.fields): ListAddressSpec => ({
  filters: declaredFilters(fields.filter((field) => field.name !== declaration.scope?.param)),
  sort: declaration.sort ?? DEFAULT_SORT,
});
