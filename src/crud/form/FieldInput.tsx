/** The input of one declared field, chosen by its kind. */
import { useMemo } from 'react';
import { NumberInput, ReferenceInput, SelectInput, TextInput, useTranslate, type SelectInputProps } from 'react-admin';
import type { FieldSpec } from '../../../resources/framework';
import { fieldValidator } from './fieldValidator';
import { DateValueInput } from './DateValueInput';
import { FlagInput } from './FlagInput';
import { LazyRichTextInput } from './LazyRichTextInput';
import { TextareaInput } from './TextareaInput';
import { UploadInput } from './UploadInput';
import { useChoiceOptions } from '../useChoiceOptions';

/** A choice's select, with its options loaded from its options call when it declares one. */
const ChoiceInput = ({ declared, ...rest }: Omit<SelectInputProps, 'choices'> & { declared: FieldSpec }) => {
  const choices = useChoiceOptions(declared);
  return <SelectInput {...rest} choices={choices} optionValue="value" optionText="label" translateChoice />;
};

export const FieldInput = ({ field }: { field: FieldSpec }) => {
  const translate = useTranslate();
  const validate = useMemo(() => fieldValidator(field), [field]);
  const common = { source: field.name, label: field.label, validate, helperText: field.helperText, fullWidth: true };

  switch (field.kind) {
    case 'textarea':
      return <TextareaInput {...common} max={field.max} />;
    case 'number':
    case 'orderSeq':
      return <NumberInput {...common} step={field.integer === false ? 'any' : 1} />;
    case 'url':
      return <TextInput {...common} placeholder={translate('form.urlPlaceholder')} />;
    case 'richText':
      return <LazyRichTextInput {...common} />;
    case 'image':
    case 'file':
      return <UploadInput field={field} validate={validate} />;
    case 'date':
    case 'datetime':
      return <DateValueInput {...common} kind={field.kind} />;
    case 'choice':
      return <ChoiceInput {...common} declared={field} />;
    case 'ref':
      return (
        <ReferenceInput source={field.name} reference={field.reference!} perPage={100} filter={field.filter}>
          <SelectInput label={field.label} validate={validate} helperText={field.helperText} optionText={field.optionText ?? 'name'} fullWidth />
        </ReferenceInput>
      );
    case 'flag':
      return <FlagInput field={field} validate={validate} />;
    default:
      return <TextInput {...common} />;
  }
};
