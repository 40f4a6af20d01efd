/** Demo rows of 业务类型 (abilityBusinessType.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

export default () => [
  { name: '经纪业务', description: '证券经纪、客户适当性管理、投资者教育与客户服务', enabled: 1, orderSeq: 1 },
  { name: '投资银行', description: '股票与债券承销保荐、财务顾问、尽职调查与内核', enabled: 1, orderSeq: 2 },
  { name: '资产管理', description: '证券公司资产管理业务、私募资产管理计划的募集与运作', enabled: 1, orderSeq: 3 },
  { name: '合规风控', description: '合规管理、风险控制指标、信息隔离墙与廉洁从业', enabled: 1, orderSeq: 4 },
  { name: '证券投资咨询', description: '投资顾问服务、证券研究报告发布与利益冲突管理', enabled: 1, orderSeq: 5 },
  { name: '反洗钱', description: '客户身份识别、大额和可疑交易报告、客户洗钱风险分类', enabled: 1, orderSeq: 6 },
  { name: '融资融券', description: '信用账户管理、保证金比例、维持担保比例与强制平仓', enabled: 1, orderSeq: 7 },
  { name: '场外衍生品', description: '收益互换、场外期权的交易商管理与投资者准入', enabled: 0, orderSeq: 8 },
];
