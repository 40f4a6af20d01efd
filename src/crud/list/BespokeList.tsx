/**
 * The one recipe for a bespoke list page (docs/architecture.md): react-admin's
 * ListBase, started from the address and the stored search (SeededList), in
 * the shared ListCard (search, buttons, table with its loading, failed and
 * empty states, pagination), with the page kept in `pageNum` (usePageInUrl).
 * `search` gets the callback that writes a new page to the address.
 *
 *   <BespokeList resource="operationLog" storeKey={KEY} seed={seed}
 *     search={(writePage) => <LogSearchForm writePage={writePage} />}
 *     table={<LogTable />} />
 */
import type { ReactNode } from 'react';
import { ListBase, type SortPayload } from 'react-admin';
import { DEFAULT_SORT, PAGE_SIZE, type StoredListParams } from './listParams';
import { ListCard } from './ListCard';
import { SeededList } from './SeededList';
import { usePageInUrl } from './usePageInUrl';

export interface BespokeListProps {
  resource: string;
  storeKey: string;
  /** The list's starting params, from the address and what the store holds (SeededList). */
  seed: (search: string, stored: StoredListParams | undefined) => StoredListParams;
  sort?: SortPayload;
  /** A permanent filter sent with every request besides the search (e.g. the batch whose rows are listed). */
  filter?: Record<string, unknown>;
  /** The starting page may come from a saved search form rather than the address: it goes to the address too. */
  restoredPage?: boolean;
  search: (writePage: (page: number) => void) => ReactNode;
  buttons?: ReactNode;
  table: ReactNode;
  /** Rendered inside the list, after the card (e.g. a row's detail dialog). */
  children?: ReactNode;
}

const Card = ({ restoredPage, search, buttons, table, children }: Pick<BespokeListProps, 'restoredPage' | 'search' | 'buttons' | 'table' | 'children'>) => {
  const { goToPage, writePage } = usePageInUrl({ restoredPage });
  return (
    <>
      <ListCard search={search(writePage)} buttons={buttons ?? null} table={table} onPageChange={goToPage} />
      {children}
    </>
  );
};

export const BespokeList = ({ resource, storeKey, seed, sort = DEFAULT_SORT, filter, ...card }: BespokeListProps) => (
  // The list controller reads its stored params once, when it mounts: SeededList puts them there first.
  <SeededList<StoredListParams> storeKey={storeKey} seed={seed}>
    <ListBase resource={resource} perPage={PAGE_SIZE} sort={sort} storeKey={storeKey} filter={filter} disableSyncWithLocation>
      <Card {...card} />
    </ListBase>
  </SeededList>
);
