import { choice, defineResource, flag, orderSeq, ref, text, textarea } from '../framework';

export const CHART_KINDS = ['柱状图', '折线图', '饼图', '环形图', '面积图', '数据表格'].map((label, index) => ({ value: index + 1, label }));

// [title, category (1-based), kind (1-based), unit, description, shown]
const CHARTS: Array<[string, number, number, string, string, number]> = [
  ['会员数量年度变化', 1, 2, '家', '近五年会员单位数量变化趋势', 1],
  ['会员类别分布', 1, 3, '家', '证券公司、基金公司、期货公司等会员类别占比', 1],
  ['会员地区分布', 1, 1, '家', '按注册地统计的会员单位数量', 1],
  ['会员营业收入排名', 2, 1, '亿元', '上一年度营业收入前二十名会员单位', 1],
  ['行业净利润走势', 2, 5, '亿元', '会员单位合计净利润季度走势', 1],
  ['债券承销金额排名', 3, 1, '亿元', '本年度债券承销金额前二十名会员单位', 1],
  ['债券承销品种结构', 3, 4, '亿元', '公司债、企业债、金融债等承销品种占比', 1],
  ['纪律处分年度统计', 4, 1, '件', '按处分措施统计的年度纪律处分数量', 0],
  ['投资者投诉处理情况', 5, 6, '件', '投诉受理、办结与回访满意度', 1],
];

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
  demo: () =>
    CHARTS.map(([title, typeId, chartKind, unit, description, status], index) => ({ title, typeId, chartKind, unit, description, status, orderSeq: index + 1 })),
});
