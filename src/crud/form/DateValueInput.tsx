/**
 * A date or date-time input: registered with the form at once (value and
 * validation), while the MUI pickers load in their own chunk. Until they
 * arrive the box shows the value or the placeholder without a calendar.
 */
import { lazy, Suspense } from 'react';
import { useInput, useTranslate, type Validator } from 'react-admin';
import { DateTextField } from './DateTextField';
import { displayValue, toPickerValue, type DateKind } from './dateValues';

const DatePickerControl = lazy(() => import('./DatePickerControl'));

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
  const placeholder = translate(kind === 'date' ? 'form.datePlaceholder' : 'form.datetimePlaceholder');
  const box = {
    id,
    source,
    label,
    placeholder,
    required: isRequired,
    error: fieldState.invalid ? fieldState.error?.message : undefined,
    helperText,
    onBlur: field.onBlur,
  };
  const fallback = <DateTextField {...box} text={displayValue(toPickerValue(field.value, kind), kind)} disabled />;
  return (
    <Suspense fallback={fallback}>
      <DatePickerControl kind={kind} value={field.value} onChange={field.onChange} box={box} />
    </Suspense>
  );
};
