import { choice, defineResource, flag, orderSeq, ref, text } from '../framework';

/**
 * Whether a module is a common (public) one: the `isCommonModule` query of the
 * pages; 0 is the common part (spec section 2: with isCommonModule 0 the
 * title's 'ICON' becomes '公共ICON').
 */
export const COMMON_MODULE = 0;
export const OWN_MODULE = 1;

/**
 * Common icons (commonIconManage): the app's modules with their category and
 * icon (picked among queryAppCommonModuleIconList), switched on and off by
 * commonicon/appCommonModule/updateEnable. `?isCommonModule=0` shows the
 * common ones and titles their edit page '新增-公共ICON'.
 */
export default defineResource({
  name: 'appCommonModule',
  title: '公共图标',
  menuId: 56,
  routes: { list: '/commonIcon/commonIconManage', edit: '/commonIcon/edit' },
  api: 'commonicon/appCommonModule',
  calls: { list: 'list', create: 'add', detail: 'detail', update: 'update', delete: 'delete' },
  switchCall: { call: 'updateEnable', field: 'enable' },
  scope: { field: 'isCommonModule', param: 'isCommonModule' },
  fields: {
    moduleName: text('模块名称', { required: true, max: 20, rules: ['lettersDigitsChinese'], search: true, column: true, width: 180 }),
    typeId: ref('appCommonModuleType', '模块分类', { required: true, optionText: 'typeName', search: true, column: true }),
    iconId: ref('appCommonModuleIcon', '图标', { required: true, optionText: 'iconName', column: true }),
    isCommonModule: choice(
      '公共模块',
      [
        { value: COMMON_MODULE, label: '是' },
        { value: OWN_MODULE, label: '否' },
      ],
      { search: true, column: true, defaultValue: OWN_MODULE },
    ),
    linkUrl: text('跳转地址', { max: 200, column: true, width: 220, helperText: 'APP内页面路径，如 /pages/news/index' }),
    orderSeq: orderSeq('排序', { required: true, column: true, defaultValue: 1 }),
    enable: flag('启用', { column: 'switch', onLabel: '启用', offLabel: '停用', defaultValue: 1 }),
  },
  recordName: 'moduleName',
  links: [
    { label: '模块分类', to: '/commonIcon/moduleClassification' },
    { label: '公共ICON', to: '/commonIcon/commonIconManage?isCommonModule=0' },
    { label: '图标列表', to: '/commonIcon/list' },
  ],
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./appCommonModule.demo').then((module) => module.default()),
});
