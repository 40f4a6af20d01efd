import { defineResource, image, text } from '../framework';
import { demoImage } from '../portal/demoImages';

// [icon name, demo picture]
const ICONS: Array<[string, string]> = [
  ['新闻资讯', 'icon-news'],
  ['协会窗口', 'icon-association'],
  ['行情信息', 'icon-policy'],
  ['会员名录', 'icon-memberUnit'],
  ['自律规则', 'icon-selfRule'],
  ['纪律处分', 'icon-disciplineInfo'],
  ['资格查询', 'icon-qualification'],
  ['数据统计', 'icon-statistics'],
  ['常见问题', 'icon-faq'],
  ['意见反馈', 'icon-opinion'],
  ['投资者教育', 'icon-investorEducation'],
  ['产品介绍', 'icon-product'],
  ['问卷调查', 'icon-questionnaire'],
  ['能力建设', 'icon-ability'],
];

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
  demo: () => ICONS.map(([iconName, picture]) => ({ iconName, iconImage: demoImage(picture, `${iconName}.svg`) })),
});
