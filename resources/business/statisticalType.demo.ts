/** Demo rows of 数据统计分类 (statisticalType.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

export default () => [
  { name: '行业经营数据', orderSeq: 1, status: 1, remark: '证券公司月度、年度经营情况' },
  { name: '会员统计', orderSeq: 2, status: 1, remark: '会员数量、类型与地区分布' },
  { name: '从业人员统计', orderSeq: 3, status: 1, remark: '执业登记人数、岗位与学历结构' },
  { name: '债券承销统计', orderSeq: 4, status: 1, remark: '公司债券、企业债券承销金额与家数排名' },
  { name: '资产管理统计', orderSeq: 5, status: 1, remark: '证券公司及子公司私募资管产品规模' },
];
