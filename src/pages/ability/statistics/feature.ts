/** The ability/statistics feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../../routes/feature';
import reportFeature from '../../report/feature';

// One page draws the four ranking tabs, one the two assessment tabs: one loader each, so one chunk entry each.
const rankingPage = () => import('./RankingPage');
const assessPage = () => import('./AssessPage');

export default defineFeature({
  folder: 'ability/statistics',
  pages: {
    '/ability/statistics/assess/module': rankingPage,
    '/ability/statistics/study/module': rankingPage,
    '/ability/statistics/barrier/module': rankingPage,
    '/ability/statistics/questionBank/module': rankingPage,
    '/ability/assess/group': assessPage,
    '/ability/assess/stuff': assessPage,
    '/ability/assess/detail': () => import('./AssessDetailPage'),
    '/ability/assess/edit': () => import('./AssessmentEditPage'),
    '/ability/study/detail': () => import('./StudyDetailPage'),
    '/ability/barrier/detail': () => import('./BarrierDetailPage'),
  },
  messages: () => import('./messages'),
  uses: [reportFeature],
});
