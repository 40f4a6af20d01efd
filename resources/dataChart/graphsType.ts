import { defineResource, orderSeq, text, textarea } from '../framework';

/** Chart categories (chartClassification): each configured chart belongs to one. */
export default defineResource({
  name: 'graphsType',
  title: '图表分类',
  menuId: 65,
  routes: { list: '/dataChart/chartClassification', edit: '/dataChart/chartClassificationEdit' },
  api: 'graphs/graphsType',
  calls: { list: 'list', create: 'add', detail: 'details', update: 'update', delete: 'delete' },
  fields: {
    name: text('分类名称', { required: true, max: 30, rules: ['lettersDigitsChinese'], search: true, column: true }),
    orderSeq: orderSeq('排序', { required: true, column: true, defaultValue: 1 }),
    remark: textarea('备注', { max: 200, column: true, width: 280 }),
  },
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./graphsType.demo').then((module) => module.default()),
});
