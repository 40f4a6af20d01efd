/**
 * A list route shared by several declared modules (`tab` of a declaration):
 * one tab per module above its list, the chosen tab in the `tab` query
 * parameter so a reload or a link keeps it (the first tab without it). Each
 * tab is the module's own generic list page, with its own search and page.
 */
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Resource } from '../../../resources/framework';
import { TAB_PARAM } from '../../../resources/framework/tabs';
import { LAYOUT } from '../../theme';
import { ResourceDeclarationContext } from '../ResourceContext';
import { PAGE_PARAM } from './listParams';
import { usePageAddress } from '../pageAddress';
import ResourceListPage from './ResourceListPage';

const TABS_HEIGHT = 48;
/** The list card's own offset (title bar, main padding) plus the tabs above it. */
const CARD_OFFSET = LAYOUT.headerHeight + 48 + 32 + TABS_HEIGHT;

/** The tab a query string selects: its `tab` key when one of `tabs` has it, else the first. */
export const selectedTab = (tabs: Resource[], search: string): Resource => {
  const key = new URLSearchParams(search).get(TAB_PARAM);
  return tabs.find((resource) => resource.tab?.key === key) ?? tabs[0];
};

export const ResourceTabsPage = ({ tabs }: { tabs: Resource[] }) => {
  // The page's address (the list under the tabs reads the same one).
  const { search, update } = usePageAddress();
  const current = selectedTab(tabs, search);

  const choose = (key: string) => {
    if (key === current.tab?.key) return;
    // pageNum=1 explicitly: the navigation guard keeps a page above 1 when the target has none.
    update(() => `?${new URLSearchParams({ [TAB_PARAM]: key, [PAGE_PARAM]: '1' }).toString()}`);
  };

  return (
    <Box sx={{ '& > .MuiPaper-root': { height: `calc(100vh - ${CARD_OFFSET}px)` } }}>
      <Tabs value={current.tab?.key} onChange={(_event, key: string) => choose(key)} sx={{ minHeight: TABS_HEIGHT, mb: 0 }}>
        {tabs.map((resource) => (
          <Tab key={resource.name} value={resource.tab!.key} label={resource.tab!.label} sx={{ minHeight: TABS_HEIGHT, fontSize: 14 }} />
        ))}
      </Tabs>
      <ResourceDeclarationContext.Provider value={current}>
        <ResourceListPage key={current.name} />
      </ResourceDeclarationContext.Provider>
    </Box>
  );
};

export default ResourceTabsPage;
