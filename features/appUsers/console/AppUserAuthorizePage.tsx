/**
 * APP访问授权 (/system/usersManage/authorize?id=N): the user's name and
 * mobile, then the icons the user may use (see AuthorizeForm). Waits for the
 * user, the icons (getIcons) and the user's grants (getUserIcon). 'modify'
 * changes them; 'detail' alone shows them read-only.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useCallQuery } from '../../../src/crud/useCall';
import { FormLoading } from '../../../src/crud/form/FormLoading';
import { LoadFailed } from '../../../src/crud/form/LoadFailed';
import { AppUserPageGate } from './AppUserPageGate';
import { APP_USER_LIST_PATH } from './paths';
import { AuthorizeForm } from './AuthorizeForm';
import { useAppUserRecord } from './useAppUserRecord';
import { useIcons } from './useIcons';

const AuthorizeUser = ({ id, readOnly }: { id: string; readOnly: boolean }) => {
  const translate = useTranslate();
  const user = useAppUserRecord(id);
  const icons = useIcons();
  const grants = useCallQuery('appUserGrantedIcons', { userId: Number(id) }, { gcTime: 0, retry: false, refetchOnWindowFocus: false });

  if (user.isPending) return <FormLoading />;
  if (user.error || !user.data) return <LoadFailed error={user.error ?? 'system.appUsers.edit.notFound'} listPath={APP_USER_LIST_PATH} />;
  const failed = icons.error ?? grants.error;
  // This visit's own answers: a cached set of grants may be stale.
  const loading = icons.isPending || grants.isPending || !grants.isFetchedAfterMount;

  return (
    <Paper variant="outlined" sx={{ px: 3, py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography sx={{ fontSize: 15, fontWeight: 600 }} data-testid="authorize-user">
        {translate('system.appUsers.authorize.user', { name: user.data.realName, mobile: user.data.mobile })}
      </Typography>
      {readOnly && <Alert severity="info">{translate('system.appUsers.authorize.readOnly')}</Alert>}
      {failed ? (
        <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Typography sx={{ fontSize: 14, color: 'error.main' }}>
            {failed instanceof Error && failed.message
              ? translate('system.appUsers.authorize.loadFailedReason', { reason: translate(failed.message, { _: failed.message }) })
              : translate('system.appUsers.authorize.loadFailed')}
          </Typography>
          <Button variant="outlined" onClick={() => void Promise.all([icons.refetch(), grants.refetch()])}>
            {translate('system.appUsers.actions.retry')}
          </Button>
        </Box>
      ) : loading ? (
        <FormLoading />
      ) : (
        <AuthorizeForm userId={user.data.id} icons={icons.data ?? []} granted={(grants.data?.iconIds ?? []).map(Number)} readOnly={readOnly} />
      )}
    </Paper>
  );
};

const AppUserAuthorizePage = () => <AppUserPageGate testId="app-user-authorize-page">{(id, readOnly) => <AuthorizeUser key={id} id={id} readOnly={readOnly} />}</AppUserPageGate>;

export default AppUserAuthorizePage;
