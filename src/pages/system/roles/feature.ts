/** The system/roles feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../../routes/feature';

export default defineFeature({
  folder: 'system/roles',
  pages: {
    '/system/roleManaget': () => import('./RoleListPage'),
    '/system/roleManaget/edit': () => import('./RoleEditPage'),
    '/system/roleManage/edit': () => import('./RoleEditPage'),
  },
});
