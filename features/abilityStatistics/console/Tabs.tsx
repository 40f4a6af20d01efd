/** Tabs that are addresses (the ranking tabs, the assessment's two lists): each a link keeping the shared filters. */
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import { useAbilityParams } from './useAbilityParams';

export interface AddressTab {
  path: string;
  label: string;
  /** Parameters kept beside the shared filters (the assessment). */
  extra?: Record<string, string | undefined>;
}

export const AddressTabs = ({ tabs, label }: { tabs: AddressTab[]; label: string }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { linkTo } = useAbilityParams();
  const current = tabs.findIndex((tab) => pathname.startsWith(tab.path));
  return (
    <Tabs value={current === -1 ? false : current} aria-label={translate(label)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {tabs.map((tab) => (
        <Tab key={tab.path} label={translate(tab.label)} component={RouterLink} to={linkTo(tab.path, tab.extra)} replace />
      ))}
    </Tabs>
  );
};
