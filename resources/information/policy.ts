import { datetime, defineResource, flag, image, orderSeq, ref, richText, text, textarea, url } from '../framework';

/**
 * Market information (policy): market news, policy readings and innovation
 * in the industry. Its calls are business/Innovate (docs/content-modules.md).
 */
export default defineResource({
  name: 'policy',
  title: '市场资讯',
  menuId: 49,
  routes: { list: '/information/policy', edit: '/information/policyEdit' },
  api: 'business/Innovate',
  fields: {
    title: text('标题', { required: true, max: 100, search: true, column: true, width: 320 }),
    policyTypeId: ref('policyType', '市场资讯分类', { required: true, search: true, column: true }),
    cover: image('封面图', { helperText: '建议尺寸 750×420，支持 PNG、JPG，不超过 5MB' }),
    summary: textarea('摘要', { max: 300 }),
    content: richText('正文', { required: true }),
    source: text('来源', { max: 50, column: true }),
    linkUrl: url('原文链接'),
    releaseTime: datetime('发布时间', { required: true, column: true }),
    isTop: flag('置顶', { column: 'switch' }),
    orderSeq: orderSeq('排序', { column: true, defaultValue: 0 }),
  },
  links: [{ label: '分类管理', to: '/information/newPolicy' }],
  sort: { field: 'releaseTime', order: 'DESC' },
  demo: () => import('./policy.demo').then((module) => module.default()),
});
