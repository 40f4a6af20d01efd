/**
 * The search box of the app-user list: 姓名, 手机号, 用户类型, 会员类型 and
 * 登录状态 (each select with 全部), 搜索 and 重置. The submitted form is the
 * list's filter, so every reload reuses it; searching or resetting goes back
 * to page 1.
 */
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useListSearch } from '../../../src/crud/list/useListSearch';
import { SearchButtons } from '../../../src/crud/list/SearchButtons';
import { SearchChoices, SearchText } from '../../../src/crud/list/SearchInput';
import { dictChoices, type DictItem } from '../../../src/system/dictionaries';
import { useAppUserDictionaries } from './appUserLabels';
import { EMPTY_SEARCH, searchValuesOf, type SearchField, type SearchValues } from './appUserListParams';
import { useSaveAppUserSearchForm } from './appUserListParams';

const INPUT_WIDTH = 180;

export const AppUserSearchForm = () => {
  const translate = useTranslate();
  useSaveAppUserSearchForm();
  const { userTypes, memberTypes } = useAppUserDictionaries();
  const { values, change, submit, reset } = useListSearch<SearchValues>(searchValuesOf, EMPTY_SEARCH);
  const loginStates: DictItem[] = ['1', '0'].map((code) => ({ code, name: translate(`system.appUsers.loginStates.${code}`) }));

  const input = (field: SearchField, label: string) => <SearchText label={translate(label)} value={values[field]} onChange={(value) => change(field, value)} width={INPUT_WIDTH} />;

  const select = (field: SearchField, label: string, options: DictItem[]) => (
    <SearchChoices label={translate(label)} value={values[field]} onChange={(value) => change(field, String(value ?? ''))} options={dictChoices(options, values[field])} width={INPUT_WIDTH} />
  );

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
