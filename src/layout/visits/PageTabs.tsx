/**
 * The open-page tabs above the title bar (issue 26), for an operator who
 * switched them on in the user menu: one tab per page opened in this session,
 * titled as the title bar titles it and leading back to the address it was
 * left at (page number, filters). Each tab but the home one has a close
 * button; a tab's context menu (right click, the context-menu key or
 * Shift+F10) and the 页签操作 button (for the page shown) close the others,
 * those to the right or all. A chunk of its own, loaded only when switched on.
 */
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CloseIcon from '@mui/icons-material/Close';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useStore, useTranslate } from 'react-admin';
import { findRouteByPath, HOME_PATH } from '../../routes/routeTable';
import { isSameLocation } from '../../routes/navigationRules';
import type { Visit } from './visitRules';
import { closeAll, closeOthers, closeTab, closeToTheRight, type TabClosing } from './tabClosing';
import { OPEN_TABS_KEY } from './useVisitRecorder';

const NO_TABS: Visit[] = [];

interface TabMenu {
  path: string;
  anchor?: HTMLElement;
  position?: { top: number; left: number };
}

const PageTabs = () => {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const [tabs, setTabs] = useStore<Visit[]>(OPEN_TABS_KEY, NO_TABS);
  const [menu, setMenu] = useState<TabMenu | null>(null);
  const shown = findRouteByPath(location.pathname)?.path ?? location.pathname;

  const apply = (closing: TabClosing) => {
    setMenu(null);
    setTabs(closing.tabs);
    if (closing.next) navigate(closing.next);
  };

  const openMenu = (event: MouseEvent<HTMLElement>, path: string) => {
    event.preventDefault();
    // A context menu from the keyboard comes without a pointer position: open it at the tab.
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    setMenu(fromKeyboard ? { path, anchor: event.currentTarget } : { path, position: { top: event.clientY, left: event.clientX } });
  };

  const menuIndex = menu ? tabs.findIndex((tab) => tab.path === menu.path) : -1;
  const closable = (tab: Visit) => tab.path !== HOME_PATH;

  return (
    <Box
      component="nav"
      aria-label={translate('comfort.tabs.label')}
      data-testid="page-tabs"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, height: 38, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 1, m: 0, p: 0, listStyle: 'none', overflowX: 'auto', minWidth: 0 }}>
        {tabs.map((tab) => {
          const current = tab.path === shown;
          return (
            <Box
              component="li"
              key={tab.path}
              onContextMenu={(event: MouseEvent<HTMLElement>) => openMenu(event, tab.path)}
              onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
                // The context-menu key and Shift+F10, where the browser does not turn them into a contextmenu event.
                if (event.key !== 'ContextMenu' && !(event.shiftKey && event.key === 'F10')) return;
                event.preventDefault();
                setMenu({ path: tab.path, anchor: event.currentTarget });
              }}
              data-testid="page-tab"
              sx={{
                display: 'flex',
                alignItems: 'center',
                flexShrink: 0,
                border: 1,
                borderRadius: 1,
                borderColor: current ? 'primary.main' : 'divider',
                bgcolor: current ? 'primary.main' : 'background.paper',
                color: current ? 'primary.contrastText' : 'text.primary',
              }}
            >
              <Box
                component={Link}
                to={tab.address}
                title={tab.title}
                aria-current={current ? 'page' : undefined}
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  if (!isSameLocation(location, tab.address)) navigate(tab.address);
                }}
                sx={{
                  color: 'inherit',
                  textDecoration: 'none',
                  fontSize: 13,
                  px: 1.25,
                  py: 0.5,
                  maxWidth: 180,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  borderRadius: 1,
                  '&:focus-visible': { outline: '2px solid', outlineColor: current ? '#fff' : 'primary.main', outlineOffset: -2 },
                }}
              >
                {tab.title}
              </Box>
              {closable(tab) && (
                <IconButton
                  aria-label={translate('comfort.tabs.close', { title: tab.title })}
                  onClick={() => apply(closeTab(tabs, tab.path, shown, HOME_PATH))}
                  sx={{ color: 'inherit', p: 0.25, mr: 0.5 }}
                >
                  <CloseIcon sx={{ fontSize: 14 }} />
                </IconButton>
              )}
            </Box>
          );
        })}
      </Box>
      <IconButton aria-label={translate('comfort.tabs.actions')} aria-haspopup="menu" onClick={(event) => setMenu({ path: shown, anchor: event.currentTarget })}>
        <MoreHoriz fontSize="small" />
      </IconButton>
      <Menu open={!!menu} onClose={() => setMenu(null)} anchorEl={menu?.anchor ?? null} anchorReference={menu?.position ? 'anchorPosition' : 'anchorEl'} anchorPosition={menu?.position}>
        <MenuItem disabled={!tabs.some((tab) => closable(tab) && tab.path !== menu?.path)} onClick={() => menu && apply(closeOthers(tabs, menu.path, shown, HOME_PATH))}>
          {translate('comfort.tabs.closeOthers')}
        </MenuItem>
        <MenuItem disabled={menuIndex < 0 || !tabs.slice(menuIndex + 1).some(closable)} onClick={() => menu && apply(closeToTheRight(tabs, menu.path, shown, HOME_PATH))}>
          {translate('comfort.tabs.closeRight')}
        </MenuItem>
        <MenuItem disabled={!tabs.some(closable)} onClick={() => apply(closeAll(tabs, shown, HOME_PATH))}>
          {translate('comfort.tabs.closeAll')}
        </MenuItem>
      </Menu>
    </Box>
  );
};

export default PageTabs;
