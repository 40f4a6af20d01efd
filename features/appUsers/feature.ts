/** The system/appUsers feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../src/routes/feature';

export default defineFeature({
  folder: 'appUsers',
  pages: {
    '/system/usersManage': () => import('./console/AppUserListPage'),
    '/system/usersManage/edit': () => import('./console/AppUserEditPage'),
    '/system/usersManage/authorize': () => import('./console/AppUserAuthorizePage'),
  },
  messages: () => import('./console/messages'),
});
