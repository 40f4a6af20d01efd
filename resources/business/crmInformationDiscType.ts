import { categoryFields, defineResource } from '../framework';

/**
 * CRM information disclosure categories (CRMdisclosureClassification), on
 * business/crmInformationDiscType with the queryCrmInformationDiscType… call names.
 */
export default defineResource({
  name: 'crmInformationDiscType',
  title: 'CRM信息披露分类',
  menuId: 46,
  routes: { list: '/business/CRMdisclosureClassification', edit: '/business/CRMdisclosureClassificationEdit' },
  api: 'business/crmInformationDiscType',
  calls: {
    list: 'queryCrmInformationDiscTypeList',
    detail: 'queryCrmInformationDiscTypeDetail',
    // The spec names the add, update and delete variants without spelling them: these are ours.
    create: 'addCrmInformationDiscType',
    update: 'updateCrmInformationDiscType',
    delete: 'deleteCrmInformationDiscType',
  },
  fields: categoryFields(),
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./crmInformationDiscType.demo').then((module) => module.default()),
});
