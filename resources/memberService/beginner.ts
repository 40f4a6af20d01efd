import { datetime, defineResource, flag, image, orderSeq, ref, richText, text, textarea, url } from '../framework';

/** Beginner guides (beginnerManage): how to join, use the app and handle member business, on their own call names. */
export default defineResource({
  name: 'beginner',
  title: '新手指引',
  menuId: 28,
  routes: { list: '/memberService/beginnerManage', edit: '/memberService/beginnerEdit' },
  api: 'business/beginner',
  calls: {
    list: 'queryBeginnerList',
    create: 'addBeginner',
    detail: 'queryBeginnerDetails',
    update: 'updateBeginnerInfo',
    delete: 'deleteBeginnerInfo',
  },
  fields: {
    title: text('标题', { required: true, max: 100, search: true, column: true, width: 300 }),
    beginnerTypeId: ref('beginnerType', '新手指引分类', { required: true, search: true, column: true }),
    cover: image('封面图', { helperText: '建议尺寸 750×420，支持 PNG、JPG，不超过 5MB' }),
    summary: textarea('摘要', { max: 300 }),
    content: richText('正文', { required: true }),
    videoUrl: url('视频链接', { helperText: '可选：讲解视频的地址' }),
    releaseTime: datetime('发布时间', { required: true, column: true }),
    status: flag('上架', { column: 'switch', onLabel: '上架', offLabel: '下架', defaultValue: 1 }),
    orderSeq: orderSeq('排序', { column: true, defaultValue: 0 }),
  },
  links: [{ label: '分类管理', to: '/memberService/beginnerClassification' }],
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./beginner.demo').then((module) => module.default()),
});
