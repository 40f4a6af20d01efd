/** The opinion feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../src/routes/feature';

export default defineFeature({
  folder: 'feedback',
  pages: {
    '/interaction/opinion': () => import('./console/OpinionListPage'),
    '/interaction/opinion/detail': () => import('./console/OpinionDetailPage'),
    '/interaction/opinion/template': () => import('./console/TemplatePage'),
    '/interaction/feedbackDetail': () => import('./console/OpinionDetailPage'),
  },
  messages: () => import('./console/messages'),
});
