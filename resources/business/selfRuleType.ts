import { categoryFields, defineResource } from '../framework';

/** Self-regulatory rule categories (ruleClassification), on business/type: each rule belongs to one. */
export default defineResource({
  name: 'selfRuleType',
  title: '自律规则分类',
  menuId: 10,
  routes: { list: '/business/ruleClassification', edit: '/business/ruleClassificationEdit' },
  api: 'business/type',
  fields: categoryFields(),
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./selfRuleType.demo').then((module) => module.default()),
});
