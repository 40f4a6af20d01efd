import { choice, defineResource, flag, image, orderSeq, text, url } from '../framework';

/** isCommonModule: 0 a common-module icon (the spec's title rule reads 0 as 'yes'), 1 a home-page icon. */
export const COMMON_MODULE = 0;
export const HOME_ICON = 1;

/** The hidden page of a common-module icon (spec section 2: iconEditCommon). */
export const ICON_EDIT_COMMON_PATH = '/portal/iconEditCommon';

/**
 * Portal icons (iconManage): the function icons of the app's home page and of
 * its common-module page. A common-module icon is edited on its own page,
 * iconEditCommon (a scope part: the type is fixed there).
 */
const portalIcon = defineResource({
  name: 'portalIcon',
  title: '图标',
  menuId: 7,
  routes: { list: '/portal/iconManage', edit: '/portal/iconEdit' },
  api: 'portal/icon',
  maxOrder: { method: 'GET', call: 'getMaxOrder' },
  scope: { field: 'isCommonModule', editRoutes: { [String(COMMON_MODULE)]: ICON_EDIT_COMMON_PATH } },
  fields: {
    iconName: text('图标名称', { required: true, max: 10, search: true, column: true, width: 160 }),
    isCommonModule: choice(
      '图标类型',
      [
        { value: HOME_ICON, label: '首页图标' },
        { value: COMMON_MODULE, label: '公共模块图标' },
      ],
      { required: true, search: true, column: true, helperText: '公共模块图标显示在App“全部功能”页' },
    ),
    icon: image('图标图片', { column: true, helperText: '建议尺寸 96×96 的 PNG 透明背景图片，不超过 5MB' }),
    moduleCode: text('模块编码', { required: true, max: 40, rules: ['lettersDigits'], column: true, helperText: 'App内对应功能的编码，例如 selfRule' }),
    linkUrl: url('H5链接', { helperText: '以网页方式打开的功能填写，原生功能留空' }),
    orderSeq: orderSeq('排序', { required: true, column: true, defaultValue: 1 }),
    status: flag('显示', { column: 'switch', onLabel: '显示', offLabel: '隐藏', defaultValue: 1 }),
  },
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./portalIcon.demo').then((module) => module.default()),
});

export default portalIcon;
