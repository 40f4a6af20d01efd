/**
 * The console home (/system/welcome): a greeting, the work waiting for the
 * user (counts from the web-center), the forms they left unsaved (drafts), the
 * pages they visited last and shortcuts to the menus they hold.
 */
import { lazy, Suspense, useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { asyncRoutes } from '../../../src/routes/routeTable';
import { buildSidebar } from '../../../src/layout/sidebarItems';
import { useUserState } from '../../../src/layout/useSessionState';
import { menuIdsOf } from '../../../dataProvider/session';
import { FALLBACK_NAME } from '../../../authProvider';
import { WaitingWorkCards } from './WaitingWorkCards';
import { Shortcuts } from './Shortcuts';
import { RecentPages } from './RecentPages';
import { useCenterUser } from './useCenterUser';
import { listDrafts } from '../../../src/drafts/draftStore';

/** Loaded only when the user has drafts: most visits have none. */
const DraftList = lazy(async () => ({ default: (await import('../../../src/drafts/DraftList')).DraftList }));

const WelcomePage = () => {
  const translate = useTranslate();
  const { userInfo, menuList } = useUserState();
  useCenterUser();
  const items = useMemo(() => buildSidebar(asyncRoutes, menuIdsOf(menuList)), [menuList]);
  const hasDrafts = useMemo(() => listDrafts(typeof userInfo?.loginName === 'string' ? userInfo.loginName : undefined).length > 0, [userInfo?.loginName]);
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
      {hasDrafts && (
        <Suspense fallback={null}>
          <DraftList />
        </Suspense>
      )}
      <RecentPages />
      <Shortcuts items={items} />
    </>
  );
};

export default WelcomePage;
