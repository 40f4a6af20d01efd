import { choice, date, defineResource, file, orderSeq, ref, richText, text } from '../framework';
import { DOCUMENT_HELP, DOCUMENT_TYPES } from './documents';

/**
 * Punishment measures of the association's disciplinary rules, the dictionary
 * of GET business/disciplineInfo/getDictionary (the console loads the
 * options from it).
 */
export const PUNISHMENT_MEASURES = ['谈话提醒', '警示', '责令改正', '要求参加强制培训', '行业内通报批评', '公开谴责', '暂停执业', '暂停会员部分权利', '取消会员资格'].map((label, index) => ({
  value: index + 1,
  label,
}));

/** Disciplinary actions (ruleInfo): decisions published against members and their staff; exportable to Excel. */
export default defineResource({
  name: 'disciplineInfo',
  title: '纪律处分',
  menuId: 26,
  routes: { list: '/business/ruleInfo', edit: '/business/ruleInfoEdit' },
  api: 'business/disciplineInfo',
  maxOrder: { method: 'GET', call: 'getOrder' },
  export: { call: 'export', method: 'GET', fileName: '纪律处分信息', askFileName: true },
  fields: {
    title: text('标题', { required: true, max: 100, search: true, column: true, width: 320 }),
    typeId: ref('disciplineInfoType', '处分分类', { required: true, search: true, column: true }),
    party: text('当事人', { required: true, max: 60, search: true, column: true, width: 220 }),
    measure: choice('处分措施', PUNISHMENT_MEASURES, {
      required: true,
      search: true,
      column: true,
      optionsCall: { method: 'GET', call: 'getDictionary' },
    }),
    docNo: text('决定书文号', { max: 50, column: true, width: 170 }),
    decisionDate: date('处分日期', { required: true, column: true }),
    content: richText('处分内容'),
    decisionFile: file('决定书', { accept: DOCUMENT_TYPES, helperText: DOCUMENT_HELP }),
    orderSeq: orderSeq('排序', { required: true, column: true }),
  },
  links: [{ label: '分类管理', to: '/business/ruleInfoClassification' }],
  sort: { field: 'decisionDate', order: 'DESC' },
  demo: () => import('./disciplineInfo.demo').then((module) => module.default()),
});
