/**
 * The search box of the app-user list: 姓名, 手机号, 用户类型, 会员类型 and
 * 登录状态 (each select with 全部), 搜索 and 重置. The submitted form is the
 * list's filter, so every reload reuses it; searching or resetting goes back
 * to page 1.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useListContext, useTranslate } from 'react-admin';
import { cleanFilters, sameFilters } from '../../../crud/list/listParams';
import type { DictItem } from '../../../system/dictionaries';
import { useAppUserDictionaries } from './appUserLabels';
import { EMPTY_SEARCH, searchValuesOf, type SearchField, type SearchValues } from './appUserListParams';

const INPUT_WIDTH = 180;

export const AppUserSearchForm = ({ writePage }: { writePage: (page: number) => void }) => {
  const translate = useTranslate();
  const { filterValues, setFilters, page, refetch } = useListContext();
  const { userTypes, memberTypes } = useAppUserDictionaries();
  const [values, setValues] = useState<SearchValues>(() => searchValuesOf(filterValues));
  const loginStates: DictItem[] = ['1', '0'].map((code) => ({ code, name: translate(`system.appUsers.loginStates.${code}`) }));

  const apply = (next: SearchValues) => {
    const filters = cleanFilters({ ...next });
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
    setValues(EMPTY_SEARCH);
    apply(EMPTY_SEARCH);
  };

  const set = (field: SearchField) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  const input = (field: SearchField, label: string) => (
    <TextField variant="outlined" size="small" margin="none" label={translate(label)} value={values[field]} onChange={set(field)} sx={{ width: INPUT_WIDTH }} />
  );

  const select = (field: SearchField, label: string, options: DictItem[]) => {
    // A saved choice no longer offered still shows as its code.
    const known = values[field] === '' || options.some((option) => option.code === values[field]);
    return (
      <TextField
        select
        variant="outlined"
        size="small"
        margin="none"
        label={translate(label)}
        value={values[field]}
        onChange={set(field)}
        sx={{ width: INPUT_WIDTH }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('system.common.all')}</MenuItem>
        {!known && <MenuItem value={values[field]}>{values[field]}</MenuItem>}
        {options.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    );
  };

  return (
    <Box component="form" role="search" onSubmit={onSubmit} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {input('realName', 'system.appUsers.fields.realName')}
      {input('mobile', 'system.appUsers.fields.mobile')}
      {select('userType', 'system.appUsers.fields.userType', userTypes)}
      {select('memberType', 'system.appUsers.fields.memberType', memberTypes)}
      {select('loginEnabled', 'system.appUsers.fields.loginState', loginStates)}
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {translate('system.common.search')}
      </Button>
      <Button type="button" variant="outlined" startIcon={<RefreshIcon />} onClick={onReset}>
        {translate('system.common.reset')}
      </Button>
    </Box>
  );
};
