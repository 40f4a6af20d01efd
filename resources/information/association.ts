import { datetime, defineResource, file, flag, image, orderSeq, ref, richText, text, textarea } from '../framework';

/** Association window (association): the association's own pages in the app — profile, organisation, charter, work and notices. */
export default defineResource({
  name: 'association',
  title: '协会之窗',
  menuId: 23,
  routes: { list: '/information/association', edit: '/information/associationEdit' },
  api: 'business/Association',
  fields: {
    title: text('标题', { required: true, max: 100, search: true, column: true, width: 320 }),
    associationTypeId: ref('associationType', '协会之窗分类', { required: true, search: true, column: true }),
    cover: image('封面图', { helperText: '建议尺寸 750×420，支持 PNG、JPG，不超过 5MB' }),
    summary: textarea('摘要', { max: 300 }),
    content: richText('正文', { required: true }),
    attachment: file('附件', { helperText: '可上传 PDF、Word 等文件，不超过 20MB' }),
    department: text('发布部门', { max: 30, column: true }),
    releaseTime: datetime('发布时间', { required: true, column: true }),
    isTop: flag('置顶', { column: 'switch' }),
    orderSeq: orderSeq('排序', { column: true, defaultValue: 0 }),
  },
  links: [{ label: '分类管理', to: '/information/newAssociation' }],
  sort: { field: 'releaseTime', order: 'DESC' },
  demo: () => import('./association.demo').then((module) => module.default()),
});
