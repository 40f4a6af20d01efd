/**
 * The role edit route (/system/roleManaget/edit): edits the role named by
 * the `id` query parameter, or creates one without it (the title bar turns
 * 新增-角色 into 编辑-角色). Waits for the menu and data-unit dictionaries
 * and, on edit, the role with its permissions.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useGetOne } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { FormLoading } from '../../../src/crud/form/FormLoading';
import { LoadFailed } from '../../../src/crud/form/LoadFailed';
import { ROLE_RESOURCE } from '../contract/calls';
import type { RoleInfo } from '../contract/calls';
import { ROLE_LIST_PATH } from './paths';
import { buildModel } from './permissionTree';
import { RoleForm } from './RoleForm';
import { useDictionary } from '../../../src/system/dictionaries';

const RoleEditPage = () => {
  const [query] = useSearchParams();
  const raw = query.get('id');
  const id = raw && raw.trim() !== '' ? raw.trim() : null;
  const menus = useDictionary('menu');
  const units = useDictionary('dataUnit');
  // The resource's detail call (role/queryRoleInfo) answers the role with its permissions.
  const role = useGetOne(
    ROLE_RESOURCE,
    { id: /^\d+$/.test(id ?? '') ? Number(id) : (id ?? '') },
    {
      enabled: id !== null,
      retry: false,
      // Every visit asks (the console's QueryClient would keep a recent answer fresh): the page waits for it below.
      refetchOnMount: 'always',
      refetchOnWindowFocus: false,
    },
  );
  const model = useMemo(() => buildModel(menus.data ?? [], units.data ?? []), [menus.data, units.data]);

  const failure = menus.error ? 'system.roles.dictionaryFailed' : units.error ? 'system.roles.dictionaryFailed' : id !== null ? role.error : null;
  // A cached role may be stale (its version too): wait for this visit's own answer.
  const pending = menus.isPending || units.isPending || (id !== null && !role.isFetchedAfterMount);

  let content;
  if (failure) content = <LoadFailed error={failure instanceof Error ? failure : String(failure)} listPath={ROLE_LIST_PATH} />;
  else if (pending) content = <FormLoading />;
  else if (id !== null && !role.data) content = <LoadFailed error="system.roles.loadFailed" listPath={ROLE_LIST_PATH} />;
  // The server refuses a change to one's own role or, for anyone else, the administrator's: say so instead of a form.
  else if ((role.data as RoleInfo | undefined)?.editable === false) content = <LoadFailed error="system.roles.notEditable" listPath={ROLE_LIST_PATH} />;
  else
    content = (
      <Paper variant="outlined" sx={{ px: 3, py: 2 }}>
        <RoleForm key={id ?? 'new'} role={id !== null ? (role.data as RoleInfo | undefined) : undefined} tree={menus.data ?? []} units={units.data ?? []} model={model} />
      </Paper>
    );

  return (
    <Box sx={{ p: 2 }} data-testid="role-edit-page">
      {content}
    </Box>
  );
};

export default RoleEditPage;
