/** The qualification feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../src/routes/feature';

export default defineFeature({
  folder: 'qualification',
  pages: {
    '/business/qualificationt': () => import('./console/QualificationPage'),
    '/business/qualificationHistoryt': () => import('./console/ImportRecordsPage'),
    '/business/qualificationHistory': () => import('./console/HistoryPage'),
  },
  messages: () => import('./console/messages'),
});
