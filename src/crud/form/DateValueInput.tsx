/**
 * A date or date-time input of a declared form: registered with the form at
 * once (value and validation); the pickers load when it is first opened
 * (DatePickerOnDemand).
 */
import { useInput, useTranslate, type Validator } from 'react-admin';
import { DatePickerOnDemand } from './DatePickerOnDemand';
import type { DateKind } from './dateValues';

export interface DateValueInputProps {
  source: string;
  label: string;
  kind: DateKind;
  validate?: Validator;
  helperText?: string;
}

export const DateValueInput = ({ source, label, kind, validate, helperText }: DateValueInputProps) => {
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ source, validate });
  const box = {
    id,
    source,
    label,
    placeholder: translate(kind === 'date' ? 'form.datePlaceholder' : 'form.datetimePlaceholder'),
    required: isRequired,
    error: fieldState.invalid ? fieldState.error?.message : undefined,
    helperText,
    onBlur: field.onBlur,
  };
  return <DatePickerOnDemand kind={kind} value={field.value} onChange={field.onChange} box={box} />;
};
