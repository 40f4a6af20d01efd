import { categoryFields, defineResource } from '../framework';

/** Data statistics categories (statisticsClassification), on business/statisticalType. */
export default defineResource({
  name: 'statisticalType',
  title: '数据统计分类',
  menuId: 27,
  routes: { list: '/business/statisticsClassification', edit: '/business/statisticsClassificationEdit' },
  api: 'business/statisticalType',
  fields: categoryFields(),
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./statisticalType.demo').then((module) => module.default()),
});
