/**
 * A small form state for the account dialogs: values, errors under their
 * fields, a field checked on blur and re-checked on every change afterwards,
 * all fields checked on submit.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldRule } from './validators';

type Errors<F extends string> = Partial<Record<F, string>>;

export const useAccountForm = <F extends string>(initial: Record<F, string>, rules: Record<F, FieldRule<F>>) => {
  const translate = useTranslate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const checked = useRef(new Set<F>());

  const check = (next: Record<F, string>, fields: Iterable<F>): Errors<F> => {
    const result: Errors<F> = {};
    for (const field of fields) result[field] = rules[field](next[field], next);
    return result;
  };

  const setValue = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked.current.size) setErrors((previous) => ({ ...previous, ...check(next, checked.current) }));
  };

  const blur = (field: F) => {
    checked.current.add(field);
    setErrors((previous) => ({ ...previous, ...check(values, [field]) }));
  };

  /** Checks every field; true when all pass. */
  const validate = () => {
    const fields = Object.keys(rules) as F[];
    fields.forEach((field) => checked.current.add(field));
    const result = check(values, fields);
    setErrors(result);
    return fields.every((field) => !result[field]);
  };

  const setError = (field: F, message: string) => setErrors((previous) => ({ ...previous, [field]: message }));

  /** Props of a TextField bound to `field`, labelled from account.fields. */
  const fieldProps = (field: F) => ({
    name: field,
    label: translate(`account.fields.${field}`),
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(field, event.target.value),
    onBlur: () => blur(field),
    error: !!errors[field],
    helperText: errors[field] ? translate(errors[field] as string) : ' ',
    fullWidth: true,
  });

  return { values, errors, validate, setError, fieldProps };
};
