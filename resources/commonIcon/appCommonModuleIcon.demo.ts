/** Demo rows of 图标列表 (appCommonModuleIcon.ts), seeded by the server on first start; imported on demand, so the console never loads them. */
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

export default () => ICONS.map(([iconName, picture]) => ({ iconName, iconImage: demoImage(picture, `${iconName}.svg`) }));
