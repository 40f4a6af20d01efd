/**
 * Demo opinion feedback of a first start: 14 feedbacks sent by the demo app users through the app
 * call's path (resolveSubmitter, submitFeedback), 9 of them handled and 7 of those issued through the
 * steps' own functions by the administrator, at times counted back from the seeding; two reply templates.
 * Claimed once per
 * database by a sys_app_setting row, so two processes starting together do not both seed. Also gives
 * older rows (stored before reference numbers) their numbers.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { appSettings, appUsers, users } from '../../../server/db/schema';
import { feedbackTable } from './records';
import { dealWithFeedback, issueFeedback } from './steps';
import { numberOlderFeedback, resolveSubmitter, submitFeedback } from './submit';
import { addTemplate } from './templates';

export const DEMO_FEEDBACK_KEY = 'ideaFeedbackDemo';

// [title, content, contact name, phone, hours ago, handling result (null: waiting), issued]
const FEEDBACK: Array<[string, string, string, string, number, string | null, boolean]> = [
  ['培训课程视频无法全屏播放', '在“培训专区”观看合规培训视频时，点击全屏按钮没有反应，安卓手机上必现。', '王建国', '13812345601', 5, null, false],
  ['希望增加会员费缴纳记录查询', '目前只能看到会费标准，建议在会员服务中增加本单位历年会费缴纳记录的查询。', '李晓梅', '13912345602', 20, null, false],
  ['消息推送过于频繁', '每天收到多条资讯推送，希望能按栏目设置是否接收推送。', '刘洋', '13712345603', 30, null, false],
  ['自律规则检索结果不准确', '搜索“适当性管理”时，排在前面的是无关的旧规则，希望按发布时间和相关度排序。', '陈静', '13612345604', 52, null, false],
  ['问卷提交后无提示', '填写协会发布的行业调查问卷后点击提交，页面没有任何成功提示，不确定是否提交成功。', '杨帆', '13512345605', 70, null, false],
  [
    '登录时验证码收不到',
    '更换手机后登录，短信验证码迟迟收不到，重试多次才成功。本人身份证号110101199003074518，新手机号13812345606，请协助核实。',
    '赵磊',
    '13812345606',
    120,
    '经排查为短信通道临时拥堵，已切换备用通道，验证码到达时间恢复正常。',
    true,
  ],
  ['建议增加从业人员继续教育学时查询', '希望在APP中可以查询本人年度继续教育学时完成情况。', '黄丽娟', '13912345607', 150, '已纳入下一版本需求，预计下季度上线学时查询功能。', true],
  ['新闻详情页字体偏小', '老年用户反映新闻详情页字体偏小，阅读困难，建议支持调整字号。', '周涛', '13712345608', 200, '新版本已支持在“我的-设置”中调整字号。', true],
  ['会员单位名录信息有误', '会员单位名录中本公司的联系电话仍为旧号码，请协助更新。', '吴敏', '13612345609', 260, '已联系会员部核实并更新联系电话。', true],
  ['培训报名后无法取消', '报名了线下培训，因时间冲突想取消，但找不到取消入口。', '徐志强', '13512345610', 330, '线下培训可在开课前3天于“我的报名”中取消，已补充操作指引。', false],
  ['资格查询结果加载慢', '在资格查询中输入证书编号后需要等待十几秒才有结果。', '孙雪', '13812345611', 400, '已优化查询接口，平均响应时间降至1秒以内。', true],
  ['希望开通夜间模式', '晚上使用时屏幕太亮，建议增加深色模式。', '马超', '13912345612', 480, '感谢建议，深色模式已列入产品规划。', false],
  ['协会之窗文章无法分享', '点击分享到微信后提示“分享失败”。', '朱婷', '13712345613', 560, '已修复分享配置问题，请升级到最新版本后重试。', true],
  ['投教专区内容更新及时，点赞', '投资者教育内容很实用，希望多增加案例解读。', '胡斌', '13612345614', 640, '感谢您的肯定，我们将持续丰富案例解读栏目。', true],
];

const HOUR = 3_600_000;

const TEMPLATES = [
  // A finished reply to the submitter: the handling notes are the operators' own, not pasted in whole.
  { name: '通用答复', content: '{提交人}您好，感谢您的反馈（编号{反馈编号}）。您反映的问题我们已核实并处理，如仍有疑问，欢迎继续通过APP反馈。' },
  { name: '需求已采纳', content: '{提交人}您好，您于反馈中提出的建议（编号{反馈编号}）已被采纳，我们将在后续版本中安排上线，感谢您的支持。（{日期}）' },
];

/** The reply issued to the submitter: the handling result, addressed to them. */
const replyOf = (name: string, result: string) => `${name}您好，感谢您的反馈。${result}`;

export const seedDemoFeedback = async (db: Db, apiBase: string): Promise<{ feedback: number; templates: number } | null> => {
  await numberOlderFeedback(db);
  const { table } = feedbackTable();
  const [{ rows }] = await db.select({ rows: count() }).from(table);
  if (rows > 0) return null;
  const claimed = await db.insert(appSettings).values({ key: DEMO_FEEDBACK_KEY, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!claimed.length) return null;
  const senders = await db.select({ id: appUsers.id, mobile: appUsers.mobile }).from(appUsers).where(eq(appUsers.loginEnabled, 1)).orderBy(asc(appUsers.id)).limit(20);
  if (!senders.length) return null;
  const [admin] = await db.select({ id: users.id, cnName: users.cnName }).from(users).where(eq(users.loginName, 'admin'));
  const actor = { id: admin?.id ?? null, name: admin?.cnName ?? '系统管理员' };
  const started = Date.now();
  // Oldest first, so the ids and reference numbers follow the submission times.
  const ordered = [...FEEDBACK].sort((a, b) => b[4] - a[4]);
  for (const [index, [title, content, contactName, contactPhone, hours, result, issued]] of ordered.entries()) {
    const sender = senders[index % senders.length];
    const submittedAt = new Date(started - hours * HOUR);
    await db.transaction(async (tx) => {
      const writer = tx as unknown as Db;
      const who = await resolveSubmitter(writer, sender.id, sender.mobile);
      const { id } = await submitFeedback(writer, who, { title, content, contactName, contactPhone }, apiBase, submittedAt);
      if (!result) return;
      const dealt = await dealWithFeedback(writer, { id, version: 0, result }, actor, new Date(submittedAt.getTime() + 24 * HOUR));
      if (issued) await issueFeedback(writer, { id, version: Number(dealt.version), result: replyOf(contactName, result) }, actor, new Date(submittedAt.getTime() + 26 * HOUR));
    });
  }
  for (const template of TEMPLATES) await addTemplate(db, template, actor.name);
  return { feedback: FEEDBACK.length, templates: TEMPLATES.length };
};
