/** The system/share feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../../routes/feature';

export default defineFeature({
  folder: 'system/share',
  pages: {
    '/system/shareConfig': () => import('./ShareConfigPage'),
  },
  messages: () => import('./messages'),
});
