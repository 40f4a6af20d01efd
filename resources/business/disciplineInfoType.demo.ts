/** Demo rows of 纪律处分分类 (disciplineInfoType.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

export default () => [
  { name: '证券公司', orderSeq: 1, status: 1, remark: '对证券公司及其分支机构的处分' },
  { name: '证券投资咨询机构', orderSeq: 2, status: 1, remark: '对证券投资咨询机构的处分' },
  { name: '私募基金管理人', orderSeq: 3, status: 1, remark: '对私募基金管理人的处分' },
  { name: '从业人员', orderSeq: 4, status: 1, remark: '对会员单位从业人员的处分' },
  { name: '其他会员', orderSeq: 5, status: 1, remark: '对律师事务所、会计师事务所等特别会员的处分' },
];
