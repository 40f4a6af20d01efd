/**
 * A react-admin validator from a field declaration: the same validateValue
 * the server runs, answering the i18n key of the broken rule with its args.
 */
import type { Validator } from 'react-admin';
import { validateValue, type FieldSpec } from '../../../resources/framework';
import { toStoredFiles } from './fileValues';

type FieldValidator = Validator & { isRequired?: boolean };

/** The value as the server will see it: uploads as `{url, title}` references. */
const storedValue = (field: FieldSpec, value: unknown) => (field.kind === 'image' || field.kind === 'file' ? toStoredFiles(value) : value);

export const fieldValidator = (field: FieldSpec): FieldValidator => {
  const validator: FieldValidator = (value: unknown) => {
    const violation = validateValue(field, storedValue(field, value));
    return violation ? { message: `validation.${violation.key}`, args: violation.args } : undefined;
  };
  // react-admin shows the asterisk (and drops a select's empty choice) for validators flagged required.
  validator.isRequired = !!field.required;
  return validator;
};
