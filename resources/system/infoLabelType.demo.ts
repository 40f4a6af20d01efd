/** Demo rows of 数据字典 (infoLabelType.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

// [labelName, labelCode, group (1-based), enabled, remark]
const DEMO_LABELS: Array<[string, string, number, number, string]> = [
  ['热点资讯', 'HotNews', 1, 1, '首页推荐位展示的热点内容'],
  ['协会动态', 'AssocNews', 1, 1, '协会会议、活动及工作动态'],
  ['行业观察', 'IndustryView', 1, 1, '行业研究与市场观察类文章'],
  ['监管政策', 'RegPolicy', 2, 1, '监管部门发布的政策文件'],
  ['自律规则', 'SelfRule', 2, 1, '协会制定的自律规则与指引'],
  ['政策解读', 'PolicyReading', 2, 1, '政策文件的解读与问答'],
  ['会员专享', 'MemberOnly', 3, 1, '仅向会员单位开放的内容'],
  ['新入会员', 'NewMember', 3, 0, '新入会单位介绍（暂停使用）'],
  ['会费通知', 'FeeNotice', 3, 1, '会费缴纳标准与缴费通知'],
  ['投资者教育', 'InvestorEdu', 4, 1, '面向投资者的知识普及内容'],
  ['合规培训', 'ComplianceTrain', 4, 1, '从业人员合规培训相关资讯'],
  ['反洗钱', 'AntiMoneyLaundering', 4, 1, '反洗钱工作要求与案例'],
];

export default () =>
  DEMO_LABELS.map(([labelName, labelCode, labelGroup, status, remark], index) => ({
    labelName,
    labelCode,
    labelGroup,
    orderSeq: index + 1,
    status,
    remark,
  }));
