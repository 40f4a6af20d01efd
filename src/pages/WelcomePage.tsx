/** The console home (/system/welcome): a greeting and the sections this user may use. */
import { useMemo } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { asyncRoutes } from '../routes/routeTable';
import { buildSidebar } from '../layout/sidebarItems';
import { MenuIcon } from '../layout/icons';
import { useUserState } from '../layout/useSessionState';
import { menuIdsOf } from '../../authProvider/session';
import { FALLBACK_NAME } from '../../authProvider';

const WelcomePage = () => {
  const translate = useTranslate();
  const { userInfo, menuList } = useUserState();
  const sections = useMemo(() => buildSidebar(asyncRoutes, menuIdsOf(menuList)), [menuList]);
  const roleName = typeof userInfo?.roleName === 'string' ? userInfo.roleName : '';

  return (
    <>
      <Paper variant="outlined" sx={{ p: 3, mb: 2 }}>
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
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
        {translate('welcome.sections')}
      </Typography>
      {sections.length === 0 ? (
        <Typography color="text.secondary">{translate('welcome.noSections')}</Typography>
      ) : (
        <Grid container spacing={2}>
          {sections.map((section) => {
            const target = section.to ?? section.children?.[0]?.to ?? '/';
            return (
              <Grid key={section.key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <Card variant="outlined">
                  <CardActionArea component={Link} to={target} sx={{ p: 1 }}>
                    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <MenuIcon icon={section.icon} iconfont={section.iconfont} />
                      <div>
                        <Typography fontWeight={600}>{translate(section.title)}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {translate('welcome.modules', { count: section.children?.length ?? 1 })}
                        </Typography>
                      </div>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      )}
    </>
  );
};

export default WelcomePage;
