/** The statistics feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../src/routes/feature';
import reportFeature from '../report/feature';

/**
 * Every module KPI page is one component; its module is the entry of resources/statistics/modules.ts with that
 * route (test/unit/featureMessages.test.ts checks the two lists agree). The routes are written out: the
 * modules' declarations stay out of the console's first chunk.
 */
const moduleKpiPage = () => import('./console/ModuleKpiPage');
const MODULE_KPI_PAGES = [
  'beginner',
  'memberUnit',
  'discipline',
  'statistics',
  'introduce',
  'news',
  'selfregulating',
  'qulification',
  'question',
  'crm',
  'association',
  'information',
  'dataChart',
  'commonIcon',
  'invest',
  'regIssue',
  'Scroll',
];

export default defineFeature({
  folder: 'statistics',
  pages: {
    '/statistics/KPINew': () => import('./console/KpiNewPage'),
    '/statistics/overviewKPI/module': () => import('./console/OverviewModulePage'),
    '/statistics/overviewKPI/detail': () => import('./console/OverviewDetailPage'),
    '/statistics/download': () => import('./console/DownloadPage'),
    '/statistics/infoLog': () => import('./console/InfoLogPage'),
    ...Object.fromEntries(MODULE_KPI_PAGES.map((name) => [`/statistics/${name}KPI`, moduleKpiPage])),
  },
  messages: () => import('./console/messages'),
  uses: [reportFeature],
});
