import { categoryFields, defineResource } from '../framework';

/**
 * Market information categories (newPolicy). The spec gives the market
 * information screens no calls of their own: they use business/InnovateType
 * (docs/content-modules.md).
 */
export default defineResource({
  name: 'policyType',
  title: '市场资讯分类',
  menuId: 49,
  routes: { list: '/information/newPolicy', edit: '/information/newPolicyEdit' },
  api: 'business/InnovateType',
  fields: categoryFields(),
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./policyType.demo').then((module) => module.default()),
});
