/** The ability/statistics feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../src/routes/feature';
import reportFeature from '../report/feature';

// One page draws the four ranking tabs, one the two assessment tabs: one loader each, so one chunk entry each.
const rankingPage = () => import('./console/RankingPage');
const assessPage = () => import('./console/AssessPage');

export default defineFeature({
  folder: 'abilityStatistics',
  pages: {
    '/ability/statistics/assess/module': rankingPage,
    '/ability/statistics/study/module': rankingPage,
    '/ability/statistics/barrier/module': rankingPage,
    '/ability/statistics/questionBank/module': rankingPage,
    '/ability/assess/group': assessPage,
    '/ability/assess/stuff': assessPage,
    '/ability/assess/detail': () => import('./console/AssessDetailPage'),
    '/ability/assess/edit': () => import('./console/AssessmentEditPage'),
    '/ability/study/detail': () => import('./console/StudyDetailPage'),
    '/ability/barrier/detail': () => import('./console/BarrierDetailPage'),
  },
  messages: () => import('./console/messages'),
  uses: [reportFeature],
});
