/**
 * 未保存的草稿: the logged-in user's kept drafts, each a link to its form
 * (where the draft is offered back). Nothing is shown without drafts.
 * Meant for the welcome page, so drafts kept before a forced logout are found.
 */
import { useMemo } from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { findRouteByPath } from '../routes/routeTable';
import { computeTitle, titleWords } from '../layout/titleRule';
import { listDrafts, type KeptDraft } from './draftStore';

/** The form's name as the title bar says it (e.g. 编辑-新闻管理). */
const useDraftLabel = () => {
  const translate = useTranslate();
  const words = titleWords(translate);
  return (draft: KeptDraft) => {
    const path = draft.path ?? '';
    const route = findRouteByPath(path);
    if (!route) return path;
    const query = new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?')) : '');
    return computeTitle({ metaTitle: translate(route.meta.title), showBackBtn: route.meta.showBackBtn, query }, words);
  };
};

export const DraftList = () => {
  const translate = useTranslate();
  const label = useDraftLabel();
  const drafts = useMemo(() => listDrafts().filter((draft) => !!draft.path), []);
  if (!drafts.length) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="draft-list-title" sx={{ p: 2 }} data-testid="draft-list">
      <Typography id="draft-list-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('drafts.listTitle')}
      </Typography>
      <List dense disablePadding>
        {drafts.map((draft) => (
          <ListItemButton key={draft.key} component={Link} to={draft.path ?? '/'}>
            <ListItemText primary={label(draft)} secondary={translate('drafts.savedAt', { time: dayjs(draft.savedAt).format('MM-DD HH:mm') })} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
};
