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
  demo: () => [
    { name: '入会指南', orderSeq: 1, status: 1, remark: '申请入会的条件、材料与流程' },
    { name: 'APP使用', orderSeq: 2, status: 1, remark: '协会APP的注册、登录与常用功能' },
    { name: '业务办理', orderSeq: 3, status: 1, remark: '会员业务的线上办理指引' },
    { name: '从业人员', orderSeq: 4, status: 1, remark: '从业人员注册、年检与后续培训' },
    { name: '投资者教育', orderSeq: 5, status: 1, remark: '面向投资者的基础知识' },
  ],
});
