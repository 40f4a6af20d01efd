/** Demo rows of 公共图标 (appCommonModule.ts), seeded by the server on first start; imported on demand, so the console never loads them. */
import { COMMON_MODULE, OWN_MODULE } from './appCommonModule';

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

export default () =>
  MODULES.map(([moduleName, typeId, iconId, isCommonModule, linkUrl, enable], index) => ({
    moduleName,
    typeId,
    iconId,
    isCommonModule,
    linkUrl,
    enable,
    orderSeq: index + 1,
  }));
