/**
 * Demo rows of 意见反馈 (ideaFeedback.ts), seeded by the server on first start
 * (5 waiting to be handled, 9 handled, the times counted back from the seeding);
 * imported on demand, so the console never loads them.
 */

// [title, content, contact name, phone, member unit, hours ago, handling result (null: waiting), issued]
const FEEDBACK: Array<[string, string, string, string, string | null, number, string | null, boolean]> = [
  ['培训课程视频无法全屏播放', '在“培训专区”观看合规培训视频时，点击全屏按钮没有反应，安卓手机上必现。', '王建国', '13812345601', '东方汇通证券股份有限公司', 5, null, false],
  ['希望增加会员费缴纳记录查询', '目前只能看到会费标准，建议在会员服务中增加本单位历年会费缴纳记录的查询。', '李晓梅', '13912345602', '华信中和期货有限公司', 20, null, false],
  ['消息推送过于频繁', '每天收到多条资讯推送，希望能按栏目设置是否接收推送。', '刘洋', '13712345603', null, 30, null, false],
  ['自律规则检索结果不准确', '搜索“适当性管理”时，排在前面的是无关的旧规则，希望按发布时间和相关度排序。', '陈静', '13612345604', '国泰安信基金管理有限公司', 52, null, false],
  ['问卷提交后无提示', '填写协会发布的行业调查问卷后点击提交，页面没有任何成功提示，不确定是否提交成功。', '杨帆', '13512345605', null, 70, null, false],
  ['登录时验证码收不到', '更换手机后登录，短信验证码迟迟收不到，重试多次才成功。', '赵磊', '13812345606', '长江瑞丰证券有限责任公司', 120, '经排查为短信通道临时拥堵，已切换备用通道，验证码到达时间恢复正常。', true],
  ['建议增加从业人员继续教育学时查询', '希望在APP中可以查询本人年度继续教育学时完成情况。', '黄丽娟', '13912345607', '中融鼎盛资产管理有限公司', 150, '已纳入下一版本需求，预计下季度上线学时查询功能。', true],
  ['新闻详情页字体偏小', '老年用户反映新闻详情页字体偏小，阅读困难，建议支持调整字号。', '周涛', '13712345608', null, 200, '新版本已支持在“我的-设置”中调整字号。', true],
  ['会员单位名录信息有误', '会员单位名录中本公司的联系电话仍为旧号码，请协助更新。', '吴敏', '13612345609', '海通联合投资咨询有限公司', 260, '已联系会员部核实并更新联系电话。', true],
  ['培训报名后无法取消', '报名了线下培训，因时间冲突想取消，但找不到取消入口。', '徐志强', '13512345610', '东方汇通证券股份有限公司', 330, '线下培训可在开课前3天于“我的报名”中取消，已补充操作指引。', false],
  ['资格查询结果加载慢', '在资格查询中输入证书编号后需要等待十几秒才有结果。', '孙雪', '13812345611', null, 400, '已优化查询接口，平均响应时间降至1秒以内。', true],
  ['希望开通夜间模式', '晚上使用时屏幕太亮，建议增加深色模式。', '马超', '13912345612', null, 480, '感谢建议，深色模式已列入产品规划。', false],
  ['协会之窗文章无法分享', '点击分享到微信后提示“分享失败”。', '朱婷', '13712345613', '华信中和期货有限公司', 560, '已修复分享配置问题，请升级到最新版本后重试。', true],
  ['投教专区内容更新及时，点赞', '投资者教育内容很实用，希望多增加案例解读。', '胡斌', '13612345614', '国泰安信基金管理有限公司', 640, '感谢您的肯定，我们将持续丰富案例解读栏目。', true],
];

export default () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  return FEEDBACK.map(([title, content, contactName, contactPhone, memberUnit, hours, result, issued]) => ({
    title,
    content,
    contactName,
    contactPhone,
    memberUnit,
    submittedAt: hoursAgo(hours),
    dealWithStatus: result ? 1 : 0,
    dealWithResult: result,
    dealtAt: result ? hoursAgo(hours - 24) : null,
    issuedStatus: issued ? 1 : 0,
    issuedResult: issued ? result : null,
  }));
};
