/**
 * 用户管理 (/system/usersManage, menu 47): the app users' search box, the
 * batch authorisation buttons, the table and the pagination. The list runs
 * on react-admin's ListBase (resource `appUser` -> user/userManagerList); its
 * search form and page are kept in the persisted user state and the page in
 * `pageNum`, as on the system users list.
 */
import Box from '@mui/material/Box';
import { ListBase } from 'react-admin';
import { useCan } from '../../../../authProvider/useCan';
import { PAGE_SIZE } from '../../../crud/list/listParams';
import { usePageInUrl } from '../../../crud/list/usePageInUrl';
import { ListCard } from '../../../crud/list/ListCard';
import { APP_USER_RESOURCE } from './api';
import { APP_USER_STORE_KEY, initialAppUserParams, savedSearchForm, useSaveAppUserSearchForm } from './appUserListParams';
import { AppUserSearchForm } from './AppUserSearchForm';
import { AppUserTable } from './AppUserTable';
import { BatchButtons } from './BatchButtons';
import { SeededList } from '../../../crud/list/SeededList';

const SORT = { field: 'id', order: 'DESC' } as const;

const AppUserListCard = () => {
  const can = useCan(APP_USER_RESOURCE);
  const { goToPage, writePage } = usePageInUrl({ restoredPage: true });
  useSaveAppUserSearchForm();


  return (
    <ListCard
      search={<AppUserSearchForm writePage={writePage} />}
      buttons={can.edit && <BatchButtons />}
      table={<AppUserTable can={can} />}
      onPageChange={goToPage}
    />
  );
};

const AppUserListPage = () => {
  // The list controller reads its stored params once, when it mounts: put the saved search form there first.
  return (
    <Box data-testid="app-user-list-page">
      <SeededList storeKey={APP_USER_STORE_KEY} seed={(search) => initialAppUserParams(search, savedSearchForm())}>
        <ListBase resource={APP_USER_RESOURCE} perPage={PAGE_SIZE} sort={SORT} storeKey={APP_USER_STORE_KEY} disableSyncWithLocation>
          <AppUserListCard />
        </ListBase>
      </SeededList>
    </Box>
  );
};

export default AppUserListPage;
