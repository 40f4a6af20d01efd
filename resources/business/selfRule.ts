import { choice, date, datetime, defineResource, file, orderSeq, ref, richText, text, textarea } from '../framework';
import { DOCUMENT_HELP, DOCUMENT_TYPES } from './documents';

/** Whether a rule is in force. */
export const RULE_VALIDITY = [
  { value: 1, label: '现行有效' },
  { value: 2, label: '已修订' },
  { value: 3, label: '已废止' },
];

// [title, category (1-based), number, validity, effective date, release time (Beijing), summary]
const RULES: Array<[string, number, string, number, string, string, string]> = [
  ['协会会员管理办法', 1, '协发〔2026〕3号', 1, '2026-03-01', '2026-01-20 10:00', '规定会员的入会条件、权利义务、会籍管理及退会程序。'],
  ['自律检查实施细则', 1, '协发〔2025〕21号', 1, '2025-10-01', '2025-09-05 15:00', '明确现场检查与非现场检查的程序、检查结果运用及整改跟踪要求。'],
  ['自律管理措施和纪律处分实施办法', 1, '协发〔2025〕8号', 1, '2025-05-01', '2025-04-10 09:30', '规定自律管理措施与纪律处分的种类、适用情形、决定程序及复核。'],
  ['证券公司合规管理实施指引', 2, '协发〔2026〕11号', 1, '2026-07-01', '2026-05-28 16:00', '细化合规负责人履职保障、合规审查与合规考核要求。'],
  ['证券公司全面风险管理规范', 2, '协发〔2024〕16号', 2, '2024-09-01', '2024-07-19 10:00', '要求证券公司建立覆盖各类风险的全面风险管理体系（已于2026年修订）。'],
  ['证券从业人员执业行为准则', 3, '协发〔2026〕7号', 1, '2026-04-15', '2026-03-18 14:30', '规范从业人员诚实守信、勤勉尽责、廉洁从业等执业行为。'],
  ['证券从业人员后续职业培训管理办法', 3, '协发〔2023〕30号', 1, '2024-01-01', '2023-12-12 11:00', '规定从业人员每年参加后续职业培训的学时、内容与考核要求。'],
  ['证券经营机构投资者适当性管理实施指引', 4, '协发〔2025〕15号', 1, '2025-08-01', '2025-06-30 09:00', '明确投资者分类、产品风险等级划分与适当性匹配的具体要求。'],
  ['证券纠纷调解工作管理办法', 4, '协发〔2022〕19号', 3, '2022-08-01', '2022-06-21 15:30', '规范协会调解组织的受理、调解程序与调解员管理（已废止）。'],
  ['公司债券承销业务规范', 5, '协发〔2025〕27号', 1, '2026-01-01', '2025-11-26 10:30', '规范承销机构的尽职调查、簿记建档、配售与信息披露行为。'],
  ['公司债券受托管理人执业行为准则', 5, '协发〔2024〕9号', 1, '2024-06-01', '2024-04-28 16:30', '明确受托管理人持续关注、信息披露与持有人会议召集职责。'],
  ['私募投资基金登记备案办法', 6, '协发〔2026〕1号', 1, '2026-02-01', '2026-01-05 09:00', '规定私募基金管理人登记与私募基金备案的条件、材料和办理流程。'],
  ['私募投资基金信息披露管理办法', 6, '协发〔2025〕4号', 1, '2025-04-01', '2025-02-24 14:00', '规范私募基金募集期间与运作期间的信息披露内容与频率。'],
];

/** Self-regulatory rules (ruleManage): the association's rules, each with its document for download. */
export default defineResource({
  name: 'selfRule',
  title: '自律规则',
  menuId: 10,
  routes: { list: '/business/ruleManage', edit: '/business/ruleEdit' },
  api: 'business/selfRule',
  fields: {
    title: text('规则名称', { required: true, max: 100, search: true, column: true, width: 300 }),
    typeId: ref('selfRuleType', '规则分类', { required: true, search: true, column: true }),
    ruleNo: text('文号', { max: 50, column: true, width: 160 }),
    validity: choice('效力状态', RULE_VALIDITY, { required: true, search: true, column: true }),
    effectiveDate: date('施行日期', { column: true }),
    releaseTime: datetime('发布时间', { required: true, column: true }),
    ruleFile: file('规则文件', { accept: DOCUMENT_TYPES, column: true, width: 220, helperText: DOCUMENT_HELP }),
    summary: textarea('内容摘要', { max: 500 }),
    content: richText('规则正文'),
    orderSeq: orderSeq('排序', { defaultValue: 0 }),
  },
  links: [{ label: '分类管理', to: '/business/ruleClassification' }],
  sort: { field: 'releaseTime', order: 'DESC' },
  demo: () =>
    RULES.map(([title, typeId, ruleNo, validity, effectiveDate, releaseTime, summary], index) => ({
      title,
      typeId,
      ruleNo,
      validity,
      effectiveDate,
      releaseTime,
      summary,
      content: `<p><strong>${title}</strong></p><p>第一条 为${summary.replace(/。$/, '')}，根据有关法律法规和协会章程，制定本办法。</p><p>第二条 协会会员及其从业人员应当遵守本办法。</p><p>第三条 本办法由协会负责解释，自${effectiveDate.slice(0, 4)}年${Number(effectiveDate.slice(5, 7))}月${Number(effectiveDate.slice(8, 10))}日起施行。</p>`,
      orderSeq: index + 1,
    })),
});
