/**
 * The sidebar collapsed to its icons (issue 26): an entry is its icon with
 * its title as a tooltip; a section opens its entries in a pop-over menu
 * beside it, named by the section (Enter, Space or a click; the arrows move in
 * it, Esc closes it).
 * A chunk of its own: the expanded sidebar, the spec's, carries no tooltip or
 * pop-over code.
 */
import { useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { preloadRoute } from '../routes/preloadRoute';
import { LAYOUT } from '../theme';
import { MenuIcon } from './icons';
import { SidebarTop } from './SidebarTop';
import type { SidebarItem } from './sidebarItems';

export interface CollapsedMenuProps {
  items: SidebarItem[];
  active: string;
  onLeafClick: (event: MouseEvent, item: SidebarItem) => void;
  onSearch: () => void;
  onToggle: () => void;
}

const buttonSx = (active: boolean) => ({
  justifyContent: 'center',
  minHeight: 50,
  color: active ? LAYOUT.sidebarActive : LAYOUT.sidebarText,
  '&:hover': { bgcolor: '#263445' },
  '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: -2 },
});

const withTooltip = (title: string, child: ReactNode) => (
  <Tooltip title={title} placement="right" describeChild>
    {child as ReactElement}
  </Tooltip>
);

const linkProps = (item: SidebarItem) => (item.external ? { component: 'a' as const, href: item.to, target: '_blank', rel: 'noopener noreferrer' } : { component: Link, to: item.to ?? '/' });

const CollapsedMenu = ({ items, active, onLeafClick, onSearch, onToggle }: CollapsedMenuProps) => {
  const translate = useTranslate();
  const [opened, setOpened] = useState<{ key: string; anchor: HTMLElement } | null>(null);
  const close = () => setOpened(null);
  const isActive = (item: SidebarItem) => item.to === active || (!!item.to && !item.children && active.startsWith(`${item.key}/`));

  return (
    <>
      <SidebarTop collapsed onSearch={onSearch} onToggle={onToggle} withTooltip={withTooltip} />
      <List disablePadding data-testid="sidebar">
        {items.map((item) => {
          const title = translate(item.title);
          if (!item.children) {
            const current = isActive(item);
            return (
              <Box key={item.key} component="li" sx={{ listStyle: 'none' }}>
                <Tooltip title={title} placement="right">
                  <ListItemButton
                    {...linkProps(item)}
                    aria-label={title}
                    aria-current={current ? 'page' : undefined}
                    selected={current}
                    onClick={(event: MouseEvent) => onLeafClick(event, item)}
                    onPointerEnter={item.external ? undefined : () => preloadRoute(item.to)}
                    onFocus={item.external ? undefined : () => preloadRoute(item.to)}
                    sx={buttonSx(current)}
                  >
                    <MenuIcon icon={item.icon} iconfont={item.iconfont} />
                  </ListItemButton>
                </Tooltip>
              </Box>
            );
          }
          const holdsActive = item.children.some((child) => child.to === active);
          const open = opened?.key === item.key;
          const menuId = `collapsed-menu-${item.key.replace(/[^\w-]/g, '_')}`;
          return (
            <Box key={item.key} component="li" sx={{ listStyle: 'none' }} data-section={item.key}>
              <Tooltip title={title} placement="right" disableHoverListener={open} disableFocusListener={open}>
                <ListItemButton
                  aria-label={title}
                  aria-haspopup="menu"
                  aria-expanded={open}
                  aria-controls={open ? menuId : undefined}
                  onClick={(event) => setOpened({ key: item.key, anchor: event.currentTarget })}
                  sx={{ ...buttonSx(false), color: holdsActive ? '#fff' : LAYOUT.sidebarText }}
                >
                  <MenuIcon icon={item.icon} iconfont={item.iconfont} />
                </ListItemButton>
              </Tooltip>
              <Menu
                id={menuId}
                anchorEl={open ? opened.anchor : null}
                open={open}
                onClose={close}
                anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'left' }}
                slotProps={{ list: { 'aria-label': title, dense: true } }}
              >
                {item.children.map((child) => (
                  <MenuItem
                    key={child.key}
                    {...linkProps(child)}
                    selected={child.to === active}
                    aria-current={child.to === active ? 'page' : undefined}
                    onClick={(event: MouseEvent) => {
                      close();
                      onLeafClick(event, child);
                    }}
                    onFocus={child.external ? undefined : () => preloadRoute(child.to)}
                  >
                    {translate(child.title)}
                  </MenuItem>
                ))}
              </Menu>
            </Box>
          );
        })}
      </List>
    </>
  );
};

export default CollapsedMenu;
