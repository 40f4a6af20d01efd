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
  },
};

export default messages;
