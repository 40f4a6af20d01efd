/** The system/share feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../src/routes/feature';

export default defineFeature({
  folder: 'share',
  pages: {
    '/system/shareConfig': () => import('./console/ShareConfigPage'),
  },
  messages: () => import('./console/messages'),
});
