import { datetime, defineResource, file, flag, orderSeq, ref, richText, text, textarea } from '../framework';
import { SPREADSHEET_TYPES } from './documents';

// [title, category (1-based), period, key figures, release time (Beijing)]
const REPORTS: Array<[string, number, string, string, string]> = [
  ['2026年10月证券公司月度经营情况', 1, '2026年10月', '当月实现营业收入412.36亿元，净利润158.72亿元，107家证券公司中92家实现盈利。', '2026-11-18 16:00'],
  ['2026年前三季度证券公司经营数据', 1, '2026年1—9月', '累计实现营业收入3,861.20亿元，同比增长12.4%；净利润1,512.05亿元，同比增长15.1%。', '2026-10-25 16:00'],
  ['2026年上半年证券公司经营数据', 1, '2026年1—6月', '累计实现营业收入2,523.47亿元，净利润986.33亿元；总资产13.02万亿元。', '2026-07-28 16:00'],
  ['2026年三季度会员发展情况', 2, '2026年三季度', '截至9月末协会共有会员528家，其中普通会员146家、特别会员382家，当季新增会员6家。', '2026-10-15 10:00'],
  ['会员地区分布统计（2026年）', 2, '2026年', '北京、上海、广东三地会员合计占比46.8%，中西部地区会员占比较上年提高1.9个百分点。', '2026-06-30 10:00'],
  ['2026年10月从业人员执业登记情况', 3, '2026年10月', '截至10月末执业登记人数35.41万人，其中一般证券业务人员24.56万人、证券投资顾问7.92万人。', '2026-11-10 10:00'],
  ['从业人员学历结构统计（2026年）', 3, '2026年', '本科及以上学历人员占比93.6%，其中硕士及以上占比38.2%。', '2026-08-20 10:00'],
  ['2026年前三季度公司债券承销金额排名', 4, '2026年1—9月', '证券公司共承销公司债券3.12万亿元，前十名合计市场份额68.5%。', '2026-10-20 14:00'],
  ['2026年上半年企业债券承销家数统计', 4, '2026年1—6月', '共有64家证券公司参与企业债券承销，合计承销312只。', '2026-07-22 14:00'],
  ['2026年三季度证券公司私募资管产品备案情况', 5, '2026年三季度', '当季新备案私募资管产品1,208只，设立规模1,856.74亿元。', '2026-10-18 15:00'],
  ['证券公司资产管理业务规模统计（2026年6月末）', 5, '2026年6月末', '证券公司及其资管子公司私募资管产品存续规模5.87万亿元。', '2026-07-30 15:00'],
];

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
  demo: () =>
    REPORTS.map(([title, typeId, period, figures, releaseTime], index) => ({
      title,
      typeId,
      period,
      summary: figures,
      content: `<p>${title}如下：</p><p>${figures}</p><p>以上数据来源于会员单位报送，经协会汇总整理，仅供参考。</p>`,
      source: '协会统计信息部',
      releaseTime,
      isTop: index === 0 ? 1 : 0,
      orderSeq: index + 1,
    })),
});
