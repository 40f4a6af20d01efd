import { choice, defineResource, number, text } from '../framework';

export const BOND_YEARS = [2026, 2025, 2024].map((year) => ({ value: year, label: `${year}年` }));

/**
 * The members' bond underwriting figures of the data charts (the 会员债券承销
 * tab of memberFeesManage, menu 64; graphs/graph/queryGraphsMemBondList), read-only
 * here: they come from the market data the charts draw on.
 */
export default defineResource({
  name: 'graphsMemBond',
  title: '会员债券承销',
  menuId: 64,
  routes: { list: '/dataChart/memberFeesManage' },
  tab: { key: 'bond', label: '会员债券承销' },
  api: 'graphs/graph',
  // Only the list is the contract's: no delete (graphs/graph/delete is the charts').
  calls: { list: 'queryGraphsMemBondList' },
  readOnly: true,
  deletable: false,
  fields: {
    unitName: text('会员单位', { required: true, max: 60, search: true, column: true, width: 240 }),
    year: choice('年度', BOND_YEARS, { required: true, search: true, column: true }),
    underwritingAmount: number('债券承销金额（亿元）', { integer: false, decimals: 2, min: 0, max: 1_000_000, column: true }),
    underwritingCount: number('承销只数', { min: 0, max: 100_000, column: true }),
    marketShare: number('市场份额（%）', { integer: false, decimals: 2, min: 0, max: 100, column: true }),
    rank: number('排名', { min: 1, max: 10_000, column: true }),
  },
  recordName: 'unitName',
  sort: { field: 'rank', order: 'ASC' },
  demo: () => import('./graphsMemBond.demo').then((module) => module.default()),
});
