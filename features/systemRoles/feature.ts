/** The system/roles feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../src/routes/feature';

export default defineFeature({
  folder: 'systemRoles',
  pages: {
    '/system/roleManaget': () => import('./console/RoleListPage'),
    '/system/roleManaget/edit': () => import('./console/RoleEditPage'),
    '/system/roleManage/edit': () => import('./console/RoleEditPage'),
  },
});
