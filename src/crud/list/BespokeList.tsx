/**
 * The one recipe for a bespoke list page (docs/architecture.md): react-admin's
 * ListBase with its state in the address (AddressList), in the shared ListCard
 * (search, buttons, table with its loading, failed and empty states,
 * pagination).
 *
 *   <BespokeList resource="operationLog" address={{ filters: { ip: 'text' } }}
 *     search={<LogSearchForm />} table={<LogTable />} />
 */
import type { ReactNode } from 'react';
import type { ListAddressSpec, ListRestore } from './listAddress';
import { AddressList } from './AddressList';
import { ListCard } from './ListCard';
import { listStoreKey } from './listParams';

export interface BespokeListProps {
  resource: string;
  /** Where react-admin keeps the list's state: the resource's list key unless the page shows several lists of it. */
  storeKey?: string;
  /** The filters the search writes to the address (name and kind), the default order. */
  address?: ListAddressSpec;
  /** Where a search comes from when the address names none (listAddress.ts). */
  restore?: ListRestore;
  /** A permanent filter sent with every request besides the search (e.g. the batch whose rows are listed). */
  filter?: Record<string, unknown>;
  search?: ReactNode;
  buttons?: ReactNode;
  table: ReactNode;
  /** Rendered inside the list, after the card (e.g. a row's detail dialog). */
  children?: ReactNode;
}

export const BespokeList = ({ resource, storeKey = listStoreKey(resource), address, restore, filter, search, buttons, table, children }: BespokeListProps) => (
  <AddressList resource={resource} storeKey={storeKey} address={address} restore={restore} filter={filter}>
    <ListCard search={search} buttons={buttons ?? null} table={table} />
    {children}
  </AddressList>
);
