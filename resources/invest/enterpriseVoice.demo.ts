/** Demo rows of 企业之声 (enterpriseVoice.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

// [title, enterprise, stock code, type (1-based)]
const ITEMS: Array<[string, string, string, number]> = [
  ['2026年第三季度业绩说明会实录', '华信新材料股份有限公司', '603218', 1],
  ['董事长致全体投资者的一封信', '东岳智能装备股份有限公司', '300745', 2],
  ['关于重大资产重组进展的说明', '申江医药集团股份有限公司', '600829', 3],
  ['2026年度可持续发展报告发布', '南方电力能源股份有限公司', '601355', 4],
  ['新建年产5万吨锂电材料项目投产', '华信新材料股份有限公司', '603218', 5],
  ['投资者开放日活动回顾', '江海港口物流股份有限公司', '600470', 2],
  ['2026年半年度业绩说明会问答精选', '申江医药集团股份有限公司', '600829', 1],
  ['关于分红方案的解读', '南方电力能源股份有限公司', '601355', 3],
  ['乡村振兴帮扶项目进展', '东岳智能装备股份有限公司', '300745', 4],
  ['海外市场订单同比增长三成', '江海港口物流股份有限公司', '600470', 5],
  ['回购股份方案答投资者问', '北辰云计算科技股份有限公司', '688312', 3],
];

export default () =>
  ITEMS.map(([title, enterpriseName, stockCode, voiceType], index) => ({
    title,
    enterpriseName,
    stockCode,
    voiceType,
    summary: `${enterpriseName}：${title}。`,
    content: `<p>${title}。</p><p>${enterpriseName}（证券代码：${stockCode}）就投资者关心的问题作出说明，具体内容以公司公告为准。</p>`,
    releaseTime: new Date(Date.UTC(2026, 10, 20 - index * 2, 7, 30)).toISOString(),
    isPublished: index === 10 ? 0 : 1,
    orderSeq: index + 1,
  }));
