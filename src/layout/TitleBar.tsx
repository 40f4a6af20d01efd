/** The bar above the routed page: the computed title and the back buttons of spec section 2. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { findRouteByName } from '../routes/routeTable';
import { usePageHeading } from './usePageHeading';
import { focusLost, takePageFocusRequest } from './pageFocus';

export interface TitleBarProps {
  title?: string;
  name?: string;
}

export const TitleBar = ({ title, name }: TitleBarProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { route, text } = usePageHeading({ title, name });
  const heading = useRef<HTMLHeadingElement>(null);
  // The page opened from the menu search, or shown after the focus was lost with the page left behind: its
  // heading takes the focus once it shows this page's title (pageFocus.ts). The console's first page keeps the
  // browser's start, where a Tab begins at the top.
  const shown = useRef(false);
  useEffect(() => {
    const first = !shown.current;
    shown.current = true;
    if (heading.current && (takePageFocusRequest() || (!first && focusLost()))) heading.current.focus();
  }, [text]);
  if (!route || route.meta.isBreadcrumb) return null;

  const issue = findRouteByName('Issue');
  const onBack = route.meta.backIssue && issue ? () => navigate(issue.path) : route.meta.showBackBtn ? () => navigate(-1) : undefined;

  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, height: 48, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Typography ref={heading} tabIndex={-1} component="h1" variant="subtitle1" sx={{ fontWeight: 600, flex: 1, '&:focus': { outline: 'none' } }} data-testid="page-title">
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
