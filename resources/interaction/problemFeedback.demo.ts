/** Demo rows of 问题与反馈 (problemFeedback.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

// [title, category (1-based row of problemType's demo), submitter, unit, question, reply or '']
const ITEMS: Array<[string, number, string, string, string, string]> = [
  ['会员服务系统无法上传年报附件', 7, '王晓燕', '东方汇通证券股份有限公司', '上传超过10MB的PDF附件时提示失败，请问附件大小的上限是多少？', '附件上限为20MB，已修复大文件上传超时的问题，请重新尝试。'],
  [
    '从业人员后续培训学时如何查询',
    6,
    '李建国',
    '华润嘉盛基金管理有限公司',
    '请问在哪里可以查询本机构从业人员本年度已完成的培训学时？',
    '机构管理员可在APP“会员服务-培训管理”中按人员查询学时完成情况。',
  ],
  ['建议增加自律规则全文检索功能', 8, '张敏', '中原恒泰期货有限公司', '自律规则较多，建议APP支持按关键词全文检索。', '感谢建议，全文检索已纳入下一版本计划。'],
  ['会费缴纳后何时可以开具发票', 6, '刘强', '江南联合商业银行股份有限公司', '我单位已于上周完成会费转账，请问发票何时可以开具？', ''],
  ['APP消息推送延迟', 7, '陈静', '北辰证券有限责任公司', '协会通知的推送比网站发布晚了约半天，是否正常？', ''],
  ['关于会员单位名录信息更新', 6, '赵磊', '鼎元基金管理股份有限公司', '我单位已变更办公地址，名录中的地址何时更新？', '已收到贵单位的变更申请，预计3个工作日内完成更新。'],
  ['建议培训课程提供回放', 8, '孙悦', '海峡融信期货股份有限公司', '部分同事无法参加直播培训，建议提供课程回放。', ''],
  ['登录时收不到短信验证码', 7, '周涛', '长江财富证券股份有限公司', '使用单位座机号码无法接收验证码，能否改用手机号？', '请在“我的-账号设置”中将登录手机号改为个人手机号后再尝试。'],
];

export default () =>
  ITEMS.map(([title, type, submitter, unitName, content, reply], index) => ({
    title,
    problemTypeId: type,
    content,
    submitter,
    unitName,
    contactPhone: `1390013${String(5000 + index).padStart(4, '0')}`,
    submitTime: new Date(Date.UTC(2026, 10, 19 - index, 3 + index, 20)).toISOString(),
    replyStatus: reply ? 1 : 0,
    reply: reply || undefined,
    isPublic: reply && index % 2 === 0 ? 1 : 0,
  }));
