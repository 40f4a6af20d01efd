import { categoryFields, choice, defineResource, ref } from '../framework';

/** The two levels of product categories: primaries hold secondaries, secondaries hold products. */
export const CATEGORY_LEVELS = [
  { value: 1, label: '一级分类' },
  { value: 2, label: '二级分类' },
];
export const PRIMARY_LEVEL = 1;
export const SECONDARY_LEVEL = 2;

/** The pages of the two levels (spec section 2, product introduction). */
export const CATEGORY_ROUTES = {
  primaryList: '/business/introduceClassification',
  primaryEdit: '/business/introduceClassificationEdit',
  childList: '/business/introduceClassChild',
  childEdit: '/business/introduceClassificationEditChild',
} as const;

// The standard category fields, with this module's own after the name.
const { name: categoryName, ...categoryRest } = categoryFields();

/**
 * Product categories (introduceClassification and introduceClassChild), on
 * business/associationProductType: two levels in one module. `level` tells
 * them apart (the scope field: a secondary's edit page is its own) and a
 * secondary names its primary in `parentId`, a reference to this module
 * restricted to primaries. Products take secondary categories only.
 */
export default defineResource({
  name: 'associationProductType',
  title: '产品介绍分类',
  menuId: 30,
  routes: { list: CATEGORY_ROUTES.primaryList, edit: CATEGORY_ROUTES.primaryEdit },
  api: 'business/associationProductType',
  calls: {
    list: 'queryAssociationProductTypeList',
    create: 'addAssociationProductTypeInfo',
    detail: 'queryAssociationProductTypeDetail',
    update: 'updateAssociationProductTypeInfo',
    delete: 'deleteAssociationProductType',
  },
  fields: {
    name: categoryName,
    // Never asked: a new category is a primary unless the secondary pages say otherwise.
    level: choice('分类级别', CATEGORY_LEVELS, { required: true, column: true, formHidden: true, defaultValue: PRIMARY_LEVEL }),
    // Set by the secondary pages from their query (never asked); empty on a primary.
    parentId: ref('associationProductType', '一级分类', { filter: { level: PRIMARY_LEVEL }, search: true, formHidden: true }),
    ...categoryRest,
  },
  scope: { field: 'level', param: 'level', editRoutes: { [String(SECONDARY_LEVEL)]: CATEGORY_ROUTES.childEdit } },
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./associationProductType.demo').then((module) => module.default()),
});
