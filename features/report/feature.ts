/**
 * The shared report pieces (src/routes/feature.ts): ECharts charts over `echarts/core` (charts/), and the report
 * table (react-admin's list over a report call, sortable titles). No pages of their own: the statistics, the
 * ability statistics and the questionnaire results `use` them.
 */
import { defineFeature } from '../../src/routes/feature';

export default defineFeature({ messages: () => import('./console/messages') });
