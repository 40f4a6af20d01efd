import { categoryFields, defineResource } from '../framework';

/** Beginner guide categories (beginnerClassification), on their own call names. */
export default defineResource({
  name: 'beginnerType',
  title: '新手指引分类',
  menuId: 28,
  routes: { list: '/memberService/beginnerClassification', edit: '/memberService/beginnerClassificationEdit' },
  api: 'business/beginnerType',
  calls: {
    list: 'queryBeginnerTypeList',
    create: 'addBeginnerType',
    detail: 'queryBeginnerTypeDetails',
    update: 'updateBeginnerType',
    delete: 'deleteBeginnerType',
  },
  fields: categoryFields(),
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./beginnerType.demo').then((module) => module.default()),
});
