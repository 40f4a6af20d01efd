/**
 * The search box of the user list: 姓名 and 角色 (the role dictionary, with
 * 全部), 搜索 and 重置. The submitted form is the list's filter, so every
 * reload reuses it; searching or resetting goes back to page 1.
 */
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useListSearch } from '../../../src/crud/list/useListSearch';
import { SearchButtons } from '../../../src/crud/list/SearchButtons';
import { SearchChoices, SearchText } from '../../../src/crud/list/SearchInput';
import { dictChoices, useDictionary } from '../../../src/system/dictionaries';
import { useSaveSearchForm } from './userListParams';

interface Values {
  cnName: string;
  roleCode: string;
}

export const UserSearchForm = () => {
  const translate = useTranslate();
  useSaveSearchForm();
  const roles = useDictionary('role');
  const { values, change, submit, reset } = useListSearch<Values>((filterValues) => ({ cnName: String(filterValues.cnName ?? ''), roleCode: String(filterValues.roleCode ?? '') }), {
    cnName: '',
    roleCode: '',
  });

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <SearchText label={translate('system.users.fields.cnName')} value={values.cnName} onChange={(value) => change('cnName', value)} />
      <SearchChoices
        label={translate('system.users.fields.roleCode')}
        value={values.roleCode}
        onChange={(value) => change('roleCode', String(value ?? ''))}
        options={dictChoices(roles.data, values.roleCode)}
      />
      <SearchButtons onReset={reset} />
    </Box>
  );
};
