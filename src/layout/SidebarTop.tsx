/**
 * The top of the sidebar (issue 26): the menu search's field (a button that
 * opens the search, like Ctrl+K) and the button that collapses the sidebar to
 * its icons or expands it again. Collapsed, both are icon buttons with their
 * names as tooltips.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { LAYOUT } from '../theme';
import { preloadMenuSearch, shortcutLabel } from './search/useMenuSearch';

export interface SidebarTopProps {
  collapsed: boolean;
  onSearch: () => void;
  onToggle: () => void;
  /** Wraps a collapsed button in its tooltip (given by the collapsed menu's chunk). */
  withTooltip?: (title: string, button: ReactNode) => ReactNode;
}

const iconButtonSx = { color: LAYOUT.sidebarText, '&:hover': { bgcolor: '#263445' }, '&:focus-visible': { outline: '2px solid #fff', outlineOffset: -2 } };

export const SidebarTop = ({ collapsed, onSearch, onToggle, withTooltip = (_, button) => button }: SidebarTopProps) => {
  const translate = useTranslate();
  const searchName = translate('comfort.search.open');
  const toggleName = translate(collapsed ? 'comfort.sidebar.expand' : 'comfort.sidebar.collapse');
  const toggle = (
    <IconButton onClick={onToggle} aria-label={toggleName} sx={iconButtonSx} data-testid="sidebar-toggle">
      {collapsed ? <ChevronRight /> : <ChevronLeft />}
    </IconButton>
  );
  const searchEvents = { onClick: onSearch, onPointerEnter: preloadMenuSearch, onFocus: preloadMenuSearch };

  if (collapsed)
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, py: 1 }}>
        {withTooltip(
          `${searchName} (${shortcutLabel()})`,
          <IconButton {...searchEvents} aria-label={searchName} aria-keyshortcuts="Control+K Meta+K" sx={iconButtonSx} data-testid="menu-search-open">
            <SearchIcon />
          </IconButton>,
        )}
        {withTooltip(toggleName, toggle)}
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 1 }}>
      <ButtonBase
        {...searchEvents}
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="menu-search-open"
        sx={{
          flex: 1,
          justifyContent: 'flex-start',
          gap: 1,
          px: 1,
          height: 34,
          borderRadius: 1,
          border: '1px solid #4a5a6d',
          color: LAYOUT.sidebarText,
          fontSize: 13,
          '&:hover': { bgcolor: '#263445' },
          '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 1 },
        }}
      >
        <SearchIcon fontSize="small" />
        <Box component="span" sx={{ flex: 1, textAlign: 'left' }}>
          {searchName}
        </Box>
        <Box component="kbd" aria-hidden sx={{ fontFamily: 'inherit', fontSize: 12, border: '1px solid #4a5a6d', borderRadius: 0.5, px: 0.5 }}>
          {shortcutLabel()}
        </Box>
      </ButtonBase>
      {toggle}
    </Box>
  );
};
