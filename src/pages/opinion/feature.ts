/** The opinion feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../routes/feature';

export default defineFeature({
  folder: 'opinion',
  pages: {
    '/interaction/opinion': () => import('./OpinionListPage'),
    '/interaction/opinion/detail': () => import('./OpinionDetailPage'),
    '/interaction/opinion/template': () => import('./TemplatePage'),
    '/interaction/feedbackDetail': () => import('./OpinionDetailPage'),
  },
  messages: () => import('./messages'),
});
