/** App users' server manifest (menu 47; server/feature.ts; docs/app-users.md). */
import { defineServerFeature } from '../../../server/feature';
import { appUserIconsModule } from './appUserIcons';
import { appUsersModule } from './appUsers';

export default defineServerFeature({ name: 'appUsers', modules: { webCenter: [appUsersModule, appUserIconsModule] } });
