/** The input of one declared field, chosen by its kind. */
import { useContext, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NumberInput, ReferenceInputBase, SelectInput, TextInput, useRecordContext, useTranslate, type SelectInputProps } from 'react-admin';
import type { FieldSpec } from '../../../resources/framework';
import { fieldValidator } from './fieldValidator';
import { DateValueInput } from './DateValueInput';
import { FlagInput } from './FlagInput';
import { LazyRichTextInput } from './LazyRichTextInput';
import { referenceChoicesParams } from '../referenceChoices';
import { TextareaInput } from './TextareaInput';
import { UploadInput } from './UploadInput';
import { useChoiceOptions } from '../useChoiceOptions';
import { refOptionLabel } from '../refOptionLabel';
import { ResourceDeclarationContext } from '../ResourceContext';
import { uniqueValidator } from './uniqueValidator';
import { useConsoleData } from '../useCall';

/** A choice's select, with its options loaded from its options call when it declares one. */
const ChoiceInput = ({ declared, ...rest }: Omit<SelectInputProps, 'choices'> & { declared: FieldSpec }) => {
  const choices = useChoiceOptions(declared);
  return <SelectInput {...rest} choices={choices} optionValue="value" optionText="label" translateChoice />;
};

/** The field's validation: its declared rules, then the module's unique check when it names the field. */
const useFieldValidation = (field: FieldSpec) => {
  const declaration = useContext(ResourceDeclarationContext);
  const record = useRecordContext();
  const dataProvider = useConsoleData();
  const queryClient = useQueryClient();
  const checked = declaration?.uniqueCheck?.field === field.name ? declaration.name : undefined;
  const id = record?.id;
  return useMemo(() => {
    const own = fieldValidator(field);
    if (!checked) return own;
    const unique = uniqueValidator(dataProvider, queryClient, checked, field.name, id);
    return Object.assign((value: unknown, values: unknown, props: unknown) => own(value, values, props) ?? unique(value), { isRequired: own.isRequired });
  }, [field, checked, id, dataProvider, queryClient]);
};

export const FieldInput = ({ field }: { field: FieldSpec }) => {
  const translate = useTranslate();
  const validate = useFieldValidation(field);
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
    case 'ref': {
      // ReferenceInputBase: react-admin's ReferenceInput would bring its default AutocompleteInput to every form.
      const choices = referenceChoicesParams(field);
      return (
        <ReferenceInputBase source={field.name} reference={field.reference!} perPage={choices.pagination.perPage} sort={choices.sort} filter={choices.filter}>
          <SelectInput
            label={field.label}
            validate={validate}
            helperText={field.helperText}
            optionText={field.optionPrefix ? (record: Record<string, unknown>) => refOptionLabel(field, record) : (field.optionText ?? 'name')}
            fullWidth
          />
        </ReferenceInputBase>
      );
    }
    case 'flag':
      return <FlagInput field={field} validate={validate} />;
    default:
      return <TextInput {...common} />;
  }
};
