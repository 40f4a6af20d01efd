/** System users' server manifest (menu 2; server/feature.ts). */
import { defineServerFeature } from '../../../server/feature';
import { usersModule } from './users';

export default defineServerFeature({ name: 'systemUsers', modules: { webCenter: [usersModule] } });
