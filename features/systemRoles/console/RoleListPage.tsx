/**
 * 角色权限 (/system/roleManaget): search by 角色名称, 新增, the role table and
 * the pagination (共N条记录 and current / total pages, only when total > 0).
 * The page and search are in the address; the search form is kept for the
 * session in react-admin's store and restored when the list is opened again.
 */
import Box from '@mui/material/Box';
import type { FieldSpec } from '../../../resources/framework';
import { BespokeList } from '../../../src/crud/list/BespokeList';
import { SearchForm } from '../../../src/crud/list/SearchForm';
import { ROLE_RESOURCE } from '../contract/calls';
import { ROLE_EDIT_PATH } from './paths';
import { ROLE_STORE_KEY, useRoleAccess } from './roleListParams';
import { declaredFilters } from '../../../src/crud/list/declaredFilters';
import { RoleTable } from './RoleTable';
import { CreateButton } from '../../../src/crud/list/CreateButton';

const SEARCH_FIELDS: FieldSpec[] = [{ name: 'roleName', kind: 'text', label: 'system.roles.fields.name', search: true, column: undefined }];

const RoleListPage = () => {
  const access = useRoleAccess();
  return (
    <Box data-testid="role-list-page">
      <BespokeList
        resource={ROLE_RESOURCE}
        storeKey={ROLE_STORE_KEY}
        address={{ filters: declaredFilters(SEARCH_FIELDS) }}
        restore={(stored) => stored}
        search={<SearchForm fields={SEARCH_FIELDS} />}
        buttons={access.create && <CreateButton to={ROLE_EDIT_PATH} label="system.roles.actions.create" />}
        table={<RoleTable access={access} />}
      />
    </Box>
  );
};

export default RoleListPage;
