/**
 * The menu search (issue 26): a dialog with a combobox over every page the
 * user may open. Chinese titles match at once; pinyin (initials 'xw', or
 * 'xinwen') once pinyin-pro's chunk is in, fetched when the dialog first
 * opens. ↑/↓ choose, Enter opens, Esc closes. Its own chunk, loaded on the
 * first Ctrl+K or click of the sidebar's search field.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { visuallyHidden } from '@mui/utils';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import { menuIdsOf } from '../../../dataProvider/session';
import { asyncRoutes, findRouteByPath, HOME_PATH } from '../../routes/routeTable';
import { isSameLocation } from '../../routes/navigationRules';
import { preloadRoute } from '../../routes/preloadRoute';
import { useUserState } from '../useSessionState';
import { buildSearchEntries } from './searchEntries';
import { searchEntries, type PinyinOf, type SearchEntry } from './searchRules';
import { requestPageFocus } from '../pageFocus';

/** pinyin-pro's index, fetched once for every opening of the dialog. */
let pinyinLoad: Promise<PinyinOf> | undefined;
const loadPinyin = () => (pinyinLoad ??= import('./pinyinKeys').then((module) => module.pinyinIndex()));

const usePinyin = () => {
  const [pinyinOf, setPinyinOf] = useState<PinyinOf>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadPinyin().then(
      (index) => live && setPinyinOf(() => index),
      () => {
        pinyinLoad = undefined; // the next opening tries again
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { pinyinOf, failed };
};

export interface MenuSearchDialogProps {
  open: boolean;
  onClose: () => void;
}

const MenuSearchDialog = ({ open, onClose }: MenuSearchDialogProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const { menuList } = useUserState();
  const { pinyinOf, failed } = usePinyin();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  /** A page is being opened: the focus goes to it rather than back where the dialog was opened. */
  const [leaving, setLeaving] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const entries = useMemo(
    () => buildSearchEntries({ routes: asyncRoutes, granted: menuIdsOf(menuList), resources, homePath: HOME_PATH, translate, findRoute: findRouteByPath }),
    [menuList, translate],
  );
  const results = useMemo(() => searchEntries(entries, query, pinyinOf), [entries, query, pinyinOf]);
  const current = Math.min(active, Math.max(results.length - 1, 0));

  useEffect(() => {
    if (open) setLeaving(false);
  }, [open]);

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${current}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const close = () => {
    onClose();
    setQuery('');
    setActive(0);
  };

  const openEntry = (entry: SearchEntry | undefined) => {
    if (!entry) return;
    const goes = !entry.external && !isSameLocation(location, entry.to);
    // The page opened takes the focus (its heading, TitleBar), not the element the dialog was opened from.
    setLeaving(goes);
    if (goes) requestPageFocus();
    close();
    if (entry.external) window.open(entry.to, '_blank', 'noopener,noreferrer');
    else if (goes) navigate(entry.to);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 8, PageUp: -8 };
    if (event.key in moves && results.length) {
      event.preventDefault();
      setActive(Math.min(Math.max(current + moves[event.key], 0), results.length - 1));
    } else if (event.key === 'Home' && event.ctrlKey) setActive(0);
    else if (event.key === 'End' && event.ctrlKey) setActive(results.length - 1);
    else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      openEntry(results[current]);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const listId = `${id}-list`;
  return (
    <Dialog
      open={open}
      onClose={close}
      disableRestoreFocus={leaving}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: 10 } } }}
      data-testid="menu-search"
    >
      <Typography id={`${id}-title`} component="h2" sx={visuallyHidden}>
        {translate('comfort.search.title')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          placeholder={translate('comfort.search.placeholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': translate('comfort.search.title'),
            'aria-expanded': true,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': results.length ? optionId(current) : undefined,
          }}
        />
      </Box>
      <Box component="ul" ref={listRef} id={listId} role="listbox" aria-label={translate('comfort.search.results')} sx={{ listStyle: 'none', m: 0, p: 1, maxHeight: '55vh', overflowY: 'auto' }}>
        {results.map((entry, index) => (
          <Box
            component="li"
            key={entry.to}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            data-index={index}
            onMouseMove={() => index !== current && setActive(index)}
            onMouseEnter={() => !entry.external && preloadRoute(entry.to)}
            onClick={() => openEntry(entry)}
            sx={{
              display: 'flex',
              alignItems: 'baseline',
              gap: 2,
              px: 1.5,
              py: 1,
              borderRadius: 1,
              cursor: 'pointer',
              bgcolor: index === current ? 'action.selected' : undefined,
            }}
          >
            <Typography component="span" sx={{ flex: 1, fontWeight: index === current ? 600 : 400 }} data-testid="search-title">
              {entry.title}
            </Typography>
            {entry.section && (
              <Typography component="span" variant="body2" color="text.secondary">
                {/* Read out as '新闻管理，位于资讯管理': the name is the text shown (label-content-name-mismatch). */}
                <Box component="span" sx={visuallyHidden}>
                  {translate('comfort.search.in')}
                </Box>
                {entry.section}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }} aria-live="polite">
        <Typography variant="body2" color="text.secondary">
          {results.length ? translate('comfort.search.count', { count: results.length }) : translate('comfort.search.empty')}
        </Typography>
        {failed && (
          <Typography variant="body2" color="error">
            {translate('comfort.search.pinyinFailed')}
          </Typography>
        )}
      </Box>
    </Dialog>
  );
};

export default MenuSearchDialog;
