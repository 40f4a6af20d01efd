import { defineResource, image, text } from '../framework';

/**
 * The icons a common module may pick (portal/appCommonModuleIcon/queryAppCommonModuleIconList):
 * the options of the module's 图标 field, shown read-only on the icon list page.
 */
export default defineResource({
  name: 'appCommonModuleIcon',
  title: '图标列表',
  menuId: 56,
  routes: { list: '/commonIcon/list' },
  api: 'portal/appCommonModuleIcon',
  calls: { list: 'queryAppCommonModuleIconList' },
  // The contract has only the list call: no detail (the module form's select reads the list), no delete.
  readOnly: true,
  deletable: false,
  fields: {
    iconName: text('图标名称', { required: true, max: 20, search: true, column: true }),
    iconImage: image('图标', { required: true, column: true }),
  },
  recordName: 'iconName',
  sort: { field: 'id', order: 'ASC' },
  demo: () => import('./appCommonModuleIcon.demo').then((module) => module.default()),
});
