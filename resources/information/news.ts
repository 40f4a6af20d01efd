import { datetime, defineResource, flag, image, orderSeq, ref, richText, text, textarea, url } from '../framework';
import { jgPushRowCall } from '../jgPush';

/** News (newsManage): the association's news, shown in the app and on the portal. */
export default defineResource({
  name: 'news',
  title: '新闻管理',
  menuId: 9,
  routes: { list: '/information/newsManage', edit: '/information/newsEdit' },
  api: 'business/news',
  fields: {
    title: text('标题', { required: true, max: 100, search: true, column: true, width: 320 }),
    newsTypeId: ref('newsType', '新闻分类', { required: true, search: true, column: true }),
    cover: image('封面图', { helperText: '建议尺寸 750×420，支持 PNG、JPG，不超过 5MB' }),
    summary: textarea('摘要', { max: 300 }),
    content: richText('正文', { required: true }),
    source: text('来源', { max: 50, column: true }),
    linkUrl: url('原文链接'),
    releaseTime: datetime('发布时间', { required: true, column: true }),
    isTop: flag('置顶', { column: 'switch' }),
    orderSeq: orderSeq('排序', { column: true, defaultValue: 0 }),
  },
  links: [{ label: '分类管理', to: '/information/newsClassification' }],
  rowCalls: [jgPushRowCall('news')],
  sort: { field: 'releaseTime', order: 'DESC' },
  demo: () => import('./news.demo').then((module) => module.default()),
});
