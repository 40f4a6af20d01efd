/** Demo rows of CRM信息披露 (crmInformationDisc.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

// [title, category (1-based), disclosing institution, reference entity, release time (Beijing)]
const ITEMS: Array<[string, number, string, string, string]> = [
  ['东方汇通证券股份有限公司信用保护工具创设机构备案公告', 1, '东方汇通证券股份有限公司', '', '2026-11-16 17:00'],
  ['长江财富证券股份有限公司创设机构备案信息变更公告', 1, '长江财富证券股份有限公司', '', '2026-10-09 17:00'],
  ['北辰证券有限责任公司信用保护工具创设机构备案公告', 1, '北辰证券有限责任公司', '', '2026-08-21 17:00'],
  ['东方汇通证券2026年第一期信用保护凭证创设结果公告', 2, '东方汇通证券股份有限公司', '华信新材料股份有限公司', '2026-11-05 18:00'],
  ['长江财富证券2026年第三期信用保护凭证创设说明书', 2, '长江财富证券股份有限公司', '江海港口物流股份有限公司', '2026-09-25 18:00'],
  ['北辰证券2026年第二期信用保护凭证登记托管公告', 2, '北辰证券有限责任公司', '南方电力能源股份有限公司', '2026-07-30 18:00'],
  ['信用保护工具核心交易商名单（2026年第四季度）', 3, '协会', '', '2026-10-08 09:00'],
  ['信用保护工具一般交易商名单（2026年第四季度）', 3, '协会', '', '2026-10-08 09:30'],
  ['关于参考实体申江医药集团发生信用事件的公告', 4, '长江财富证券股份有限公司', '申江医药集团股份有限公司', '2026-06-18 20:00'],
  ['信用保护工具业务管理规则（2026年修订）', 5, '协会', '', '2026-05-12 10:00'],
  ['信用保护凭证创设与交易常见问题解答', 5, '协会', '', '2026-04-02 10:00'],
];

export default () =>
  ITEMS.map(([title, typeId, institution, referenceEntity, releaseTime], index) => ({
    title,
    typeId,
    institution,
    referenceEntity: referenceEntity || null,
    summary: `${institution}发布：${title}。`,
    content: `<p>${title}。</p><p>${referenceEntity ? `参考实体：${referenceEntity}。` : ''}具体内容详见披露文件，投资者应审慎评估信用风险。</p>`,
    releaseTime,
    orderSeq: index + 1,
  }));
