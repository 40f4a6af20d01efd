import { categoryFields, defineResource } from '../framework';

/** Categories of disciplinary actions (ruleInfoClassification), on business/disciplineInfoType: by the kind of party. */
export default defineResource({
  name: 'disciplineInfoType',
  title: '纪律处分分类',
  menuId: 26,
  routes: { list: '/business/ruleInfoClassification', edit: '/business/ruleInfoClassEdit' },
  api: 'business/disciplineInfoType',
  fields: categoryFields(),
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./disciplineInfoType.demo').then((module) => module.default()),
});
