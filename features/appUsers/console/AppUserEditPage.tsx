/**
 * 编辑-用户 (/system/usersManage/edit?id=N): the app user's 基本信息 form and
 * 会员信息 panel. The record comes from the list (see useAppUserRecord).
 * 'modify' edits; 'detail' alone shows the page read-only; without either
 * the page says so.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { FormLoading } from '../../../src/crud/form/FormLoading';
import { LoadFailed } from '../../../src/crud/form/LoadFailed';
import { AppUserPageGate } from './AppUserPageGate';
import { APP_USER_LIST_PATH } from './paths';
import { AppUserProfileForm } from './AppUserProfileForm';
import { MemberPanel } from './MemberPanel';
import { useAppUserRecord } from './useAppUserRecord';

const EditAppUser = ({ id, readOnly }: { id: string; readOnly: boolean }) => {
  const translate = useTranslate();
  const { data, isPending, error, setAppUser } = useAppUserRecord(id);
  if (isPending) return <FormLoading />;
  if (error || !data) return <LoadFailed error={error ?? 'system.appUsers.edit.notFound'} listPath={APP_USER_LIST_PATH} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {readOnly && (
        <Alert severity="info" sx={{ maxWidth: 540 }}>
          {translate('system.appUsers.edit.readOnly')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ px: 3, py: 2 }}>
        <Typography component="h2" sx={{ fontSize: 15, fontWeight: 600 }}>
          {translate('system.appUsers.edit.profile')}
        </Typography>
        <AppUserProfileForm user={data} readOnly={readOnly} onSaved={setAppUser} />
      </Paper>
      <Paper variant="outlined" sx={{ px: 3, py: 2 }}>
        <MemberPanel user={data} readOnly={readOnly} onChanged={setAppUser} />
      </Paper>
    </Box>
  );
};

const AppUserEditPage = () => <AppUserPageGate testId="app-user-edit-page">{(id, readOnly) => <EditAppUser key={id} id={id} readOnly={readOnly} />}</AppUserPageGate>;

export default AppUserEditPage;
