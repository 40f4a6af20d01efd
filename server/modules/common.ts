/** Dictionaries under common/ (spec section 7, "Common and files"). */
import { asc, eq } from 'drizzle-orm';
import { roles } from '../db/schema';
import type { ServerModule } from '../http/api';
import { menuTreeFor } from '../menus';

/** System users (2) and role permissions (54) need the dictionaries. */
const SYSTEM_MENUS = { menu: [2, 54] };

export const commonModule: ServerModule = ({ db }) => [
  {
    method: 'GET',
    path: 'common/queryMenuDict',
    access: SYSTEM_MENUS,
    handler: () => menuTreeFor(null),
  },
  {
    method: 'GET',
    path: 'common/queryRoleDict',
    access: SYSTEM_MENUS,
    handler: async () =>
      db.select({ code: roles.code, name: roles.name }).from(roles).where(eq(roles.status, 1)).orderBy(asc(roles.id)),
  },
];
