/** The system/appUsers feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../../routes/feature';

export default defineFeature({
  folder: 'system/appUsers',
  pages: {
    '/system/usersManage': () => import('./AppUserListPage'),
    '/system/usersManage/edit': () => import('./AppUserEditPage'),
    '/system/usersManage/authorize': () => import('./AppUserAuthorizePage'),
  },
  messages: () => import('./messages'),
});
