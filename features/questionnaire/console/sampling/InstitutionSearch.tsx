/** The search of precise sampling: 机构名称 (a part) and the three attributes by their codes (getAttribute's values). */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { InstitutionFilter } from '../../contract/calls';
import { useCallQuery } from '../../../../src/crud/useCall';

const ATTRIBUTES = ['unitType', 'region', 'sizeClass'] as const;

export const InstitutionSearch = ({ onSearch }: { onSearch: (filter: InstitutionFilter) => void }) => {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<string, string>>({ keyword: '', unitType: '', region: '', sizeClass: '' });
  const { data: attributes } = useCallQuery('questionnaireAttributes', {});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(
      Object.fromEntries(
        Object.entries(values)
          .filter(([, value]) => value !== '')
          .map(([key, value]) => [key, key === 'keyword' ? value.trim() : Number(value)]),
      ) as InstitutionFilter,
    );
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        size="small"
        label={translate('questionnaire.sampling.keyword')}
        value={values.keyword}
        onChange={(event) => setValues({ ...values, keyword: event.target.value })}
        sx={{ width: 200 }}
      />
      {ATTRIBUTES.map((name) => (
        <TextField
          key={name}
          select
          size="small"
          label={translate(`questionnaire.sampling.${name}`)}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          sx={{ width: 140 }}
        >
          <MenuItem value="">{translate('questionnaire.sampling.any')}</MenuItem>
          {(attributes?.find((attribute) => attribute.name === name)?.values ?? [])
            .filter((value) => value.code !== null)
            .map((value) => (
              <MenuItem key={value.code} value={String(value.code)}>
                {value.value}
              </MenuItem>
            ))}
        </TextField>
      ))}
      <Button type="submit" variant="contained">
        {translate('questionnaire.sampling.search')}
      </Button>
    </Box>
  );
};
