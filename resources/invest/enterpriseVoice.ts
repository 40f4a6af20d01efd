import { choice, datetime, defineResource, flag, image, orderSeq, richText, text, textarea } from '../framework';

const VOICE_TYPES = ['业绩说明会', '投资者关系活动', '公告解读', '社会责任', '经营动态'];

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

/** Enterprise voice (enterpriseVoice): listed companies' publications for investors, on business/businessPublish. */
export default defineResource({
  name: 'enterpriseVoice',
  title: '企业之声',
  menuId: 59,
  routes: { list: '/invest/enterpriseVoice', edit: '/invest/enterpriseVoiceEdit' },
  api: 'business/businessPublish',
  calls: { list: 'queryList', create: 'add', detail: 'queryDetails', update: 'updateInfo', delete: 'del' },
  fields: {
    title: text('标题', { required: true, max: 100, search: true, column: true, width: 280 }),
    enterpriseName: text('发布企业', { required: true, max: 60, search: true, column: true, width: 220 }),
    stockCode: text('证券代码', {
      max: 6,
      pattern: { regex: /^\d{6}$/, message: '证券代码为6位数字' },
      example: '600000',
      column: true,
    }),
    voiceType: choice('类型', VOICE_TYPES.map((label, index) => ({ value: index + 1, label })), { required: true, search: true, column: true }),
    cover: image('封面图', { helperText: '建议尺寸 750×420，支持 PNG、JPG，不超过 5MB' }),
    summary: textarea('摘要', { max: 300 }),
    content: richText('正文', { required: true }),
    releaseTime: datetime('发布时间', { required: true, column: true }),
    isPublished: flag('发布', { column: 'switch', onLabel: '已发布', offLabel: '未发布', defaultValue: 1 }),
    orderSeq: orderSeq('排序', { column: true, defaultValue: 0 }),
  },
  sort: { field: 'releaseTime', order: 'DESC' },
  demo: () =>
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
    })),
});
