import { datetime, defineResource, file, flag, orderSeq, ref, richText, text, textarea } from '../framework';
import { SPREADSHEET_TYPES } from './documents';

/** Data statistics (StatisticsManage): the association's published industry statistics. */
export default defineResource({
  name: 'statistical',
  title: '数据统计',
  menuId: 27,
  routes: { list: '/business/StatisticsManage', edit: '/business/statisticsEdit' },
  api: 'business/statistical',
  fields: {
    title: text('标题', { required: true, max: 100, search: true, column: true, width: 320 }),
    typeId: ref('statisticalType', '统计分类', { required: true, search: true, column: true }),
    period: text('统计期间', { max: 30, column: true }),
    summary: textarea('数据摘要', { max: 500 }),
    content: richText('正文'),
    dataFile: file('数据文件', { accept: SPREADSHEET_TYPES, column: true, width: 200, helperText: '支持 Excel 文件（.xls、.xlsx），不超过 20MB' }),
    source: text('数据来源', { max: 50, defaultValue: '协会统计信息部' }),
    releaseTime: datetime('发布时间', { required: true, column: true }),
    isTop: flag('置顶', { column: 'switch' }),
    orderSeq: orderSeq('排序', { defaultValue: 0 }),
  },
  links: [{ label: '分类管理', to: '/business/statisticsClassification' }],
  sort: { field: 'releaseTime', order: 'DESC' },
  demo: () => import('./statistical.demo').then((module) => module.default()),
});
