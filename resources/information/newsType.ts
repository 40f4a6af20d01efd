import { categoryFields, defineResource } from '../framework';

/** News categories (newsClassification): each news item belongs to one. */
export default defineResource({
  name: 'newsType',
  title: '新闻分类',
  menuId: 9,
  routes: { list: '/information/newsClassification', edit: '/information/newsClassificationEdit' },
  api: 'business/newsType',
  fields: categoryFields(),
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./newsType.demo').then((module) => module.default()),
});
