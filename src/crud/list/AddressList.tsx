/**
 * react-admin's ListBase with the list's state in the address (listAddress.ts):
 * the params it opens with are put in react-admin's store before the list
 * controller mounts (it reads them once then, so the first request already
 * asks for the address's page and search), and useListAddress keeps the two
 * together afterwards. Nothing writes the store during a render.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { ListBase, useListContext, useStoreContext, type ListBaseProps } from 'react-admin';
import { useAddressState } from '../useAddressState';
import { usePageAddress } from '../pageAddress';
import { cleanFilters, DEFAULT_SORT, PAGE_SIZE, type StoredListParams } from './listParams';
import { initialListParams, listParamsAt, writeListAddress, type ListAddressSpec, type ListRestore } from './listAddress';

/** Keeps the list of the surrounding ListBase and the address together (inside AddressList). */
export const useListAddress = (spec: ListAddressSpec, storeKey: string) => {
  const list = useListContext();
  const store = useStoreContext();
  const value: StoredListParams = {
    filter: cleanFilters(list.filterValues ?? {}),
    page: list.page,
    perPage: list.perPage,
    sort: list.sort?.field ?? (spec.sort ?? DEFAULT_SORT).field,
    order: list.sort?.order ?? (spec.sort ?? DEFAULT_SORT).order,
  };
  useAddressState<StoredListParams>({
    value,
    read: (search, current) => listParamsAt(search, spec, current),
    write: (search, state) => writeListAddress(search, spec, state),
    apply: (next) => store.setItem(storeKey, { ...store.getItem<StoredListParams>(storeKey), ...next }),
  });
};

const AddressSync = ({ spec, storeKey }: { spec: ListAddressSpec; storeKey: string }) => {
  useListAddress(spec, storeKey);
  return null;
};

export interface AddressListProps extends Omit<ListBaseProps, 'storeKey' | 'sort' | 'perPage' | 'disableSyncWithLocation' | 'children'> {
  storeKey: string;
  /** The list's filters as they are written in the address, its default order and page size. */
  address?: ListAddressSpec;
  /** Where a search comes from when the address names none (listAddress.ts). */
  restore?: ListRestore;
  children: ReactNode;
}

export const AddressList = ({ storeKey, address = {}, restore, children, ...listProps }: AddressListProps) => {
  const store = useStoreContext();
  const { search } = usePageAddress();
  const [seeded, setSeeded] = useState(false);
  useEffect(() => {
    store.setItem(storeKey, initialListParams(search, address, store.getItem<StoredListParams>(storeKey), restore));
    setSeeded(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount: the list controller reads its params once; later addresses are followed by useListAddress
  }, []);
  if (!seeded) return null;
  return (
    <ListBase {...listProps} perPage={address.perPage ?? PAGE_SIZE} sort={address.sort ?? DEFAULT_SORT} storeKey={storeKey} disableSyncWithLocation>
      <AddressSync spec={address} storeKey={storeKey} />
      {children}
    </ListBase>
  );
};
