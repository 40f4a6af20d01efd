/**
 * The search box of the app-user list: 姓名, 手机号, 用户类型, 会员类型 and
 * 登录状态 (each select with 全部), 搜索 and 重置. The submitted form is the
 * list's filter, so every reload reuses it; searching or resetting goes back
 * to page 1.
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useListSearch } from '../../../crud/list/useListSearch';
import { SearchButtons } from '../../../crud/list/SearchButtons';
import type { DictItem } from '../../../system/dictionaries';
import { useAppUserDictionaries } from './appUserLabels';
import { EMPTY_SEARCH, searchValuesOf, type SearchField, type SearchValues } from './appUserListParams';

const INPUT_WIDTH = 180;

export const AppUserSearchForm = ({ writePage }: { writePage: (page: number) => void }) => {
  const translate = useTranslate();
  const { userTypes, memberTypes } = useAppUserDictionaries();
  const { values, change, submit, reset } = useListSearch<SearchValues>(searchValuesOf, EMPTY_SEARCH, writePage);
  const loginStates: DictItem[] = ['1', '0'].map((code) => ({ code, name: translate(`system.appUsers.loginStates.${code}`) }));

  const set = (field: SearchField) => (event: { target: { value: string } }) => change(field, event.target.value);

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
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {input('realName', 'system.appUsers.fields.realName')}
      {input('mobile', 'system.appUsers.fields.mobile')}
      {select('userType', 'system.appUsers.fields.userType', userTypes)}
      {select('memberType', 'system.appUsers.fields.memberType', memberTypes)}
      {select('loginEnabled', 'system.appUsers.fields.loginState', loginStates)}
      <SearchButtons onReset={reset} />
    </Box>
  );
};
