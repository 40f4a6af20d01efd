/**
 * A list of product categories of one level, made of the generic list's
 * pieces (search box, button area, common table, pagination): the primaries
 * (introduceClassification) or the secondaries of one primary
 * (introduceClassChild). A primary row adds 子分类 before 编辑 and 删除.
 */
import { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { FieldSpec } from '../../../resources/framework';
import associationProductType, { CATEGORY_ROUTES, PRIMARY_LEVEL } from '../../../resources/business/associationProductType';
import { ResourceDeclarationContext } from '../../../src/crud/ResourceContext';
import { listStoreKey } from '../../../src/crud/list/listParams';
import { AddressList } from '../../../src/crud/list/AddressList';
import { declaredListAddress } from '../../../src/crud/list/declaredFilters';
import { SearchForm } from '../../../src/crud/list/SearchForm';
import { ListCard } from '../../../src/crud/list/ListCard';
import { RowActions } from '../../../src/crud/list/RowActions';
import { ResourceTable } from '../../../src/crud/list/ResourceTable';

const declaration = associationProductType;
/** One level's list leaves out the level (the same on every row); the list of both levels shows it and the primary. */
const LEVEL_COLUMNS = declaration.fields.filter((field) => field.column && field.name !== 'level');
const ALL_COLUMNS = declaration.fields.filter((field) => field.column || field.name === 'parentId');
const searchFields = declaration.fields.filter((field) => field.name === 'name');
const ADDRESS = declaredListAddress(declaration, searchFields);

const CategoryTable = ({ withChildren, columns }: { withChildren: boolean; columns: FieldSpec[] }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <ResourceTable
      columns={columns}
      rowActions={(record) => (
        <Box sx={{ display: 'inline-flex', gap: 0.5, whiteSpace: 'nowrap' }}>
          {withChildren && record.level === PRIMARY_LEVEL && (
            <Button variant="text" onClick={() => navigate(`${CATEGORY_ROUTES.childList}?parentId=${record.id}`)}>
              {translate('introduce.children')}
            </Button>
          )}
          <RowActions record={record} />
        </Box>
      )}
    />
  );
};

const CategoryCard = ({ buttons, withChildren, columns }: { buttons: ReactNode; withChildren: boolean; columns: FieldSpec[] }) => {
  return <ListCard search={<SearchForm fields={searchFields} />} buttons={buttons} table={<CategoryTable withChildren={withChildren} columns={columns} />} />;
};

export interface CategoryListProps {
  /** The permanent filter: the level, and the primary for secondaries; none lists both levels. */
  filter?: Record<string, number>;
  /** Kept apart per list, so each comes back to its own search form. */
  storeSuffix: string;
  buttons: ReactNode;
  withChildren: boolean;
}

export const CategoryList = ({ filter, storeSuffix, buttons, withChildren }: CategoryListProps) => {
  const storeKey = `${listStoreKey(declaration.name)}.${storeSuffix}`;
  return (
    <ResourceDeclarationContext.Provider value={declaration}>
      <AddressList resource={declaration.name} filter={filter} storeKey={storeKey} address={ADDRESS}>
        <CategoryCard buttons={buttons} withChildren={withChildren} columns={filter ? LEVEL_COLUMNS : ALL_COLUMNS} />
      </AddressList>
    </ResourceDeclarationContext.Provider>
  );
};
