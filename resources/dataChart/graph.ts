import { choice, defineResource, flag, orderSeq, ref, text, textarea } from '../framework';

export const CHART_KINDS = ['柱状图', '折线图', '饼图', '环形图', '面积图', '数据表格'].map((label, index) => ({ value: index + 1, label }));

/** Chart configuration (chartManage): the charts the app's data page shows, each in a category. */
export default defineResource({
  name: 'graph',
  title: '图表配置',
  menuId: 65,
  routes: { list: '/dataChart/chartManage', edit: '/dataChart/chartEdit' },
  api: 'graphs/graph',
  calls: { list: 'list', create: 'add', detail: 'details', update: 'update', delete: 'delete' },
  fields: {
    title: text('图表名称', { required: true, max: 40, search: true, column: true, width: 220 }),
    typeId: ref('graphsType', '图表分类', { required: true, search: true, column: true }),
    chartKind: choice('图表类型', CHART_KINDS, { required: true, search: true, column: true }),
    unit: text('数据单位', { max: 10, column: true }),
    description: textarea('图表说明', { max: 500, column: true, width: 280 }),
    orderSeq: orderSeq('排序', { required: true, column: true, defaultValue: 1 }),
    status: flag('展示', { column: 'switch', onLabel: '展示', offLabel: '隐藏', defaultValue: 1 }),
  },
  recordName: 'title',
  links: [{ label: '分类管理', to: '/dataChart/chartClassification' }],
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./graph.demo').then((module) => module.default()),
});
