/**
 * 角色权限 (/system/roleManaget): search by 角色名称, 新增, the role table and
 * the pagination (共N条记录 and current / total pages, only when total > 0).
 * The page is in the `pageNum` query parameter; the search form is kept for
 * the session in react-admin's store and restored when the list is opened again.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ListBase, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { FieldSpec } from '../../../../resources/framework';
import { PAGE_SIZE, type StoredListParams } from '../../../crud/list/listParams';
import { ListCard } from '../../../crud/list/ListCard';
import { SearchForm } from '../../../crud/list/SearchForm';
import { usePageInUrl } from '../../../crud/list/usePageInUrl';
import { ROLE_EDIT_PATH, ROLE_RESOURCE } from './api';
import { initialRoleParams, ROLE_STORE_KEY, useRoleAccess } from './roleListParams';
import { RoleTable } from './RoleTable';
import { SeededList } from '../../../crud/list/SeededList';

const SORT = { field: 'id', order: 'DESC' } as const;
const SEARCH_FIELDS: FieldSpec[] = [{ name: 'roleName', kind: 'text', label: 'system.roles.fields.name', search: true, column: undefined }];

const RoleListCard = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const access = useRoleAccess();
  const { goToPage, writePage } = usePageInUrl({ restoredPage: true });


  return (
    <ListCard
      search={<SearchForm fields={SEARCH_FIELDS} writePage={writePage} />}
      buttons={
        access.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(ROLE_EDIT_PATH)}>
            {translate('system.roles.actions.create')}
          </Button>
        )
      }
      table={<RoleTable access={access} />}
      onPageChange={goToPage}
    />
  );
};

const RoleListPage = () => {
  // The list controller reads its stored params once, when it mounts: restore the search form first.
  // Seeded once per mount; later URL changes are followed by usePageInUrl.
  return (
    <Box data-testid="role-list-page">
      <SeededList<StoredListParams> storeKey={ROLE_STORE_KEY} seed={(search, stored) => initialRoleParams(search, stored)}>
        <ListBase resource={ROLE_RESOURCE} perPage={PAGE_SIZE} sort={SORT} storeKey={ROLE_STORE_KEY} disableSyncWithLocation>
          <RoleListCard />
        </ListBase>
      </SeededList>
    </Box>
  );
};

export default RoleListPage;
