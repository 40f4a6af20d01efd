/** The questionnaire feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../src/routes/feature';
import reportFeature from '../report/feature';

export default defineFeature({
  folder: 'questionnaire',
  pages: {
    '/questionnaire/design': () => import('./console/design/DesignPage'),
    '/questionnaire/issue': () => import('./console/IssueListPage'),
    '/questionnaire/issue/sampling/infomation': () => import('./console/sampling/AttributeSamplingPage'),
    '/questionnaire/issue/sampling/accurate': () => import('./console/sampling/PreciseSamplingPage'),
    '/questionnaire/issue/sampling/screen': () => import('./console/sampling/RandomSamplingPage'),
    '/questionnaire/issue/detail': () => import('./console/detail/IssueDetailPage'),
  },
  messages: () => import('./console/messages'),
  uses: [reportFeature],
});
