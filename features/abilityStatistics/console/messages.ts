/**
 * The section's messages, loaded with its pages by its manifest (feature.ts, src/routes/feature.ts), not in
 * the console's first chunk (docs/architecture.md, "Titles and i18n").
 */
import type { FeatureMessages } from '../../../src/routes/feature';
import { ABILITY_COLUMN_LABELS } from '../contract/statistics';
import { ASSESSMENT_FIELD_LABELS, ASSESSMENT_RULE_MESSAGES } from '../contract/assessment';

export const abilityStatisticsMessages = {
  tabs: {
    label: '模块排名',
    questionBank: '题库',
    study: '学习',
    barrier: '闯关',
    assess: '团队考核',
  },
  assessTabs: { label: '参与明细', group: '机构参与明细', stuff: '人员参与明细' },
  filters: {
    startDate: '开始日期',
    endDate: '结束日期',
    businessType: '业务类型',
    userName: '姓名',
    institutionName: '机构名称',
    passed: '是否通过',
    participated: '是否参与',
    search: '查询',
    reset: '重置',
    reversed: '开始日期不能晚于结束日期',
  },
  choices: { yes: '是', no: '否', passed: '通过', failed: '未通过', joined: '已参与', absent: '未参与' },
  columns: ABILITY_COLUMN_LABELS,
  export: '导出',
  exporting: '正在导出…',
  assessment: '考核：%{title}（%{count}题）',
  user: '用户：%{userName}（%{institutionName}）',
  level: '等级：%{name}',
  allLevels: '全部等级',
  showAll: '查看全部人员',
  noAssessment: '请从团队考核排名中选择一项考核',
  noUser: '请从排名中选择一位用户',
  toRanking: '前往%{name}排名',
  passScore: '考核与闯关满分100分，60分及以上为通过。',
  actions: '操作',
  register: '登记团队考核',
  editOf: '编辑%{name}',
  edit: '编辑',
  assessmentForm: {
    fields: ASSESSMENT_FIELD_LABELS,
    codeHelper: 'App 提交答卷时使用的编码，登记后不能修改',
    dateHelper: '北京时间，含当天；不填则不限',
    addQuestion: '添加题目',
    addQuestionHelper: '输入题干中的文字搜索题库中启用的题目',
    noChoices: '没有可添加的题目',
    loading: '加载中…',
    count: '考核题目（已选 %{count} 题）',
    empty: '尚未选择题目',
    moveUp: '上移第%{index}题',
    remove: '移除第%{index}题',
    locked: '已有%{count}人提交该考核，题目不能再修改',
  },
  assessmentRules: ASSESSMENT_RULE_MESSAGES,
} as const;

const messages: FeatureMessages = { abilityStatistics: abilityStatisticsMessages };

export default messages;
