/** The system/operationLog feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../../routes/feature';

export default defineFeature({
  folder: 'system/operationLog',
  pages: {
    '/system/operationLog': () => import('./OperationLogListPage'),
  },
});
