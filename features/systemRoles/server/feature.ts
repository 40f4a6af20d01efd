/** Roles and permissions' server manifest (menu 54; server/feature.ts; docs/permissions.md). */
import { defineServerFeature } from '../../../server/feature';
import { rolesModule } from './roles';

export default defineServerFeature({ name: 'systemRoles', modules: { webCenter: [rolesModule] } });
