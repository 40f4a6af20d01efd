/** Demo rows of 市场资讯分类 (policyType.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

export default () => [
  { name: '市场动态', orderSeq: 1, status: 1, remark: '股票、债券、期货等市场运行情况' },
  { name: '政策解读', orderSeq: 2, status: 1, remark: '资本市场相关政策文件的解读' },
  { name: '创新业务', orderSeq: 3, status: 1, remark: '行业创新业务试点与实践' },
  { name: '金融科技', orderSeq: 4, status: 1, remark: '金融科技在证券行业的应用' },
  { name: '国际市场', orderSeq: 5, status: 1, remark: '境外资本市场动态与跨境业务' },
  { name: '研究报告', orderSeq: 6, status: 0, remark: '行业研究报告摘编（暂停使用）' },
];
