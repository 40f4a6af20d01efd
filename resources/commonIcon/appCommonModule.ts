import { choice, defineResource, flag, orderSeq, ref, text } from '../framework';

/**
 * Whether a module is a common (public) one: the `isCommonModule` query of the
 * pages; 0 is the common part (spec section 2: with isCommonModule 0 the
 * title's 'ICON' becomes '公共ICON').
 */
export const COMMON_MODULE = 0;
export const OWN_MODULE = 1;

// [module name, category (1-based), icon (1-based), common (0) or not (1), link, enabled]
const MODULES: Array<[string, number, number, number, string, number]> = [
  ['协会新闻', 4, 1, COMMON_MODULE, '/pages/news/index', 1],
  ['协会窗口', 4, 2, COMMON_MODULE, '/pages/association/index', 1],
  ['会员单位名录', 2, 4, COMMON_MODULE, '/pages/memberUnit/index', 1],
  ['自律规则查询', 3, 5, COMMON_MODULE, '/pages/selfRule/index', 1],
  ['纪律处分公示', 3, 6, OWN_MODULE, '/pages/disciplineInfo/index', 1],
  ['从业资格查询', 3, 7, COMMON_MODULE, '/pages/qualification/index', 1],
  ['行业数据统计', 4, 8, OWN_MODULE, '/pages/statistics/index', 1],
  ['常见问题', 6, 9, OWN_MODULE, '/pages/faq/index', 1],
  ['投资者教育', 5, 11, COMMON_MODULE, '/pages/investorEducation/index', 1],
  ['产品介绍', 1, 12, OWN_MODULE, '/pages/product/index', 0],
];

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
  demo: () =>
    MODULES.map(([moduleName, typeId, iconId, isCommonModule, linkUrl, enable], index) => ({
      moduleName,
      typeId,
      iconId,
      isCommonModule,
      linkUrl,
      enable,
      orderSeq: index + 1,
    })),
});
