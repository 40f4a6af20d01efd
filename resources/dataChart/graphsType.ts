import { defineResource, orderSeq, text, textarea } from '../framework';

// [name, remark]
const CATEGORIES: Array<[string, string]> = [
  ['会员概况', '会员数量、类别与地区分布'],
  ['经营数据', '会员单位营业收入、净利润与资产规模'],
  ['债券承销', '会员单位债券承销金额与只数'],
  ['自律管理', '自律检查、纪律处分等统计'],
  ['投资者服务', '投资者教育与投诉处理统计'],
];

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
  demo: () => CATEGORIES.map(([name, remark], index) => ({ name, remark, orderSeq: index + 1 })),
});
