/** The questionnaire feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../routes/feature';
import reportFeature from '../report/feature';

export default defineFeature({
  folder: 'questionnaire',
  pages: {
    '/questionnaire/design': () => import('./design/DesignPage'),
    '/questionnaire/issue': () => import('./IssueListPage'),
    '/questionnaire/issue/sampling/infomation': () => import('./sampling/AttributeSamplingPage'),
    '/questionnaire/issue/sampling/accurate': () => import('./sampling/PreciseSamplingPage'),
    '/questionnaire/issue/sampling/screen': () => import('./sampling/RandomSamplingPage'),
    '/questionnaire/issue/detail': () => import('./detail/IssueDetailPage'),
  },
  messages: () => import('./messages'),
  uses: [reportFeature],
});
