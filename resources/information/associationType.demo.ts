/** Demo rows of 协会之窗分类 (associationType.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

export default () => [
  { name: '协会简介', orderSeq: 1, status: 1, remark: '协会的性质、宗旨、业务范围与发展历程' },
  { name: '组织架构', orderSeq: 2, status: 1, remark: '会员代表大会、理事会、监事会及秘书处各部门' },
  { name: '协会章程', orderSeq: 3, status: 1, remark: '协会章程及其历次修订说明' },
  { name: '工作动态', orderSeq: 4, status: 1, remark: '协会重要会议、调研与日常工作' },
  { name: '通知公告', orderSeq: 5, status: 1, remark: '面向会员单位发布的通知与公告' },
  { name: '党建工作', orderSeq: 6, status: 1, remark: '协会党委及行业党建工作动态' },
  { name: '自律公约', orderSeq: 7, status: 0, remark: '行业自律公约文本（已并入自律规则栏目，暂停使用）' },
];
