/**
 * 我的待办: one card per waiting-work source the user holds, with the count,
 * the label and a link to the page that handles it. Loading shows a
 * skeleton; a failed count shows '—' with a quiet hint; zero says 暂无待办.
 */
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { MenuItem } from '../../../dataProvider/session';
import { focusRing, heldSources, type WaitingWorkSource } from './waitingWork';
import { useWaitingCount } from './useWaitingCount';

const hintKey = (count: number | undefined, failed: boolean) => {
  if (count === undefined) return failed ? 'welcome.waitingFailed' : 'welcome.waitingLoading';
  return count === 0 ? 'welcome.noWaiting' : 'welcome.waitingGo';
};

const WaitingCard = ({ source }: { source: WaitingWorkSource }) => {
  const translate = useTranslate();
  const { data: count, isError } = useWaitingCount(source);
  const loading = count === undefined && !isError;
  return (
    <Card variant="outlined" data-testid={`waiting-${source.key}`} aria-busy={loading}>
      <CardActionArea component={Link} to={source.to} sx={{ height: '100%', ...focusRing }}>
        <CardContent>
          {loading ? (
            <Skeleton variant="text" width={56} sx={{ fontSize: '2.125rem' }} data-testid="waiting-skeleton" />
          ) : (
            <Typography variant="h4" component="p" fontWeight={600} color={count ? 'primary' : 'text.secondary'} data-testid={`waiting-count-${source.key}`}>
              {count ?? '—'}
            </Typography>
          )}
          <Typography fontWeight={600}>{translate(source.label)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(hintKey(count, isError))}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

export const WaitingWorkCards = ({ menuList }: { menuList: MenuItem[] }) => {
  const translate = useTranslate();
  const sources = heldSources(menuList);
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="welcome-waiting-title" data-testid="welcome-waiting">
      <Typography id="welcome-waiting-title" variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
        {translate('welcome.waitingTitle')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {sources.map((source) => (
          <Grid key={source.key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <WaitingCard source={source} />
          </Grid>
        ))}
      </Grid>
    </section>
  );
};
