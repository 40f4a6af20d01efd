/**
 * A declared module's list: a card with the search box, the button area, the
 * common table and the pagination (spec sections 2, 4 and 9). The page lives
 * and the search form's values live in the address (AddressList).
 */
import type { Resource } from '../../../resources/framework';
import { useResourceDeclaration } from '../ResourceContext';
import { listStoreKey } from './listParams';
import { AddressList } from './AddressList';
import { declaredListAddress } from './declaredFilters';
import { SearchForm } from './SearchForm';
import { ListButtons } from './ListButtons';
import { ResourceTable } from './ResourceTable';
import { ListCard } from './ListCard';
import { useScopeValue } from '../useScope';

/** A module whose rows can be neither edited nor deleted shows no 操作 column. */
const hasRowActions = (declaration: Resource) => !(declaration.readOnly && declaration.deletable === false);
const ResourceListCard = ({ declaration, scoped }: { declaration: Resource; scoped: boolean }) => {
  // Showing one part: its field would say the same on every row and could not be searched otherwise.
  const shown = (name: string) => !(scoped && name === declaration.scope?.field);
  const searchFields = declaration.fields.filter((field) => field.search && shown(field.name));
  const columns = declaration.fields.filter((field) => field.column && shown(field.name));
  return (
    <ListCard
      search={searchFields.length > 0 ? <SearchForm fields={searchFields} /> : undefined}
      buttons={<ListButtons declaration={declaration} />}
      table={<ResourceTable columns={columns} actions={hasRowActions(declaration)} />}
    />
  );
};

const ResourceListPage = () => {
  const declaration = useResourceDeclaration();
  const storeKey = listStoreKey(declaration.name);
  const scopeValue = useScopeValue();
  const scoped = scopeValue !== undefined && !!declaration.scope;
  return (
    <AddressList
      // A part of a scoped module is a list of its own: the permanent filter is never part of the search form.
      key={scoped ? String(scopeValue) : ''}
      resource={declaration.name}
      filter={scoped ? { [declaration.scope!.field]: scopeValue } : undefined}
      storeKey={storeKey}
      address={declaredListAddress(declaration)}
    >
      <ResourceListCard declaration={declaration} scoped={scoped} />
    </AddressList>
  );
};

export default ResourceListPage;
