/**
 * Demo data on first start: the menu tree, an administrator with every menu
 * and an editor restricted to Information (48) and Interaction (12).
 */
import { count } from 'drizzle-orm';
import { allMenuIds, EDITOR_SECTION_IDS, flatMenus, menuTree } from '../../resources/menus';
import { hashPassword, md5Hex } from '../auth/password';
import type { Db } from './client';
import { menus, roleMenus, roles, users } from './schema';

export const DEMO_LOGINS = [
  { loginName: 'admin', password: 'Admin@2026', cnName: '系统管理员', phone: '13800000001', roleCode: 'admin', roleName: '超级管理员' },
  { loginName: 'editor', password: 'Editor@2026', cnName: '内容编辑', phone: '13800000002', roleCode: 'editor', roleName: '内容编辑' },
] as const;

const sectionIds = (sectionId: number) => {
  const section = menuTree.find((node) => node.id === sectionId);
  return section ? [section.id, ...(section.children ?? []).map((child) => child.id)] : [];
};

export const seedMenus = async (db: Db) => {
  const rows = flatMenus().map((menu, index) => ({ id: menu.id, parentId: menu.parentId, name: menu.name, orderSeq: index }));
  await db.insert(menus).values(rows).onConflictDoNothing();
};

/** Seeds an empty database; a database that has users is left alone. */
export const seedDatabase = async (db: Db): Promise<boolean> => {
  await seedMenus(db);
  const [{ value }] = await db.select({ value: count() }).from(users);
  if (value > 0) return false;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(roles)
      .values(DEMO_LOGINS.map(({ roleCode, roleName }) => ({ code: roleCode, name: roleName })))
      .returning({ id: roles.id, code: roles.code });
    const roleId = (code: string) => inserted.find((role) => role.code === code)!.id;
    const grants = [
      ...allMenuIds().map((menuId) => ({ roleId: roleId('admin'), menuId })),
      ...EDITOR_SECTION_IDS.flatMap(sectionIds).map((menuId) => ({ roleId: roleId('editor'), menuId })),
    ];
    await tx.insert(roleMenus).values(grants);
    for (const login of DEMO_LOGINS) {
      await tx.insert(users).values({
        loginName: login.loginName,
        cnName: login.cnName,
        phone: login.phone,
        roleCode: login.roleCode,
        passwordHash: await hashPassword(md5Hex(login.password)),
      });
    }
  });
  return true;
};
