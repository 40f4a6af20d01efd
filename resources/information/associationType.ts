import { categoryFields, defineResource } from '../framework';

/** Association window categories (newAssociation): each association item belongs to one. */
export default defineResource({
  name: 'associationType',
  title: '协会之窗分类',
  menuId: 23,
  routes: { list: '/information/newAssociation', edit: '/information/newAssociationEdit' },
  api: 'business/AssociationType',
  fields: categoryFields(),
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./associationType.demo').then((module) => module.default()),
});
