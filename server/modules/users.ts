/** System users (menu 2). The list is here; the rest of the screen comes with the System issue. */
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { roles, users } from '../db/schema';
import type { ServerModule } from '../http/api';
import { optionalString, paging } from '../http/validate';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export const usersModule: ServerModule = ({ db }) => [
  {
    method: 'POST',
    path: 'user/queryUserList',
    access: { menu: 2 },
    handler: async ({ body }) => {
      const { pageSize, offset } = paging(body);
      const cnName = optionalString(body, 'cnName', '姓名', 64);
      const roleCode = optionalString(body, 'roleCode', '角色', 64);
      const filters: SQL[] = [];
      if (cnName) filters.push(ilike(users.cnName, `%${escapeLike(cnName)}%`));
      if (roleCode) filters.push(eq(users.roleCode, roleCode));
      const where = filters.length ? and(...filters) : undefined;
      const list = await db
        .select({
          id: users.id,
          loginName: users.loginName,
          cnName: users.cnName,
          phone: users.phone,
          roleCode: users.roleCode,
          roleName: roles.name,
          postCode: users.postCode,
          status: users.status,
          createdAt: users.createdAt,
        })
        .from(users)
        .leftJoin(roles, eq(roles.code, users.roleCode))
        .where(where)
        .orderBy(desc(users.id))
        .limit(pageSize)
        .offset(offset);
      const [{ total }] = await db.select({ total: count() }).from(users).where(where);
      return { list, total };
    },
  },
];
