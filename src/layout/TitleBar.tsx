/** The bar above the routed page: the computed title and the back buttons of spec section 2. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { findRouteByName, findRouteByPath } from '../routes/routeTable';
import { computeTitle, titleWords } from './titleRule';
import { useCommonState } from './useSessionState';

export interface TitleBarProps {
  title?: string;
  name?: string;
}

export const TitleBar = ({ title, name }: TitleBarProps) => {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const { customTitle } = useCommonState();
  const route = findRouteByPath(location.pathname);
  if (!route || route.meta.isBreadcrumb) return null;

  const words = titleWords(translate);
  const text = computeTitle(
    {
      metaTitle: translate(route.meta.title),
      showBackBtn: route.meta.showBackBtn,
      query: new URLSearchParams(location.search),
      title: title || customTitle || undefined,
      name,
    },
    words,
  );
  const issue = findRouteByName('Issue');
  const onBack = route.meta.backIssue && issue ? () => navigate(issue.path) : route.meta.showBackBtn ? () => navigate(-1) : undefined;

  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, height: 48, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography component="h1" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }} data-testid="page-title">
        {text}
      </Typography>
      {onBack && (
        <Button variant="outlined" startIcon={<ArrowBack />} onClick={onBack}>
          {translate('layout.back')}
        </Button>
      )}
    </Box>
  );
};
