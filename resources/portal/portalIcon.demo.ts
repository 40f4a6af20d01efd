/** Demo rows of 图标 (portalIcon.ts), seeded by the server on first start; imported on demand, so the console never loads them. */
import { demoImage } from './demoImages';
import { COMMON_MODULE, HOME_ICON } from './portalIcon';

// [iconName, moduleCode, isCommonModule, shown]
const DEMO_ICONS: Array<[string, string, number, number]> = [
  ['新闻资讯', 'news', HOME_ICON, 1],
  ['协会之窗', 'association', HOME_ICON, 1],
  ['自律规则', 'selfRule', HOME_ICON, 1],
  ['会员名录', 'memberUnit', HOME_ICON, 1],
  ['投教基地', 'investorEducation', HOME_ICON, 1],
  ['纪律处分', 'disciplineInfo', HOME_ICON, 1],
  ['资格查询', 'qualification', HOME_ICON, 1],
  ['数据统计', 'statistics', HOME_ICON, 1],
  ['常见问题', 'faq', COMMON_MODULE, 1],
  ['意见反馈', 'opinion', COMMON_MODULE, 1],
  ['问卷调查', 'questionnaire', COMMON_MODULE, 1],
  ['能力建设', 'ability', COMMON_MODULE, 1],
  ['市场资讯', 'policy', COMMON_MODULE, 1],
  ['产品介绍', 'product', COMMON_MODULE, 0],
];

export default () =>
  DEMO_ICONS.map(([iconName, moduleCode, isCommonModule, status], index) => ({
    iconName,
    isCommonModule,
    icon: demoImage(`icon-${moduleCode}`, `${iconName}.svg`),
    moduleCode,
    orderSeq: index + 1,
    status,
  }));
