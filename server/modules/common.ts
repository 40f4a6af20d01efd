/** Dictionaries under common/ (spec section 7, "Common and files"). */
import { asc, eq } from 'drizzle-orm';
import { dictionaries, posts, roles } from '../db/schema';
import { get, type ServerModule } from '../http/api';
import { ApiError } from '../http/envelope';
import { hasInvalidText, invalidCharacters } from '../http/validate';
import { DATA_UNITS, menuTreeFor } from '../menus';
import { isWithinCaller, storedGrants } from '../auth/delegation';

/** System users (2) and role permissions (54) need the dictionaries. */
const SYSTEM_MENUS = { menu: [2, 54] };

export const COMMON_MESSAGES = {
  dictType: '请指定字典类型',
} as const;

export const commonModule: ServerModule = () => [
  {
    method: 'GET',
    path: 'common/queryMenuDict',
    access: SYSTEM_MENUS,
    effect: 'read',
    // The menus and units the caller holds, and so may grant (delegation.ts); sections list no units.
    handler: ({ user }) => menuTreeFor(user!.menuIds, user!.menuUnits),
  },
  {
    method: 'GET',
    path: 'common/queryDataUnitDict',
    access: { menu: 54 },
    effect: 'read',
    handler: () => DATA_UNITS.map(({ code, name }) => ({ code, name })),
  },
  {
    method: 'GET',
    path: 'common/queryRoleDict',
    access: SYSTEM_MENUS,
    effect: 'read',
    // Each role says whether the caller may give it to a user.
    handler: async ({ db, user }) => {
      const enabled = await db.select({ code: roles.code, name: roles.name }).from(roles).where(eq(roles.status, 1)).orderBy(asc(roles.id));
      return Promise.all(enabled.map(async (role) => ({ ...role, assignable: isWithinCaller(user!, role.code, await storedGrants(db, role.code)) })));
    },
  },
  {
    method: 'GET',
    path: 'common/queryPostDict',
    access: { menu: [2] },
    effect: 'read',
    handler: async ({ db }) => db.select({ code: posts.code, name: posts.name }).from(posts).orderBy(asc(posts.orderSeq), asc(posts.code)),
  },
  get('common/queryDataDict', { menu: [2, 47, 54, 60] }, 'read', async ({ db, query }) => {
    const type = typeof query.type === 'string' ? query.type.trim() : '';
    if (!type) throw new ApiError(COMMON_MESSAGES.dictType);
    if (type.length > 64) return [];
    if (hasInvalidText(type)) throw invalidCharacters('字典类型');
    return db.select({ code: dictionaries.code, name: dictionaries.name }).from(dictionaries).where(eq(dictionaries.type, type)).orderBy(asc(dictionaries.orderSeq), asc(dictionaries.code));
  }),
];
