/**
 * 新增-/编辑-系统用户 (/system/userManage/edit): creates a user, or edits the
 * one named by the `id` query (its record: see useUserRecord). Without the
 * data unit of the action (menu 2: 'create' / 'edit') the page says so.
 */
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '../../../authProvider/useCan';
import { FormLoading } from '../../../src/crud/form/FormLoading';
import { LoadFailed } from '../../../src/crud/form/LoadFailed';
import { NoPermission } from '../../../src/crud/form/NoPermission';
import { USER_RESOURCE } from '../contract/calls';
import { USER_LIST_PATH } from './paths';
import { UserForm } from './UserForm';
import { useUserRecord } from './useUserRecord';

const EditUser = ({ id }: { id: string }) => {
  const { data, isPending, error } = useUserRecord(id);
  if (isPending) return <FormLoading />;
  if (error || !data) return <LoadFailed error={error ?? 'system.users.notFound'} listPath={USER_LIST_PATH} />;
  return <UserForm record={data} />;
};

const UserEditPage = () => {
  const [query] = useSearchParams();
  const id = query.get('id')?.trim() ?? '';
  const can = useCan(USER_RESOURCE);
  const allowed = id ? can.edit : can.create;
  return (
    <Box sx={{ p: 2 }} data-testid="user-edit-page">
      {can.isPending ? <FormLoading /> : !allowed ? <NoPermission listPath={USER_LIST_PATH} /> : id ? <EditUser key={id} id={id} /> : <UserForm />}
    </Box>
  );
};

export default UserEditPage;
