/**
 * 系统用户 (/system/userManage, menu 2): the search box, 新增, the user table
 * and the pagination of the generic list. The list runs on react-admin's
 * ListBase (resource `systemUser` -> user/queryUserList); its search form and
 * page are kept in the persisted user state and in the address.
 */
import { useCan } from '../../../authProvider/useCan';
import { BespokeList } from '../../../src/crud/list/BespokeList';
import { USER_RESOURCE } from '../contract/calls';
import { USER_EDIT_PATH } from './paths';
import { savedUserList, USER_FILTERS, USER_STORE_KEY } from './userListParams';
import { UserSearchForm } from './UserSearchForm';
import { UserTable } from './UserTable';
import { CreateButton } from '../../../src/crud/list/CreateButton';

const UserListPage = () => {
  const can = useCan(USER_RESOURCE);
  return (
    <BespokeList
      resource={USER_RESOURCE}
      storeKey={USER_STORE_KEY}
      address={{ filters: USER_FILTERS }}
      restore={savedUserList}
      search={<UserSearchForm />}
      buttons={can.create && <CreateButton to={USER_EDIT_PATH} label="system.users.actions.create" />}
      table={<UserTable can={can} />}
    />
  );
};

export default UserListPage;
