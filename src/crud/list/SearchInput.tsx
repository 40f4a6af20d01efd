/** One input of the search form, by field kind: text box, or a select with an 全部 choice. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useGetList, useTranslate } from 'react-admin';
import type { ChoiceOption, FieldSpec } from '../../../resources/framework';
import { useChoiceOptions } from '../useChoiceOptions';
import { refOptionLabel } from '../refOptionLabel';

export interface SearchInputProps {
  field: FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
}

const INPUT_WIDTH = 200;
const REFERENCE_PAGE = { page: 1, perPage: 100 };

const SelectInput = ({ field, value, onChange, options }: SearchInputProps & { options: ChoiceOption[] }) => {
  const translate = useTranslate();
  const label = translate(field.label, { _: field.label });
  // The select keeps option values as they are (numbers stay numbers); '' is 全部.
  const selected = options.findIndex((option) => option.value === value);
  return (
    <TextField
      select
      variant="outlined"
      size="small"
      margin="none"
      label={label}
      value={selected === -1 ? '' : String(selected)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : options[Number(event.target.value)]?.value)}
      sx={{ width: INPUT_WIDTH }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate('crud.all')}</MenuItem>
      {options.map((option, index) => (
        <MenuItem key={String(option.value)} value={String(index)}>
          {translate(option.label, { _: option.label })}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The search form's select with 全部, for a page's own options (SearchForm's `inputs`). */
export { SelectInput as SearchSelect };

/** A choice's options, loaded from its options call when it declares one. */
const ChoiceSelect = (props: SearchInputProps) => <SelectInput {...props} options={useChoiceOptions(props.field)} />;

const ReferenceSelect = (props: SearchInputProps) => {
  const { field } = props;
  const reference = field.reference ?? '';
  const { data = [] } = useGetList(reference, { pagination: REFERENCE_PAGE, filter: field.filter }, { enabled: reference !== '' });
  const options = data.map((record) => ({ value: record.id as string | number, label: refOptionLabel(field, record) }));
  return <SelectInput {...props} options={options} />;
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
      const type = field.kind === 'date' ? 'date' : field.kind === 'number' || field.kind === 'orderSeq' ? 'number' : 'text';
      return (
        <TextField
          variant="outlined"
          size="small"
          margin="none"
          label={label}
          type={type}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          sx={{ width: INPUT_WIDTH }}
          slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
        />
      );
    }
  }
};
