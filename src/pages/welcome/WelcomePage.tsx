/**
 * The console home (/system/welcome): a greeting, the work waiting for the
 * user (counts from the web-center) and shortcuts to the menus they hold.
 */
import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { asyncRoutes } from '../../routes/routeTable';
import { buildSidebar } from '../../layout/sidebarItems';
import { useUserState } from '../../layout/useSessionState';
import { menuIdsOf } from '../../../authProvider/session';
import { FALLBACK_NAME } from '../../../authProvider';
import { WaitingWorkCards } from './WaitingWorkCards';
import { Shortcuts } from './Shortcuts';
import { useCenterUser } from './useCenterUser';

const WelcomePage = () => {
  const translate = useTranslate();
  const { userInfo, menuList } = useUserState();
  useCenterUser();
  const items = useMemo(() => buildSidebar(asyncRoutes, menuIdsOf(menuList)), [menuList]);
  const roleName = typeof userInfo?.roleName === 'string' ? userInfo.roleName : '';

  return (
    <>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Typography variant="h5" component="h2" gutterBottom data-testid="welcome-greeting">
          {translate('welcome.greeting', { name: userInfo?.cnName || FALLBACK_NAME })}
        </Typography>
        <Typography color="text.secondary">{translate('welcome.intro')}</Typography>
        {roleName && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('welcome.role', { role: roleName })}
          </Typography>
        )}
      </Paper>
      <WaitingWorkCards menuList={menuList} />
      <Shortcuts items={items} />
    </>
  );
};

export default WelcomePage;
