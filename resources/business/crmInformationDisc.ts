import { datetime, defineResource, file, orderSeq, ref, richText, text, textarea } from '../framework';
import { DOCUMENT_HELP, DOCUMENT_TYPES } from './documents';

/**
 * CRM information disclosure (CRMdisclosure): disclosures about credit risk
 * mitigation (信用保护) tools, on business/crmInformationDisc with the
 * queryCrmInformationDisc… call names.
 */
export default defineResource({
  name: 'crmInformationDisc',
  title: 'CRM信息披露',
  menuId: 46,
  routes: { list: '/business/CRMdisclosure', edit: '/business/CRMdisclosureEdit' },
  api: 'business/crmInformationDisc',
  calls: {
    // The spec names the list, detail, add, update and delete variants without spelling them: these are ours.
    list: 'queryCrmInformationDiscList',
    detail: 'queryCrmInformationDiscDetail',
    create: 'addCrmInformationDisc',
    update: 'updateCrmInformationDisc',
    delete: 'deleteCrmInformationDisc',
  },
  fields: {
    title: text('标题', { required: true, max: 100, search: true, column: true, width: 340 }),
    typeId: ref('crmInformationDiscType', '披露分类', { required: true, search: true, column: true }),
    institution: text('披露机构', { required: true, max: 60, search: true, column: true, width: 220 }),
    referenceEntity: text('参考实体', { max: 60, column: true, width: 200 }),
    summary: textarea('摘要', { max: 300 }),
    content: richText('正文'),
    attachment: file('披露文件', { accept: DOCUMENT_TYPES, column: true, width: 200, helperText: DOCUMENT_HELP }),
    releaseTime: datetime('发布时间', { required: true, column: true }),
    orderSeq: orderSeq('排序', { defaultValue: 0 }),
  },
  links: [{ label: '分类管理', to: '/business/CRMdisclosureClassification' }],
  sort: { field: 'releaseTime', order: 'DESC' },
  demo: () => import('./crmInformationDisc.demo').then((module) => module.default()),
});
