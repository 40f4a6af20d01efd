/** Demo rows of CRM信息披露分类 (crmInformationDiscType.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

export default () => [
  { name: '创设机构备案', orderSeq: 1, status: 1, remark: '信用风险缓释工具创设机构的备案及变更信息' },
  { name: '凭证创设公告', orderSeq: 2, status: 1, remark: '信用保护凭证的创设、登记与缴款公告' },
  { name: '核心交易商名单', orderSeq: 3, status: 1, remark: '信用保护工具核心交易商及一般交易商名单' },
  { name: '信用事件公告', orderSeq: 4, status: 1, remark: '参考实体发生信用事件及结算安排的公告' },
  { name: '业务规则与指引', orderSeq: 5, status: 1, remark: '信用保护工具业务相关的规则、指引与问答' },
];
