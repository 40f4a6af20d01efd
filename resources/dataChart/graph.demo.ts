/** Demo rows of 图表配置 (graph.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

// [title, category (1-based), kind (1-based), unit, description, shown]
const CHARTS: Array<[string, number, number, string, string, number]> = [
  ['会员数量年度变化', 1, 2, '家', '近五年会员单位数量变化趋势', 1],
  ['会员类别分布', 1, 3, '家', '证券公司、基金公司、期货公司等会员类别占比', 1],
  ['会员地区分布', 1, 1, '家', '按注册地统计的会员单位数量', 1],
  ['会员营业收入排名', 2, 1, '亿元', '上一年度营业收入前二十名会员单位', 1],
  ['行业净利润走势', 2, 5, '亿元', '会员单位合计净利润季度走势', 1],
  ['债券承销金额排名', 3, 1, '亿元', '本年度债券承销金额前二十名会员单位', 1],
  ['债券承销品种结构', 3, 4, '亿元', '公司债、企业债、金融债等承销品种占比', 1],
  ['纪律处分年度统计', 4, 1, '件', '按处分措施统计的年度纪律处分数量', 0],
  ['投资者投诉处理情况', 5, 6, '件', '投诉受理、办结与回访满意度', 1],
];

export default () => CHARTS.map(([title, typeId, chartKind, unit, description, status], index) => ({ title, typeId, chartKind, unit, description, status, orderSeq: index + 1 }));
