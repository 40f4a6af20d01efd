import { defineResource, orderSeq, text, textarea } from '../framework';

/** The refusal of a second category of the same name (checkIsCreateType, add and update). */
export const DUPLICATE_MODULE_TYPE = '该模块分类已存在，不能重复创建';

/**
 * Module categories of the common icons (moduleClassification): a category
 * name can be created once only: the form asks checkIsCreateType before
 * saving, and add and update refuse a second one (the field's `unique`).
 */
export default defineResource({
  name: 'appCommonModuleType',
  title: '模块分类',
  menuId: 56,
  routes: { list: '/commonIcon/moduleClassification', edit: '/commonIcon/moduleClassificationEdit' },
  api: 'commonicon/appCommonModuleType',
  calls: { list: 'list', create: 'add', detail: 'detail', update: 'update', delete: 'delete' },
  uniqueCheck: { call: 'checkIsCreateType', field: 'typeName' },
  fields: {
    typeName: text('分类名称', { required: true, max: 20, rules: ['lettersDigitsChinese'], search: true, column: true, helperText: '分类名称不能重复', unique: DUPLICATE_MODULE_TYPE }),
    orderSeq: orderSeq('排序', { required: true, column: true, defaultValue: 1 }),
    remark: textarea('备注', { max: 200, column: true, width: 280 }),
  },
  recordName: 'typeName',
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./appCommonModuleType.demo').then((module) => module.default()),
});
