/**
 * A portal module's list: the generic list (search box, 新增 and links,
 * table, pagination, its state in the address) with the page's own controls in
 * the button area (e.g. the carousel's switch time) and, when given, its own
 * 操作 cell. The list state is the generic list's (src/crud/list/ResourceListPage);
 * the portal modules have no scope `param`, so every part shows (a scope's own
 * edit pages, as the icons' iconEditCommon, work through RowActions and ListButtons).
 */
import { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { RaRecord } from 'react-admin';
import type { Resource } from '../../../resources/framework';
import { ResourceDeclarationContext } from '../../../src/crud/ResourceContext';
import { listStoreKey } from '../../../src/crud/list/listParams';
import { AddressList } from '../../../src/crud/list/AddressList';
import { declaredListAddress } from '../../../src/crud/list/declaredFilters';
import { SearchForm } from '../../../src/crud/list/SearchForm';
import { ListButtons } from '../../../src/crud/list/ListButtons';
import { ListCard } from '../../../src/crud/list/ListCard';
import { ResourceTable } from '../../../src/crud/list/ResourceTable';

export interface PortalListPageProps {
  declaration: Resource;
  /** Buttons beside 新增 (left). */
  buttons?: ReactNode;
  /** Controls at the right end of the button area. */
  controls?: ReactNode;
  rowActions?: (record: RaRecord) => ReactNode;
}

const PortalListCard = ({ declaration, buttons, controls, rowActions }: PortalListPageProps) => {
  const searchFields = declaration.fields.filter((field) => field.search);
  const columns = declaration.fields.filter((field) => field.column);
  return (
    <ListCard
      search={searchFields.length > 0 ? <SearchForm fields={searchFields} /> : undefined}
      buttons={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, width: '100%' }}>
          <ListButtons declaration={declaration} />
          {buttons}
          {controls && <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1.5 }}>{controls}</Box>}
        </Box>
      }
      table={<ResourceTable columns={columns} rowActions={rowActions} />}
    />
  );
};

export const PortalList = (props: PortalListPageProps) => {
  const { declaration } = props;
  const storeKey = listStoreKey(declaration.name);
  return (
    <ResourceDeclarationContext.Provider value={declaration}>
      <AddressList resource={declaration.name} storeKey={storeKey} address={declaredListAddress(declaration)}>
        <PortalListCard {...props} />
      </AddressList>
    </ResourceDeclarationContext.Provider>
  );
};
