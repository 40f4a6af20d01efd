/**
 * Demo rows of 机构名称同步审核 (orgExamine.ts), seeded by the server on first
 * start (4 waiting, 4 approved, 2 rejected, the times counted back from the
 * seeding); imported on demand, so the console never loads them.
 */

// [org code, current name, synced name, hours ago, status (0 waiting, 1 approved, 2 rejected), opinion]
const EXAMINES: Array<[string, string, string, number, 0 | 1 | 2, string | null]> = [
  ['ZQ1001', '东方汇通证券股份有限公司', '东方汇通证券有限责任公司', 3, 0, null],
  ['QH2003', '华信中和期货有限公司', '华信中和期货股份有限公司', 26, 0, null],
  ['JJ3005', '国泰安信基金管理有限公司', '国泰安信基金管理股份有限公司', 49, 0, null],
  ['ZX4002', '海通联合投资咨询有限公司', '海通联合证券投资咨询有限公司', 75, 0, null],
  ['ZQ1008', '长江瑞丰证券有限责任公司', '长江瑞丰证券股份有限公司', 140, 1, '已核对营业执照及监管批复，名称变更属实，同意更新。'],
  ['ZC5001', '中融鼎盛资产管理有限公司', '中融鼎盛私募基金管理有限公司', 190, 1, '已取得登记变更证明，同意更新。'],
  ['ZQ1012', '南方金信证券有限责任公司', '南方金信证券股份有限公司', 260, 1, '股份制改造已完成，同意更新。'],
  ['QH2007', '申联恒泰期货经纪有限公司', '申联恒泰期货有限公司', 330, 1, '名称变更已经监管部门核准，同意更新。'],
  ['ZQ1015', '北方融通证券股份有限公司', '北方融通证劵股份有限公司', 400, 2, '同步名称中“证劵”为错别字，与营业执照不符，不予更新。'],
  ['JJ3011', '嘉和永泰基金管理有限公司', '嘉和永泰投资有限公司', 470, 2, '未提供名称变更的核准文件，暂不更新，请会员单位补充材料后重新同步。'],
];

export default () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  return EXAMINES.map(([orgCode, orgName, newOrgName, hours, examineStatus, examineOpinion]) => ({
    orgCode,
    orgName,
    newOrgName,
    syncedAt: hoursAgo(hours),
    examineStatus,
    examineOpinion,
    examinedAt: examineStatus === 0 ? null : hoursAgo(hours - 48),
    examinedBy: examineStatus === 0 ? null : 'admin',
  }));
};
