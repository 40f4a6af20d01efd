/**
 * Chinese titles of the route table's own pages: `page.<name>` resolves to
 * `pageTitles[name]`. Menu entries use `menu.<menuId>` (resources/menus.ts).
 *
 * Create/edit pages read '新增-XXX'; with an `id` query the title bar shows
 * '编辑-XXX'. '模块名称' (replaced by the `iconName` query) and 'ICON'
 * (becomes '公共ICON' for common modules) are placeholders of the title bar.
 */
export const pageTitles: Record<string, string> = {
  // Portal
  carouselEdit: '新增-轮播图',
  openScreenEdit: '新增-开屏图片',
  iconEdit: '新增-图标',
  iconEditCommon: '新增-公共图标',
  scrollBarEdit: '新增-滚动栏',
  configuration: '滚动栏图片配置',
  skinEdit: '新增-主题皮肤',

  // Information
  newsEdit: '新增-新闻',
  newsClassification: '新闻分类',
  newsClassificationEdit: '新增-新闻分类',
  associationEdit: '新增-协会之窗',
  newAssociation: '协会之窗分类',
  newAssociationEdit: '新增-协会之窗分类',
  policyEdit: '新增-市场资讯',
  newPolicy: '市场资讯分类',
  newPolicyEdit: '新增-市场资讯分类',

  // Member service
  beginnerEdit: '新增-新手指引',
  beginnerClassification: '新手指引分类',
  beginnerClassificationEdit: '新增-新手指引分类',
  memberUnitEdit: '新增-会员单位',
  memberFeesEdit: '新增-会员服务公告',
  NewMemberFeesClass: '会员服务公告分类',
  memberFeesClassEdit: '新增-会员服务公告分类',
  membershipEdit: '新增-会籍服务',
  NewMemberShipClass: '会籍服务分类',
  membershipClassEdit: '新增-会籍服务分类',

  // Business
  ruleEdit: '新增-自律规则',
  ruleClassification: '自律规则分类',
  ruleClassificationEdit: '新增-自律规则分类',
  introduceEdit: '新增-产品介绍',
  introduceClassification: '产品介绍分类',
  introduceClassificationEdit: '新增-产品介绍分类',
  introduceClassificationEditChild: '新增-产品介绍二级分类',
  introduceClassChild: '产品介绍二级分类',
  introduceIcon: '编辑产品图谱',
  ruleInfoEdit: '新增-纪律处分',
  ruleInfoClassification: '纪律处分分类',
  ruleInfoClassEdit: '新增-纪律处分分类',
  statisticsEdit: '新增-数据统计',
  statisticsClassification: '数据统计分类',
  statisticsClassificationEdit: '新增-数据统计分类',
  qualificationHistoryt: '资格查询导入记录',
  qualificationHistory: '资格查询历史记录',
  CRMdisclosureEdit: '新增-CRM信息披露',
  CRMdisclosureClassification: 'CRM信息披露分类',
  CRMdisclosureClassificationEdit: '新增-CRM信息披露分类',

  // Interaction
  questionEdit: '新增-常见问题',
  questionClassification: '问题分类',
  questionClassificationEdit: '新增-问题分类',
  questionAndFeedbackEdit: '新增-问题与反馈',
  opinionDetail: '意见反馈详情',
  opinionTemplate: '反馈模板',
  feedbackDetail: '意见反馈详情',

  // Questionnaire
  issueSampling: '问卷抽样',
  issueSamplingInfomation: '属性抽样',
  issueSamplingAccurate: '精准抽样',
  issueSamplingScreen: '随机抽样',
  issueDetail: '抽样详情',

  // Ability
  businessTypeEdit: '新增-业务类型',
  questionBankEdit: '新增-能力题目',
  levelEdit: '新增-能力等级',
  levelCommonEdit: '等级通用设置',
  statisticsAssessModule: '团队考核模块排名',
  statisticsStudyModule: '学习模块排名',
  statisticsBarrierModule: '闯关模块排名',
  statisticsQuestionBankModule: '题库模块排名',
  assess: '团队考核参与明细统计',
  assessGroup: '团队考核机构参与明细',
  assessStuff: '团队考核人员参与明细',
  assessDetail: '团队考核明细',
  assessEdit: '新增-团队考核',
  studyDetail: '用户学习记录',
  barrierDetail: '闯关明细',

  // Statistics
  overviewKPIModule: '总览KPI模块统计',
  overviewKPIDetail: '总览KPI明细',
  infoLog: '信息披露查询日志',

  // Examine
  mechanismRecordEdit: '机构名称同步',
  smsConfig: '短信通知配置',
  mechanismAuditEdit: '机构名称审核',

  // System
  welcome: '控制台',
  userManageEdit: '新增-系统用户',
  roleManagetEdit: '新增-角色',
  usersManageEdit: '新增-用户',
  usersManageAuthorize: 'APP访问授权',
  versionsEdit: '新增-版本',
  statisticManageEdit: '新增-数据字典',
  roleManageEdit: '新增-角色',

  // Common icon
  commonIconManage: '公共图标管理',
  commonIconList: '模块名称-图标列表',
  commonIconEdit: '新增-ICON',
  moduleClassification: '模块分类',
  moduleClassificationEdit: '新增-模块分类',

  // Data chart
  chartEdit: '新增-图表',
  chartClassification: '图表分类',
  chartClassificationEdit: '新增-图表分类',

  // Invest
  enterpriseVoiceEdit: '新增-企业之声',
};
