/** Demo rows of 产品介绍 (associationProduct.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

// [name, secondary category (1-based demo row of associationProductType), code, risk, issuer, release time, summary]
const PRODUCTS: Array<[string, number, string, string, string, string, string]> = [
  ['华信证券本金保障型收益凭证第128期', 5, 'SRV128', 'R1', '华信证券股份有限公司', '2026-11-10 10:00', '期限182天，约定年化收益率2.35%，到期一次还本付息。'],
  ['东方汇通稳利集合资产管理计划', 6, 'DFHT018', 'R2', '东方汇通证券资产管理有限公司', '2026-10-28 09:30', '以固定收益类资产为主，追求资产的稳健增值。'],
  ['中金普洛斯仓储物流REIT', 7, '508056', 'R3', '中金基金管理有限公司', '2026-10-15 14:00', '底层资产为京津冀、长三角等地的现代化仓储物流设施。'],
  ['华夏上证科创板50成份ETF', 8, '588000', 'R4', '华夏基金管理有限公司', '2026-09-22 10:30', '紧密跟踪上证科创板50成份指数，一级市场申赎、二级市场交易。'],
  ['易方达纯债债券型基金', 9, '110035', 'R2', '易方达基金管理有限公司', '2026-09-08 15:00', '主要投资于国债、政策性金融债和高等级信用债。'],
  ['债券通“北向通”业务介绍', 10, 'BOND-NB', 'R2', '中央国债登记结算有限责任公司', '2026-08-26 11:00', '境外投资者经由香港投资内地银行间债券市场的互联互通机制。'],
  ['国家电投2026年第一期绿色公司债券', 11, '241903', 'R2', '国家电力投资集团有限公司', '2026-08-12 09:00', '募集资金用于清洁能源项目建设，经第三方机构绿色认证。'],
  ['融资融券业务投资者须知', 12, 'MARGIN', 'R4', '中国证券业协会', '2026-07-30 16:00', '介绍保证金比例、维持担保比例与平仓风险等核心规则。'],
  ['沪深300ETF期权合约', 13, '510300OP', 'R5', '上海证券交易所', '2026-07-16 10:00', '以沪深300ETF为标的的欧式期权，适用于风险管理与策略投资。'],
  ['长江财富收益凭证“长盈”系列', 5, 'CJCF-CY', 'R2', '长江财富证券股份有限公司', '2026-06-18 14:30', '浮动收益型收益凭证，收益与中证500指数表现挂钩。'],
  ['嘉实京东仓储基础设施REIT', 7, '508098', 'R3', '嘉实基金管理有限公司', '2026-05-20 09:30', '持有位于重庆、武汉、廊坊的仓储物流园区。'],
];

export default () =>
  PRODUCTS.map(([name, typeId, productCode, riskLevel, issuer, releaseTime, summary], index) => ({
    name,
    typeId,
    productCode,
    riskLevel,
    issuer,
    releaseTime,
    summary,
    content: `<p><strong>${name}</strong></p><p>${summary}</p><p>风险提示：本产品风险等级为${riskLevel}，请投资者根据自身风险承受能力审慎选择，并以发行机构披露的正式法律文件为准。</p>`,
    orderSeq: index + 1,
    isTop: index < 2 ? 1 : 0,
    status: 1,
  }));
