/**
 * The search box of the user list: 姓名 and 角色 (the role dictionary, with
 * 全部), 搜索 and 重置. The submitted form is the list's filter, so every
 * reload reuses it; searching or resetting goes back to page 1.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useListContext, useTranslate } from 'react-admin';
import { cleanFilters, sameFilters, type Filters } from '../../../crud/list/listParams';
import { useDictionary } from '../../../system/dictionaries';

const INPUT_WIDTH = 200;

interface Values {
  cnName: string;
  roleCode: string;
}

export const UserSearchForm = ({ writePage }: { writePage: (page: number) => void }) => {
  const translate = useTranslate();
  const { filterValues, setFilters, page, refetch } = useListContext();
  const roles = useDictionary('role');
  const [values, setValues] = useState<Values>(() => ({
    cnName: String(filterValues?.cnName ?? ''),
    roleCode: String(filterValues?.roleCode ?? ''),
  }));

  const apply = (next: Values) => {
    const filters: Filters = cleanFilters({ ...next });
    // The same search again still asks the server again.
    if (page === 1 && sameFilters(filters, filterValues ?? {})) refetch();
    else setFilters(filters, undefined, false);
    writePage(1);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(values);
  };

  const onReset = () => {
    const empty = { cnName: '', roleCode: '' };
    setValues(empty);
    apply(empty);
  };

  // A saved role no longer in the dictionary still shows as its code.
  const options = roles.data ?? [];
  const known = values.roleCode === '' || options.some((role) => role.code === values.roleCode);

  return (
    <Box component="form" role="search" onSubmit={onSubmit} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <TextField
        variant="outlined"
        size="small"
        margin="none"
        label={translate('system.users.fields.cnName')}
        value={values.cnName}
        onChange={(event) => setValues((previous) => ({ ...previous, cnName: event.target.value }))}
        sx={{ width: INPUT_WIDTH }}
      />
      <TextField
        select
        variant="outlined"
        size="small"
        margin="none"
        label={translate('system.users.fields.roleCode')}
        value={values.roleCode}
        onChange={(event) => setValues((previous) => ({ ...previous, roleCode: event.target.value }))}
        sx={{ width: INPUT_WIDTH }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('system.common.all')}</MenuItem>
        {!known && <MenuItem value={values.roleCode}>{values.roleCode}</MenuItem>}
        {options.map((role) => (
          <MenuItem key={role.code} value={role.code}>
            {role.name}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {translate('system.common.search')}
      </Button>
      <Button type="button" variant="outlined" startIcon={<RefreshIcon />} onClick={onReset}>
        {translate('system.common.reset')}
      </Button>
    </Box>
  );
};
