import { choice, date, datetime, defineResource, file, orderSeq, ref, richText, text, textarea } from '../framework';
import { DOCUMENT_HELP, DOCUMENT_TYPES } from './documents';

/** Whether a rule is in force. */
export const RULE_VALIDITY = [
  { value: 1, label: '现行有效' },
  { value: 2, label: '已修订' },
  { value: 3, label: '已废止' },
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
  demo: () => import('./selfRule.demo').then((module) => module.default()),
});
