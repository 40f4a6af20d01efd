/**
 * A declared module's list: a card with the search box, the button area, the
 * common table and the pagination (spec sections 2, 4 and 9). The page lives
 * in the `pageNum` query parameter; the search form in the list's filters.
 */
import { ListBase } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Resource } from '../../../resources/framework';
import { useResourceDeclaration } from '../ResourceContext';
import { DEFAULT_SORT, initialListParams, listStoreKey, pageSizeFromSearch, type StoredListParams } from './listParams';
import { usePageInUrl } from './usePageInUrl';
import { SeededList } from './SeededList';
import { SearchForm } from './SearchForm';
import { ListButtons } from './ListButtons';
import { ResourceTable } from './ResourceTable';
import { ListCard } from './ListCard';
import { useScopeValue } from '../useScope';

/** A module whose rows can be neither edited nor deleted shows no 操作 column. */
const hasRowActions = (declaration: Resource) => !(declaration.readOnly && declaration.deletable === false);
const ResourceListCard = ({ declaration, scoped }: { declaration: Resource; scoped: boolean }) => {
  const { goToPage, writePage } = usePageInUrl();
  // Showing one part: its field would say the same on every row and could not be searched otherwise.
  const shown = (name: string) => !(scoped && name === declaration.scope?.field);
  const searchFields = declaration.fields.filter((field) => field.search && shown(field.name));
  const columns = declaration.fields.filter((field) => field.column && shown(field.name));
  return (
    <ListCard
      search={searchFields.length > 0 ? <SearchForm fields={searchFields} writePage={writePage} /> : undefined}
      buttons={<ListButtons declaration={declaration} />}
      table={<ResourceTable columns={columns} actions={hasRowActions(declaration)} />}
      onPageChange={goToPage}
    />
  );
};

const ResourceListPage = () => {
  const declaration = useResourceDeclaration();
  const location = useLocation();
  const storeKey = listStoreKey(declaration.name);
  const sort = declaration.sort ?? DEFAULT_SORT;
  const scopeValue = useScopeValue();
  const scoped = scopeValue !== undefined && !!declaration.scope;
  return (
    <SeededList<StoredListParams> storeKey={storeKey} seed={(search, stored) => initialListParams(search, sort, stored)}>
      <ListBase
        // A part of a scoped module is a list of its own: the permanent filter is never part of the search form.
        key={scoped ? String(scopeValue) : ''}
        resource={declaration.name}
        filter={scoped ? { [declaration.scope!.field]: scopeValue } : undefined}
        perPage={pageSizeFromSearch(location.search)}
        sort={sort}
        storeKey={storeKey}
        disableSyncWithLocation
      >
        <ResourceListCard declaration={declaration} scoped={scoped} />
      </ListBase>
    </SeededList>
  );
};

export default ResourceListPage;
