/** Demo rows of 会员债券承销 (graphsMemBond.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

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

export default () =>
  BONDS.map(([unitName, underwritingAmount, underwritingCount, marketShare], index) => ({
    unitName,
    year: 2026,
    underwritingAmount,
    underwritingCount,
    marketShare,
    rank: index + 1,
  }));
