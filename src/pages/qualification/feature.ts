/** The qualification feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../routes/feature';

export default defineFeature({
  folder: 'qualification',
  pages: {
    '/business/qualificationt': () => import('./QualificationPage'),
    '/business/qualificationHistoryt': () => import('./ImportRecordsPage'),
    '/business/qualificationHistory': () => import('./HistoryPage'),
  },
  messages: () => import('./messages'),
});
