/**
 * 快捷入口: the menu entries the user holds, as in the sidebar (buildSidebar),
 * grouped by section: a section with several entries lists them as links
 * under its icon and title; a single entry is a link on its own.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { SidebarItem } from '../../../src/layout/sidebarItems';
import { MenuIcon } from '../../../src/layout/icons';
import { focusRing } from './waitingWork';

const ShortcutLink = ({ item }: { item: SidebarItem }) => {
  const translate = useTranslate();
  const label = translate(item.title);
  // A chip-shaped outlined button: the list pages load Button anyway, MUI's Chip only this page would.
  const common = { variant: 'outlined', size: 'small', sx: { borderRadius: 4, py: 0.25, color: 'text.primary', borderColor: 'divider', ...focusRing } } as const;
  if (item.external)
    return (
      <Button {...common} component="a" href={item.to} target="_blank" rel="noopener noreferrer">
        {label}
      </Button>
    );
  return (
    <Button {...common} component={Link} to={item.to ?? '/'}>
      {label}
    </Button>
  );
};

const ShortcutGroup = ({ item }: { item: SidebarItem }) => {
  const translate = useTranslate();
  const titleId = `welcome-shortcuts-${item.key.replace(/[^\w-]/g, '_')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={item.children ? titleId : undefined} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <MenuIcon icon={item.icon} iconfont={item.iconfont} />
        {item.children ? (
          <Typography id={titleId} component="h4" fontWeight={600} color="text.primary">
            {translate(item.title)}
          </Typography>
        ) : (
          <ShortcutLink item={item} />
        )}
      </Box>
      {item.children && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {item.children.map((child) => (
            <ShortcutLink key={child.key} item={child} />
          ))}
        </Box>
      )}
    </Paper>
  );
};

export const Shortcuts = ({ items }: { items: SidebarItem[] }) => {
  const translate = useTranslate();
  return (
    <section aria-labelledby="welcome-shortcuts-title" data-testid="welcome-shortcuts">
      <Typography id="welcome-shortcuts-title" variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
        {translate('welcome.shortcuts')}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{translate('welcome.noSections')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', alignItems: 'start' }}>
          {items.map((item) => (
            <ShortcutGroup key={item.key} item={item} />
          ))}
        </Box>
      )}
    </section>
  );
};
