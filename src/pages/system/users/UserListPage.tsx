/**
 * 系统用户 (/system/userManage, menu 2): the search box, 新增, the user table
 * and the pagination of the generic list. The list runs on react-admin's
 * ListBase (resource `systemUser` -> user/queryUserList); its search form and
 * page are kept in the persisted user state and the page in `pageNum`.
 */
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ListBase, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { getUserState } from '../../../../authProvider/session';
import { useCan } from '../../../../authProvider/useCan';
import { PAGE_SIZE } from '../../../crud/list/listParams';
import { usePageInUrl } from '../../../crud/list/usePageInUrl';
import { ListCard } from '../../../crud/list/ListCard';
import { USER_EDIT_PATH, USER_RESOURCE } from './api';
import { initialUserParams, USER_STORE_KEY, useSaveSearchForm } from './userListParams';
import { UserSearchForm } from './UserSearchForm';
import { UserTable } from './UserTable';
import { SeededList } from '../../../crud/list/SeededList';

const SORT = { field: 'id', order: 'DESC' } as const;

const UserListCard = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const can = useCan(USER_RESOURCE);
  const { goToPage, writePage } = usePageInUrl({ restoredPage: true });
  useSaveSearchForm();


  return (
    <ListCard
      search={<UserSearchForm writePage={writePage} />}
      buttons={
        can.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(USER_EDIT_PATH)}>
            {translate('system.users.actions.create')}
          </Button>
        )
      }
      table={<UserTable can={can} />}
      onPageChange={goToPage}
    />
  );
};

const UserListPage = () => {
  // The list controller reads its stored params once, when it mounts: put the saved search form there first.
  return (
    <SeededList storeKey={USER_STORE_KEY} seed={(search) => initialUserParams(search, getUserState().searchForm)}>
      <ListBase resource={USER_RESOURCE} perPage={PAGE_SIZE} sort={SORT} storeKey={USER_STORE_KEY} disableSyncWithLocation>
        <UserListCard />
      </ListBase>
    </SeededList>
  );
};

export default UserListPage;
