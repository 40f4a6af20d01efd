/** The ability/level feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../../routes/feature';

export default defineFeature({
  folder: 'ability/level',
  pages: {
    '/ability/level/commonEdit': () => import('./LevelCommonEditPage'),
  },
});
