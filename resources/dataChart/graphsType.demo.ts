/** Demo rows of 图表分类 (graphsType.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

// [name, remark]
const CATEGORIES: Array<[string, string]> = [
  ['会员概况', '会员数量、类别与地区分布'],
  ['经营数据', '会员单位营业收入、净利润与资产规模'],
  ['债券承销', '会员单位债券承销金额与只数'],
  ['自律管理', '自律检查、纪律处分等统计'],
  ['投资者服务', '投资者教育与投诉处理统计'],
];

export default () => CATEGORIES.map(([name, remark], index) => ({ name, remark, orderSeq: index + 1 }));
