/**
 * One input of the search form, by field kind: text box, or a native select
 * with an 全部 choice. Built from FormControl + InputLabel + OutlinedInput (what
 * TextField renders) and NativeSelect, so the list page does not carry
 * TextField's select mode with its menus, pop-overs and modal.
 */
import { lazy, Suspense, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useGetList, useTranslate } from 'react-admin';
import type { ChoiceOption, FieldSpec } from '../../../resources/framework';
import { useChoiceOptions } from '../useChoiceOptions';
import { refOptionLabel } from '../refOptionLabel';
import { referenceChoicesParams } from '../referenceChoices';

export interface SearchInputProps {
  field: FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
}

const INPUT_WIDTH = 200;

// The date picker's box (and the day library under it) loads with the first list that searches by date: most
// lists do not, and the first list after login stays within its size budget (docs/performance.md).
const SearchDate = lazy(() => import('./SearchDate').then((module) => ({ default: module.SearchDate })));

/** The small outlined box with its label; `shrink` keeps the label above an empty value. */
const SearchControl = ({ id, label, shrink, width = INPUT_WIDTH, children }: { id: string; label: string; shrink?: boolean; width?: number; children: ReactNode }) => (
  <FormControl variant="outlined" size="small" margin="none" sx={{ width }}>
    <InputLabel htmlFor={id} shrink={shrink}>
      {label}
    </InputLabel>
    {children}
  </FormControl>
);

export interface SearchChoicesProps {
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  options: ChoiceOption[];
  width?: number;
}

/** A native select with 全部 first ('' and `undefined` mean 全部); option values keep their type (numbers stay numbers). */
export const SearchChoices = ({ label, value, onChange, options, width }: SearchChoicesProps) => {
  const translate = useTranslate();
  const selected = options.findIndex((option) => option.value === value);
  const id = useId();
  return (
    <SearchControl id={id} label={label} shrink width={width}>
      <NativeSelect
        id={id}
        value={selected === -1 ? '' : String(selected)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : options[Number(event.target.value)]?.value)}
        input={<OutlinedInput label={label} notched />}
      >
        <option value="">{translate('crud.all')}</option>
        {options.map((option, index) => (
          <option key={String(option.value)} value={String(index)}>
            {translate(option.label, { _: option.label })}
          </option>
        ))}
      </NativeSelect>
    </SearchControl>
  );
};

const SelectInput = ({ field, value, onChange, options }: SearchInputProps & { options: ChoiceOption[] }) => {
  const translate = useTranslate();
  return <SearchChoices label={translate(field.label, { _: field.label })} value={value} onChange={onChange} options={options} />;
};

/** The search form's select with 全部, for a page's own options (SearchForm's `inputs`). */
export { SelectInput as SearchSelect };

/** A choice's options, loaded from its options call when it declares one. */
const ChoiceSelect = (props: SearchInputProps) => <SelectInput {...props} options={useChoiceOptions(props.field)} />;

const ReferenceSelect = (props: SearchInputProps) => {
  const { field } = props;
  const reference = field.reference ?? '';
  const { data = [] } = useGetList(reference, referenceChoicesParams(field), { enabled: reference !== '' });
  const options = data.map((record) => ({ value: record.id as string | number, label: refOptionLabel(field, record) }));
  return <SelectInput {...props} options={options} />;
};

/** A text box of the search form (`type` number for those fields; dates have SearchDate, the console's date picker). */
export const SearchText = ({ label, type = 'text', value, onChange, width }: { label: string; type?: 'text' | 'number'; value: unknown; onChange: (value: string) => void; width?: number }) => {
  const id = useId();
  return (
    <SearchControl id={id} label={label} width={width}>
      <OutlinedInput id={id} label={label} type={type} value={value ?? ''} onChange={(event) => onChange(event.target.value)} />
    </SearchControl>
  );
};

export const SearchInput = (props: SearchInputProps) => {
  const translate = useTranslate();
  const { field, value, onChange } = props;
  switch (field.kind) {
    case 'choice':
      return <ChoiceSelect {...props} />;
    case 'ref':
      return <ReferenceSelect {...props} />;
    case 'flag':
      return (
        <SelectInput
          {...props}
          options={[
            { value: field.onValue ?? 1, label: field.onLabel ?? translate('crud.yes') },
            { value: field.offValue ?? 0, label: field.offLabel ?? translate('crud.no') },
          ]}
        />
      );
    default: {
      const label = translate(field.label, { _: field.label });
      if (field.kind === 'date')
        return (
          <Suspense fallback={<Box sx={{ width: INPUT_WIDTH, height: 40 }} />}>
            <SearchDate label={label} value={value} onChange={onChange} width={INPUT_WIDTH} />
          </Suspense>
        );
      const type = field.kind === 'number' || field.kind === 'orderSeq' ? 'number' : 'text';
      return <SearchText label={label} type={type} value={value} onChange={onChange} />;
    }
  }
};
