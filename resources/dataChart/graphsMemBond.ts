import { choice, defineResource, number, text } from '../framework';

export const BOND_YEARS = [2026, 2025, 2024].map((year) => ({ value: year, label: `${year}年` }));

// [unit, amount (亿元), issues, market share (%)] of 2026 so far, by amount; the rank follows the order.
const BONDS: Array<[string, number, number, number]> = [
  ['东方汇通证券股份有限公司', 4286.5, 812, 11.62],
  ['北辰证券有限责任公司', 3517.2, 655, 9.54],
  ['长江财富证券股份有限公司', 2894.8, 547, 7.85],
  ['华泰信达证券股份有限公司', 2410.3, 498, 6.54],
  ['国联中信证券有限责任公司', 1985.6, 402, 5.38],
  ['申银华创证券股份有限公司', 1622.9, 356, 4.4],
  ['光大兴业证券股份有限公司', 1384.1, 297, 3.75],
  ['招商致远证券股份有限公司', 1156.7, 263, 3.14],
  ['平安瑞丰证券有限责任公司', 948.2, 214, 2.57],
  ['天风海通证券股份有限公司', 731.5, 176, 1.98],
  ['西南金桥证券股份有限公司', 512.4, 128, 1.39],
  ['东吴锦程证券有限责任公司', 367.9, 94, 1.0],
];

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
    underwritingAmount: number('债券承销金额（亿元）', { integer: false, min: 0, max: 1_000_000, column: true }),
    underwritingCount: number('承销只数', { min: 0, max: 100_000, column: true }),
    marketShare: number('市场份额（%）', { integer: false, min: 0, max: 100, column: true }),
    rank: number('排名', { min: 1, max: 10_000, column: true }),
  },
  recordName: 'unitName',
  sort: { field: 'rank', order: 'ASC' },
  demo: () =>
    BONDS.map(([unitName, underwritingAmount, underwritingCount, marketShare], index) => ({
      unitName,
      year: 2026,
      underwritingAmount,
      underwritingCount,
      marketShare,
      rank: index + 1,
    })),
});
