import { choice, defineResource, number, text } from '../framework';

export const MEMBER_KINDS = ['证券公司', '基金管理公司', '期货公司', '证券投资咨询机构', '资产管理机构'].map((label, index) => ({ value: index + 1, label }));

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

/**
 * Member information of the data charts (memberFeesManage, menu 64): the
 * member institutions' figures the charts draw on, read-only here
 * (graphs/graph/queryGraphsMemberList); the first tab of its route.
 */
export default defineResource({
  name: 'graphsMember',
  title: '会员信息',
  menuId: 64,
  routes: { list: '/dataChart/memberFeesManage' },
  // The route's first tab; the bond figures (graphsMemBond.ts) are the second.
  tab: { key: 'member', label: '会员信息' },
  api: 'graphs/graph',
  // Only the list is the contract's: no delete (graphs/graph/delete is the charts').
  calls: { list: 'queryGraphsMemberList' },
  readOnly: true,
  deletable: false,
  fields: {
    unitName: text('会员单位', { required: true, max: 60, search: true, column: true, width: 240 }),
    memberKind: choice('机构类型', MEMBER_KINDS, { required: true, search: true, column: true }),
    region: text('注册地', { max: 20, search: true, column: true }),
    registeredCapital: number('注册资本（亿元）', { integer: false, min: 0, max: 100_000, column: true }),
    totalAssets: number('总资产（亿元）', { integer: false, min: 0, max: 1_000_000, column: true }),
    netCapital: number('净资本（亿元）', { integer: false, min: 0, max: 100_000, column: true }),
    joinYear: number('入会年份', { min: 1990, max: 2100, column: true }),
  },
  recordName: 'unitName',
  sort: { field: 'totalAssets', order: 'DESC' },
  demo: () =>
    MEMBERS.map(([unitName, memberKind, region, registeredCapital, totalAssets, netCapital, joinYear]) => ({
      unitName,
      memberKind,
      region,
      registeredCapital,
      totalAssets,
      netCapital,
      joinYear,
    })),
});
