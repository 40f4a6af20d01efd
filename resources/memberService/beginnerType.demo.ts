/** Demo rows of 新手指引分类 (beginnerType.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

export default () => [
  { name: '入会指南', orderSeq: 1, status: 1, remark: '申请入会的条件、材料与流程' },
  { name: 'APP使用', orderSeq: 2, status: 1, remark: '协会APP的注册、登录与常用功能' },
  { name: '业务办理', orderSeq: 3, status: 1, remark: '会员业务的线上办理指引' },
  { name: '从业人员', orderSeq: 4, status: 1, remark: '从业人员注册、年检与后续培训' },
  { name: '投资者教育', orderSeq: 5, status: 1, remark: '面向投资者的基础知识' },
];
