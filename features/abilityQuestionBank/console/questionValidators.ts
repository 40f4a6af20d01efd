/**
 * Validators of the question form: each field's own rules (as on every
 * declared form), then the question rules of resources/ability/questionRules.ts
 * over the whole form, for the options and the answer, the same checks the
 * server runs.
 */
import type { Validator } from 'react-admin';
import type { FieldSpec } from '../../../resources/framework';
import { checkQuestion, normaliseQuestion } from '../../../resources/ability/questionRules';
import { fieldValidator } from '../../../src/crud/form/fieldValidator';

type FieldValidator = Validator & { isRequired?: boolean };

export const questionValidator = (field: FieldSpec): FieldValidator => {
  const own = fieldValidator(field);
  const validator: FieldValidator = (value, values, props) => {
    const broken = own(value, values, props);
    if (broken) return broken;
    const message = checkQuestion(normaliseQuestion((values ?? {}) as Record<string, unknown>))[field.name];
    return message ? { message, args: { _: message } } : undefined;
  };
  validator.isRequired = own.isRequired;
  return validator;
};
