/** Demo rows of 自律规则分类 (selfRuleType.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

export default () => [
  { name: '综合管理', orderSeq: 1, status: 1, remark: '协会章程、会员管理、自律检查等综合性规则' },
  { name: '证券经营机构', orderSeq: 2, status: 1, remark: '证券公司合规管理、风险控制、业务规范' },
  { name: '从业人员管理', orderSeq: 3, status: 1, remark: '从业人员执业登记、执业行为与后续培训' },
  { name: '投资者保护', orderSeq: 4, status: 1, remark: '投资者适当性、投诉处理与纠纷调解' },
  { name: '债券业务', orderSeq: 5, status: 1, remark: '公司债券承销、受托管理与信息披露' },
  { name: '私募投资基金', orderSeq: 6, status: 1, remark: '私募基金登记备案、募集与信息报送' },
  { name: '金融科技', orderSeq: 7, status: 0, remark: '信息技术管理与网络安全（整理中，暂停使用）' },
];
