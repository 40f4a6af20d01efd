import { choice, datetime, defineResource, flag, image, orderSeq, richText, text, textarea } from '../framework';

const VOICE_TYPES = ['业绩说明会', '投资者关系活动', '公告解读', '社会责任', '经营动态'];

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
    voiceType: choice(
      '类型',
      VOICE_TYPES.map((label, index) => ({ value: index + 1, label })),
      { required: true, search: true, column: true },
    ),
    cover: image('封面图', { helperText: '建议尺寸 750×420，支持 PNG、JPG，不超过 5MB' }),
    summary: textarea('摘要', { max: 300 }),
    content: richText('正文', { required: true }),
    releaseTime: datetime('发布时间', { required: true, column: true }),
    isPublished: flag('发布', { column: 'switch', onLabel: '已发布', offLabel: '未发布', defaultValue: 1 }),
    orderSeq: orderSeq('排序', { column: true, defaultValue: 0 }),
  },
  sort: { field: 'releaseTime', order: 'DESC' },
  demo: () => import('./enterpriseVoice.demo').then((module) => module.default()),
});
