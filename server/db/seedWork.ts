/**
 * Demo work waiting for the operators, each into a table that is still empty:
 * opinion feedback sent from the app (menu 55; 5 waiting, 9 handled) and
 * institution-name changes brought in by the sync (menu 21; 4 waiting,
 * 4 approved, 2 rejected).
 */
import { count } from 'drizzle-orm';
import type { Db } from './client';
import { ideaFeedback, orgExamines } from './schema';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** [title, content, contact name, phone, member unit, hours ago, handling result (null: waiting), issued]. */
type FeedbackSeed = [string, string, string, string, string | null, number, string | null, boolean];

const FEEDBACK: FeedbackSeed[] = [
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

/** [org code, current name, synced name, hours ago, status (0 waiting, 1 approved, 2 rejected), opinion]. */
type ExamineSeed = [string, string, string, number, 0 | 1 | 2, string | null];

const EXAMINES: ExamineSeed[] = [
  ['ZQ1001', '东方汇通证券股份有限公司', '东方汇通证券有限责任公司', 3, 0, null],
  ['QH2003', '华信中和期货有限公司', '华信中和期货股份有限公司', 26, 0, null],
  ['JJ3005', '国泰安信基金管理有限公司', '国泰安信基金管理股份有限公司', 49, 0, null],
  ['ZX4002', '海通联合投资咨询有限公司', '海通联合证券投资咨询有限公司', 75, 0, null],
  ['ZQ1008', '长江瑞丰证券有限责任公司', '长江瑞丰证券股份有限公司', 140, 1, '已核对营业执照及监管批复，名称变更属实，同意更新。'],
  ['ZC5001', '中融鼎盛资产管理有限公司', '中融鼎盛私募基金管理有限公司', 190, 1, '已取得登记变更证明，同意更新。'],
  ['ZQ1012', '南方金信证券有限责任公司', '南方金信证券股份有限公司', 260, 1, '股份制改造已完成，同意更新。'],
  ['QH2007', '申联恒泰期货经纪有限公司', '申联恒泰期货有限公司', 330, 1, '名称变更已经监管部门核准，同意更新。'],
  ['ZQ1015', '北方融通证券股份有限公司', '北方融通证劵股份有限公司', 400, 2, '同步名称中“证劵”为错别字，与营业执照不符，不予更新。'],
  ['JJ3011', '嘉和永泰基金管理有限公司', '嘉和永泰投资有限公司', 470, 2, '未提供名称变更的核准文件，暂不更新，请会员单位补充材料后重新同步。'],
];

const isEmpty = async (db: Db, table: typeof ideaFeedback | typeof orgExamines) => {
  const [{ rows }] = await db.select({ rows: count() }).from(table);
  return rows === 0;
};

export const seedWork = async (db: Db) => {
  if (await isEmpty(db, ideaFeedback)) {
    await db.insert(ideaFeedback).values(
      FEEDBACK.map(([title, content, contactName, contactPhone, memberUnit, hours, result, issued]) => ({
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
      })),
    );
  }
  if (await isEmpty(db, orgExamines)) {
    await db.insert(orgExamines).values(
      EXAMINES.map(([orgCode, orgName, newOrgName, hours, examineStatus, examineOpinion]) => ({
        orgCode,
        orgName,
        newOrgName,
        syncedAt: hoursAgo(hours),
        examineStatus,
        examineOpinion,
        examinedAt: examineStatus === 0 ? null : hoursAgo(hours - 48),
        examinedBy: examineStatus === 0 ? null : 'admin',
      })),
    );
  }
};
