/**
 * 用户管理 (/system/usersManage, menu 47): the app users' search box, the
 * batch authorisation buttons, the table and the pagination. The list runs
 * on react-admin's ListBase (resource `appUser` -> user/userManagerList); its
 * search form and page are kept in the persisted user state and in the
 * address, as on the system users list.
 */
import Box from '@mui/material/Box';
import { useCan } from '../../../authProvider/useCan';
import { BespokeList } from '../../../src/crud/list/BespokeList';
import { APP_USER_RESOURCE } from '../contract/calls';
import { APP_USER_FILTERS, APP_USER_STORE_KEY, savedAppUserList } from './appUserListParams';
import { AppUserSearchForm } from './AppUserSearchForm';
import { AppUserTable } from './AppUserTable';
import { BatchButtons } from './BatchButtons';

const AppUserListPage = () => {
  const can = useCan(APP_USER_RESOURCE);
  return (
    <Box data-testid="app-user-list-page">
      <BespokeList
        resource={APP_USER_RESOURCE}
        storeKey={APP_USER_STORE_KEY}
        address={{ filters: APP_USER_FILTERS }}
        restore={savedAppUserList}
        search={<AppUserSearchForm />}
        buttons={can.edit && <BatchButtons />}
        table={<AppUserTable can={can} />}
      />
    </Box>
  );
};

export default AppUserListPage;
