/** The system/users feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../../routes/feature';

export default defineFeature({
  folder: 'system/users',
  pages: {
    '/system/userManage': () => import('./UserListPage'),
    '/system/userManage/edit': () => import('./UserEditPage'),
  },
});
