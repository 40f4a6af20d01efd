import { choice, defineResource, number, text } from '../framework';

export const MEMBER_KINDS = ['证券公司', '基金管理公司', '期货公司', '证券投资咨询机构', '资产管理机构'].map((label, index) => ({ value: index + 1, label }));

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
    registeredCapital: number('注册资本（亿元）', { integer: false, decimals: 2, min: 0, max: 100_000, column: true }),
    totalAssets: number('总资产（亿元）', { integer: false, decimals: 2, min: 0, max: 1_000_000, column: true }),
    netCapital: number('净资本（亿元）', { integer: false, decimals: 2, min: 0, max: 100_000, column: true }),
    joinYear: number('入会年份', { min: 1990, max: 2100, column: true }),
  },
  recordName: 'unitName',
  sort: { field: 'totalAssets', order: 'DESC' },
  demo: () => import('./graphsMember.demo').then((module) => module.default()),
});
