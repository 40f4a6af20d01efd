/**
 * The question bank's 业务类型 selects: the form's offers the enabled types
 * (queryValidBusinessType) and keeps a record's own type when it has been
 * disabled since; the search's offers the types holding questions
 * (queryHasQuestionBusinessType).
 */
import { useMemo } from 'react';
import { SelectInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import type { FieldSpec } from '../../../resources/framework';
import { SearchSelect } from '../../../src/crud/list/SearchInput';
import type { SearchInputProps } from '../../../src/crud/list/SearchInput';
import { useBusinessTypes } from './businessTypes';

export const FormBusinessTypeSelect = ({ field, validate }: { field: FieldSpec; validate: Validator }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { data = [], isPending } = useBusinessTypes('valid');
  const choices = useMemo(() => {
    const own = record?.[field.name];
    if (own === undefined || own === null || data.some((type) => type.id === own)) return data;
    const name = String(record?.[`${field.name}Label`] ?? own);
    return [...data, { id: own as number, name: translate('abilityQuestion.form.disabledType', { name }) }];
  }, [data, record, field.name, translate]);
  return <SelectInput source={field.name} label={field.label} choices={choices} optionValue="id" optionText="name" validate={validate} isPending={isPending} fullWidth />;
};

export const SearchBusinessTypeSelect = (props: SearchInputProps) => {
  const { data = [] } = useBusinessTypes('withQuestions');
  const options = useMemo(() => data.map((type) => ({ value: type.id, label: type.name })), [data]);
  return <SearchSelect {...props} options={options} />;
};
