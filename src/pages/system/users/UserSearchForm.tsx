/**
 * The search box of the user list: 姓名 and 角色 (the role dictionary, with
 * 全部), 搜索 and 重置. The submitted form is the list's filter, so every
 * reload reuses it; searching or resetting goes back to page 1.
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useListSearch } from '../../../crud/list/useListSearch';
import { SearchButtons } from '../../../crud/list/SearchButtons';
import { useDictionary } from '../../../system/dictionaries';

const INPUT_WIDTH = 200;

interface Values {
  cnName: string;
  roleCode: string;
}

export const UserSearchForm = ({ writePage }: { writePage: (page: number) => void }) => {
  const translate = useTranslate();
  const roles = useDictionary('role');
  const { values, change, submit, reset } = useListSearch<Values>(
    (filterValues) => ({ cnName: String(filterValues.cnName ?? ''), roleCode: String(filterValues.roleCode ?? '') }),
    { cnName: '', roleCode: '' },
    writePage,
  );

  // A saved role no longer in the dictionary still shows as its code.
  const options = roles.data ?? [];
  const known = values.roleCode === '' || options.some((role) => role.code === values.roleCode);

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <TextField
        variant="outlined"
        size="small"
        margin="none"
        label={translate('system.users.fields.cnName')}
        value={values.cnName}
        onChange={(event) => change('cnName', event.target.value)}
        sx={{ width: INPUT_WIDTH }}
      />
      <TextField
        select
        variant="outlined"
        size="small"
        margin="none"
        label={translate('system.users.fields.roleCode')}
        value={values.roleCode}
        onChange={(event) => change('roleCode', event.target.value)}
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
      <SearchButtons onReset={reset} />
    </Box>
  );
};
