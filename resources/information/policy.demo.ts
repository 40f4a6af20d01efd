/** Demo rows of 市场资讯 (policy.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

// [title, category (1-based row of policyType's demo), source]
const ITEMS: Array<[string, number, string]> = [
  ['11月A股市场成交情况综述', 1, '协会研究部'],
  ['债券市场本周发行规模环比上升', 1, '协会研究部'],
  ['期货市场月度运行情况分析', 1, '协会研究部'],
  ['全面注册制下发行承销制度要点解读', 2, '协会自律监察部'],
  ['《证券公司分类监管规定》修订要点解读', 2, '协会自律监察部'],
  ['上市公司可持续发展报告指引解读', 2, '协会研究部'],
  ['科创板做市商业务试点进展', 3, '协会会员服务部'],
  ['基金投顾业务试点转常规的实践观察', 3, '协会研究部'],
  ['场外衍生品业务创新与风险管理', 3, '协会研究部'],
  ['大模型技术在投研与合规中的应用探索', 4, '协会金融科技专委会'],
  ['证券行业信创建设进展与经验', 4, '协会金融科技专委会'],
  ['区块链在资产证券化中的应用实践', 4, '协会金融科技专委会'],
  ['互联互通机制扩容后的跨境资金流动', 5, '协会研究部'],
  ['境外主要市场T+1交收制度改革观察', 5, '协会研究部'],
  ['QFII与RQFII投资额度管理新变化', 5, '协会研究部'],
  ['2026年三季度证券行业经营情况', 1, '协会研究部'],
];

export default () =>
  ITEMS.map(([title, type, source], index) => ({
    title,
    policyTypeId: type,
    summary: `${title}：本文梳理主要数据与要点，供会员单位参考。`,
    content: `<p>${title}。</p><p>本文由${source}整理，内容仅供会员单位参考，不构成投资建议。</p>`,
    source,
    linkUrl: index % 3 === 0 ? `https://www.example.org.cn/market/2026/${1100 + index}.html` : undefined,
    releaseTime: new Date(Date.UTC(2026, 10, 21 - index, 1 + (index % 9), 15)).toISOString(),
    isTop: index === 0 ? 1 : 0,
    orderSeq: index + 1,
  }));
