/** Demo rows of 新手指引 (beginner.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

// [title, category (1-based row of beginnerType's demo), summary]
const GUIDES: Array<[string, number, string]> = [
  ['申请成为协会会员需要满足哪些条件', 1, '依法设立并经营证券期货基金相关业务、认可协会章程、近三年无重大违法违规记录的机构可以申请入会。'],
  ['入会申请材料清单', 1, '入会申请书、营业执照、经营许可证、近一年审计报告、合规负责人情况说明等材料。'],
  ['入会审批流程与办理时限', 1, '材料齐全后秘书处在20个工作日内完成初审，提交会长办公会审议。'],
  ['如何注册并登录协会APP', 2, '使用手机号注册，通过短信验证码完成身份验证，首次登录需完善机构信息。'],
  ['APP首页栏目导览', 2, '首页包括资讯、会员服务、业务查询、互动交流四个板块。'],
  ['如何订阅与接收协会通知', 2, '在“我的-消息设置”中订阅关注的栏目，重要通知将通过推送消息送达。'],
  ['会员信息变更线上办理指引', 3, '会员单位名称、法定代表人、联系人等信息变更可在会员服务中在线提交。'],
  ['年度会费缴纳办理指引', 3, '会费按会籍类别标准缴纳，可通过对公转账完成，缴费后在线上传凭证。'],
  ['从业人员执业注册流程', 4, '机构为从业人员提交执业注册申请，协会审核通过后予以公示。'],
  ['从业人员后续职业培训要求', 4, '从业人员每年应完成不少于15学时的后续职业培训，其中合规类课程不少于5学时。'],
  ['投资者如何识别非法证券活动', 5, '通过协会网站查询机构和从业人员资质，警惕承诺保本高收益的宣传。'],
  ['认识投资者适当性管理', 5, '金融机构应了解客户、了解产品，将合适的产品销售给合适的投资者。'],
];

export default () =>
  GUIDES.map(([title, type, summary], index) => ({
    title,
    beginnerTypeId: type,
    summary,
    content: `<p>${summary}</p><p>如需进一步帮助，请拨打会员服务热线或在APP“互动交流”中留言。</p>`,
    videoUrl: index % 4 === 0 ? `https://video.example.org.cn/guide/${101 + index}.mp4` : undefined,
    releaseTime: new Date(Date.UTC(2026, 8, 1 + index * 3, 2, 0)).toISOString(),
    status: index === 11 ? 0 : 1,
    orderSeq: index + 1,
  }));
