/**
 * A portal module's list: the generic list (search box, 新增 and links,
 * table, pagination, the page in `pageNum`) with the page's own controls in
 * the button area (e.g. the carousel's switch time) and, when given, its own
 * 操作 cell. The list state is the generic list's (src/crud/list/ResourceListPage);
 * the portal modules have no scope `param`, so every part shows (a scope's own
 * edit pages, as the icons' iconEditCommon, work through RowActions and ListButtons).
 */
import { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ListBase, type RaRecord } from 'react-admin';
import type { Resource } from '../../../resources/framework';
import { ResourceDeclarationContext } from '../../crud/ResourceContext';
import { DEFAULT_SORT, initialListParams, listStoreKey, PAGE_SIZE, type StoredListParams } from '../../crud/list/listParams';
import { usePageInUrl } from '../../crud/list/usePageInUrl';
import { SearchForm } from '../../crud/list/SearchForm';
import { ListButtons } from '../../crud/list/ListButtons';
import { ListCard } from '../../crud/list/ListCard';
import { ResourceTable } from '../../crud/list/ResourceTable';
import { SeededList } from '../../crud/list/SeededList';


export interface PortalListPageProps {
  declaration: Resource;
  /** Buttons beside 新增 (left). */
  buttons?: ReactNode;
  /** Controls at the right end of the button area. */
  controls?: ReactNode;
  rowActions?: (record: RaRecord) => ReactNode;
}

const PortalListCard = ({ declaration, buttons, controls, rowActions }: PortalListPageProps) => {
  const { goToPage, writePage } = usePageInUrl();
  const searchFields = declaration.fields.filter((field) => field.search);
  const columns = declaration.fields.filter((field) => field.column);
  return (
    <ListCard
      search={searchFields.length > 0 ? <SearchForm fields={searchFields} writePage={writePage} /> : undefined}
      buttons={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, width: '100%' }}>
          <ListButtons declaration={declaration} />
          {buttons}
          {controls && <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1.5 }}>{controls}</Box>}
        </Box>
      }
      table={<ResourceTable columns={columns} rowActions={rowActions} />}
      onPageChange={goToPage}
    />
  );
};

export const PortalListPage = (props: PortalListPageProps) => {
  const { declaration } = props;
  const storeKey = listStoreKey(declaration.name);
  const sort = declaration.sort ?? DEFAULT_SORT;
  // As the generic list: the URL's page goes into the stored params before the list controller mounts.
  return (
    <ResourceDeclarationContext.Provider value={declaration}>
      <SeededList<StoredListParams> storeKey={storeKey} seed={(search, stored) => initialListParams(search, sort, stored)}>
        <ListBase resource={declaration.name} perPage={PAGE_SIZE} sort={sort} storeKey={storeKey} disableSyncWithLocation>
          <PortalListCard {...props} />
        </ListBase>
      </SeededList>
    </ResourceDeclarationContext.Provider>
  );
};
