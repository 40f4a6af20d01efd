/**
 * The shared report pieces' messages (charts and sortable report tables), loaded with the pages of every
 * feature that `uses` them (feature.ts, src/routes/feature.ts).
 */
import type { FeatureMessages } from '../../../src/routes/feature';

const messages: FeatureMessages = {
  report: {
    otherSlice: '其他',
    chartLoading: '图表加载中...',
    chartFailed: '图表加载失败，数据见下方表格',
    chartOf: '%{name}图表',
    sortBy: '按%{name}排序',
    presets: {
      label: '日期范围',
      all: '全部',
      today: '今天',
      yesterday: '昨天',
      last7: '近7天',
      last30: '近30天',
      thisMonth: '本月',
      lastMonth: '上月',
      last12Months: '近12个月',
      custom: '自定义',
    },
  },
};

export default messages;
