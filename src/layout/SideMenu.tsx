/**
 * The sidebar (spec section 2): 210px, dark blue, one submenu open at a time,
 * entries filtered by the user's menu ids, the active entry from activeMenu.
 * At its top the menu search and the collapse button (issue 26); collapsed it
 * shows its icons only (CollapsedMenu, a chunk of its own).
 */
import { lazy, useEffect, useMemo, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { asyncRoutes, findRouteByPath } from '../routes/routeTable';
import { isSameLocation, resolveActiveMenu } from '../routes/navigationRules';
import { preloadRoute } from '../routes/preloadRoute';
import { menuIdsOf } from '../../dataProvider/session';
import { buildSidebar, sectionOf, type SidebarItem } from './sidebarItems';
import { MenuIcon } from './icons';
import { LAYOUT } from '../theme';
import { useUserState } from './useSessionState';
import { SidebarTop } from './SidebarTop';
import { OnDemand } from './OnDemand';
import { useMenuSearch } from './search/useMenuSearch';

const CollapsedMenu = lazy(() => import('./CollapsedMenu'));

/** The sidebar's width, collapsed or not. */
export const sidebarWidth = (collapsed: boolean) => (collapsed ? LAYOUT.sidebarCollapsedWidth : LAYOUT.sidebarWidth);

/** Clicking this entry while already on it reloads the page (spec section 2). */
export const RELOAD_ON_REPEAT = '/questionnaire/design';

const itemSx = (active: boolean, depth: number) => ({
  pl: depth ? 6 : 2.5,
  minHeight: 50,
  color: active ? LAYOUT.sidebarActive : LAYOUT.sidebarText,
  bgcolor: depth ? LAYOUT.sidebarSubmenu : 'transparent',
  '&:hover': { bgcolor: '#263445' },
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 32 },
});

export interface SideMenuProps {
  collapsed?: boolean;
  onToggle?: () => void;
}

export const SideMenu = ({ collapsed = false, onToggle = () => undefined }: SideMenuProps) => {
  const translate = useTranslate();
  const search = useMenuSearch();
  const location = useLocation();
  const navigate = useNavigate();
  const { menuList } = useUserState();
  const items = useMemo(() => buildSidebar(asyncRoutes, menuIdsOf(menuList)), [menuList]);
  const active = resolveActiveMenu(findRouteByPath(location.pathname), location.pathname, location.search);
  const [open, setOpen] = useState<string | undefined>(() => sectionOf(items, active));

  useEffect(() => {
    const section = sectionOf(items, active);
    if (section) setOpen(section);
  }, [items, active]);

  const onLeafClick = (event: MouseEvent, item: SidebarItem) => {
    if (item.external || !item.to) return;
    event.preventDefault();
    if (item.to === RELOAD_ON_REPEAT && location.pathname === RELOAD_ON_REPEAT) {
      window.location.reload();
      return;
    }
    if (isSameLocation(location, item.to)) return; // duplicate navigation is a no-op
    navigate(item.to);
  };

  const renderLeaf = (item: SidebarItem, depth: number) => {
    const isActive = item.to === active || (depth === 0 && !!item.to && active.startsWith(`${item.key}/`));
    const linkProps = item.external ? { component: 'a' as const, href: item.to, target: '_blank', rel: 'noopener noreferrer' } : { component: Link, to: item.to ?? '/' };
    // Each entry is a list item of its own: a <ul> holds only <li> (Lighthouse's "list" audit).
    return (
      <Box key={item.key} component="li" sx={{ listStyle: 'none' }}>
        <ListItemButton
          {...linkProps}
          selected={isActive}
          aria-current={isActive ? 'page' : undefined}
          onClick={(event: MouseEvent) => onLeafClick(event, item)}
          onPointerEnter={item.external ? undefined : () => preloadRoute(item.to)}
          onFocus={item.external ? undefined : () => preloadRoute(item.to)}
          sx={itemSx(isActive, depth)}
        >
          {depth === 0 && (
            <ListItemIcon>
              <MenuIcon icon={item.icon} iconfont={item.iconfont} />
            </ListItemIcon>
          )}
          <ListItemText primary={translate(item.title)} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />
        </ListItemButton>
      </Box>
    );
  };

  return (
    <Box
      component="nav"
      id="console-sidebar"
      aria-label={translate('layout.openMenu')}
      sx={{
        position: 'fixed',
        top: LAYOUT.headerHeight,
        bottom: 0,
        left: 0,
        width: sidebarWidth(collapsed),
        bgcolor: LAYOUT.sidebarBackground,
        overflowY: 'auto',
        overflowX: 'hidden',
        zIndex: 1000,
      }}
    >
      {collapsed ? (
        <OnDemand>
          <CollapsedMenu items={items} active={active} onLeafClick={onLeafClick} onSearch={search.show} onToggle={onToggle} />
        </OnDemand>
      ) : (
        <SidebarTop collapsed={false} onSearch={search.show} onToggle={onToggle} />
      )}
      {search.dialog}
      {!collapsed && (
        <List disablePadding data-testid="sidebar">
          {items.map((item) => {
            if (!item.children) return renderLeaf(item, 0);
            const isOpen = open === item.key;
            const holdsActive = item.children.some((child) => child.to === active);
            return (
              <Box key={item.key} component="li" sx={{ listStyle: 'none' }} data-section={item.key}>
                <ListItemButton onClick={() => setOpen(isOpen ? undefined : item.key)} aria-expanded={isOpen} sx={{ ...itemSx(false, 0), color: holdsActive ? '#fff' : LAYOUT.sidebarText }}>
                  <ListItemIcon>
                    <MenuIcon icon={item.icon} iconfont={item.iconfont} />
                  </ListItemIcon>
                  <ListItemText primary={translate(item.title)} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />
                  {isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                </ListItemButton>
                <Collapse in={isOpen} timeout="auto" unmountOnExit>
                  <List disablePadding>{item.children.map((child) => renderLeaf(child, 1))}</List>
                </Collapse>
              </Box>
            );
          })}
        </List>
      )}
    </Box>
  );
};
