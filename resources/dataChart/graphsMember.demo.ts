/** Demo rows of 会员信息 (graphsMember.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

// [unit, kind (1-based), region, registered capital, total assets, net capital (亿元), year joined]
const MEMBERS: Array<[string, number, string, number, number, number, number]> = [
  ['东方汇通证券股份有限公司', 1, '上海', 69.8, 4365.2, 612.5, 2002],
  ['北辰证券有限责任公司', 1, '北京', 35.0, 1820.7, 268.3, 2004],
  ['长江财富证券股份有限公司', 1, '武汉', 55.3, 2147.9, 301.6, 2003],
  ['华润嘉盛基金管理有限公司', 2, '深圳', 3.0, 98.4, 42.1, 2008],
  ['鼎元基金管理股份有限公司', 2, '广州', 2.5, 76.2, 35.8, 2011],
  ['中原恒泰期货有限公司', 3, '郑州', 12.0, 215.6, 28.9, 2006],
  ['海峡融信期货股份有限公司', 3, '福州', 8.5, 132.4, 19.7, 2009],
  ['西部丝路投资咨询有限公司', 4, '西安', 0.5, 2.3, 1.1, 2015],
  ['蓝海资产管理有限公司', 5, '杭州', 5.0, 48.9, 12.6, 2017],
];

export default () =>
  MEMBERS.map(([unitName, memberKind, region, registeredCapital, totalAssets, netCapital, joinYear]) => ({
    unitName,
    memberKind,
    region,
    registeredCapital,
    totalAssets,
    netCapital,
    joinYear,
  }));
