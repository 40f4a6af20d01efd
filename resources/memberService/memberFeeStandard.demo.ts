/** Demo rows of 会籍服务分类 (memberFeeStandard.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

// [levelName, annual fee (yuan), entrance fee (yuan), services]
const LEVELS: Array<[string, number, number, string]> = [
  ['会长单位', 500_000, 0, '参与协会重大事项决策；优先承办协会专业委员会工作；享有全部会员服务。'],
  ['副会长单位', 300_000, 0, '参与协会重大事项决策；享有全部会员服务。'],
  ['理事单位', 150_000, 0, '出席理事会并行使表决权；优先参加协会培训与调研活动。'],
  ['普通会员单位', 50_000, 10_000, '参加会员代表大会；享有培训、信息与咨询等会员服务。'],
  ['特别会员单位', 30_000, 5_000, '律师事务所、会计师事务所等服务机构；享有培训与信息服务。'],
  ['观察员单位', 10_000, 0, '列席协会相关会议；获取协会公开信息与培训服务。'],
];

export default () =>
  LEVELS.map(([levelName, annualFee, entranceFee, services], index) => ({
    levelName,
    annualFee,
    entranceFee,
    services,
    feeBasis: '《协会会费管理办法》（2025年第三届会员代表大会第二次会议审议通过）',
    effectiveDate: '2026-01-01',
    orderSeq: index + 1,
    status: 1,
  }));
