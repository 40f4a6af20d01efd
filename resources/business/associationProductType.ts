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

// [name, remark] of the primaries, then [name, primary (1-based), remark] of the secondaries.
const PRIMARIES: Array<[string, string]> = [
  ['证券公司理财产品', '证券公司发行或管理的理财类产品'],
  ['基金产品', '经协会会员代销或管理的公募基金产品'],
  ['债券与固定收益', '在交易所及银行间市场交易的债券类产品'],
  ['信用与衍生品业务', '证券公司开展的信用交易与场内衍生品业务'],
];
const SECONDARIES: Array<[string, number, string]> = [
  ['收益凭证', 1, '证券公司以自身信用发行的约定本金和收益的债务融资工具'],
  ['集合资产管理计划', 1, '面向合格投资者的集合资产管理业务'],
  ['公募REITs', 2, '基础设施领域不动产投资信托基金'],
  ['科创板ETF', 2, '跟踪科创板指数的交易型开放式指数基金'],
  ['债券型基金', 2, '主要投资于债券的公募基金'],
  ['债券通', 3, '境内外债券市场互联互通机制'],
  ['绿色债券', 3, '募集资金用于绿色产业项目的债券'],
  ['融资融券', 4, '投资者向证券公司借入资金或证券进行交易'],
  ['股票期权', 4, '在交易所上市交易的股票及ETF期权合约'],
];

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
  demo: () => [
    ...PRIMARIES.map(([name, remark], index) => ({ name, level: PRIMARY_LEVEL, orderSeq: index + 1, status: 1, remark })),
    ...SECONDARIES.map(([name, parentId, remark], index) => ({ name, level: SECONDARY_LEVEL, parentId, orderSeq: index + 1, status: 1, remark })),
  ],
});
