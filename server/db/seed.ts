/**
 * What a new database gets, in two parts (docs/operations.md):
 * - reference data, on every start (each part only where missing): the menu tree, the built-in super
 *   administrator role with every menu, the post and generic dictionaries, the share configuration of every
 *   shareable module, the app's settings and the app functions that need an authorisation;
 * - demo data, unless DEMO_DATA=0: the demo accounts (an administrator and an editor restricted to
 *   Information (48) and Interaction (12), both with every data unit on their leaf menus), the editor's role,
 *   and the demo app users with their icon grants. The declared modules' and the features' demo data are
 *   seeded beside (server/db/prepare.ts).
 */
import { count, inArray } from 'drizzle-orm';
import { allMenuIds, EDITOR_SECTION_IDS, flatMenus, menuTree } from '../../resources/menus';
import { hashPassword, md5Hex } from '../auth/password';
import { ALL_UNITS, isLeafMenu, menuById } from '../menus';
import type { Db } from './client';
import { grantDemoIcons, seedAppIcons } from './seedAppIcons';
import { ADMIN_ROLE } from '../auth/delegation';
import { SHARE_SEED } from '../../resources/system/shareConfig';
import { DEMO_STAFF_UNITS } from '../../resources/memberService/memberUnit.demo';
import { memberUnits } from '../modules/memberUnits';
import { appSettings, appUsers, dictionaries, menus, posts, roleMenus, roles, shareConfigs, users } from './schema';

export const DEMO_LOGINS = [
  { loginName: 'admin', password: 'Admin@2026', cnName: '系统管理员', phone: '13800000001', roleCode: 'admin', roleName: '超级管理员', postCode: 'information_admin' },
  { loginName: 'editor', password: 'Editor@2026', cnName: '内容编辑', phone: '13800000002', roleCode: 'editor', roleName: '内容编辑', postCode: 'business_specialist' },
] as const;

/** The posts of the association's staff (common/queryPostDict). */
export const POSTS = [
  { code: 'president', name: '会长' },
  { code: 'vice_president', name: '副会长' },
  { code: 'secretary_general', name: '秘书长' },
  { code: 'deputy_secretary_general', name: '副秘书长' },
  { code: 'department_head', name: '部门负责人' },
  { code: 'business_specialist', name: '业务专员' },
  { code: 'information_admin', name: '信息管理员' },
  { code: 'compliance_specialist', name: '合规专员' },
] as const;

/** The generic dictionaries (common/queryDataDict?type=…). */
export const DICTIONARIES: Record<string, Array<{ code: string; name: string }>> = {
  userStatus: [
    { code: '1', name: '启用' },
    { code: '0', name: '停用' },
  ],
  gender: [
    { code: '1', name: '男' },
    { code: '2', name: '女' },
  ],
  /** App users (menu 47): who they are. */
  appUserType: [
    { code: '1', name: '会员单位从业人员' },
    { code: '2', name: '个人投资者' },
  ],
  /** App users (menu 47): their membership. */
  memberType: [
    { code: '0', name: '普通用户' },
    { code: '1', name: '试用会员' },
    { code: '2', name: '正式会员' },
  ],
};

const sectionIds = (sectionId: number) => {
  const section = menuTree.find((node) => node.id === sectionId);
  return section ? [section.id, ...(section.children ?? []).map((child) => child.id)] : [];
};

/** A grant row: every unit on a leaf menu, an empty list on a section. */
const grant = (roleId: number, menuId: number) => {
  const menu = menuById(menuId);
  return { roleId, menuId, dataUnits: menu && isLeafMenu(menu) ? [...ALL_UNITS] : [] };
};

export const seedMenus = async (db: Db) => {
  const rows = flatMenus().map((menu, index) => ({ id: menu.id, parentId: menu.parentId, name: menu.name, orderSeq: index }));
  await db.insert(menus).values(rows).onConflictDoNothing();
};

/** The posts, into a table that is still empty, and each generic dictionary type the table does not hold yet. */
export const seedDictionaries = async (db: Db) => {
  const [{ postRows }] = await db.select({ postRows: count() }).from(posts);
  if (postRows === 0)
    await db
      .insert(posts)
      .values(POSTS.map((post, index) => ({ ...post, orderSeq: index + 1 })))
      .onConflictDoNothing();
  const held = new Set((await db.selectDistinct({ type: dictionaries.type }).from(dictionaries)).map((row) => row.type));
  const rows = Object.entries(DICTIONARIES)
    .filter(([type]) => !held.has(type))
    .flatMap(([type, items]) => items.map((item, index) => ({ type, ...item, orderSeq: index + 1 })));
  if (rows.length > 0) await db.insert(dictionaries).values(rows).onConflictDoNothing();
};

/** The share configuration of every shareable module, into a table that is still empty. */
export const seedShareConfig = async (db: Db) => {
  const [{ shareRows }] = await db.select({ shareRows: count() }).from(shareConfigs);
  if (shareRows === 0)
    await db
      .insert(shareConfigs)
      .values(SHARE_SEED.map((item) => ({ ...item })))
      .onConflictDoNothing();
};

const APP_USER_NAMES = [
  '王建国',
  '李晓梅',
  '张伟',
  '刘洋',
  '陈静',
  '杨帆',
  '赵磊',
  '黄丽娟',
  '周涛',
  '吴敏',
  '徐志强',
  '孙雪',
  '马超',
  '朱婷',
  '胡斌',
  '郭佳怡',
  '何明',
  '高雅琴',
  '林峰',
  '罗晓燕',
  '郑浩然',
  '梁思琪',
  '谢文博',
  '宋佳',
  '唐俊杰',
  '韩冰',
  '冯晓东',
  '邓雨欣',
  '曹文轩',
  '彭立新',
];

const shiftDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const dateOf = (days: number) => shiftDays(days).toISOString().slice(0, 10);

/**
 * The ids of the demo member units whose staff are demo app users (resources/memberService/memberUnit.demo.ts),
 * in the demo's order: found by their demo names once, when the users are made; the users then hold the ids.
 */
const demoStaffUnitIds = async (db: Db): Promise<number[]> => {
  const { table, columns } = memberUnits;
  const rows = await db.select({ id: columns.id, name: columns.unitName }).from(table).where(inArray(columns.unitName, DEMO_STAFF_UNITS));
  const byName = new Map(rows.map((row) => [String(row.name), Number(row.id)]));
  return DEMO_STAFF_UNITS.map((name) => byName.get(name)).filter((id): id is number => id !== undefined);
};

/**
 * Demo users of the mobile app (menu 47), into a table that is still empty, once the member units exist
 * (after the declared tables' sync and demo rows): staff of member units (their questionnaires, ability
 * activity and feedback come from them) and personal investors; every third a trial member (a current
 * 30-day trial), every fifth a formal member (a year), the others plain.
 */
export const seedAppUsers = async (db: Db): Promise<boolean> => {
  const [{ appUserRows }] = await db.select({ appUserRows: count() }).from(appUsers);
  if (appUserRows > 0) return false;
  const unitIds = await demoStaffUnitIds(db);
  const rows = APP_USER_NAMES.map((realName, index) => {
    // Staff need a unit: without the demo units every demo user is a personal investor.
    const staff = index % 2 === 0 && unitIds.length > 0;
    const memberType = index % 5 === 4 ? 2 : index % 3 === 1 ? 1 : 0;
    const started = -((index * 7) % 25) - 1;
    return {
      mobile: `13${(index % 8) + 2}${String(10_000_000 + index * 7_654_321).slice(-8)}`,
      realName,
      // Staff are the even indexes: halving spreads them over every listed unit.
      memberUnitId: staff ? unitIds[(index / 2) % unitIds.length] : null,
      userType: staff ? 1 : 2,
      loginEnabled: index % 9 === 8 ? 0 : 1,
      memberType,
      memberStart: memberType === 0 ? null : dateOf(memberType === 1 ? started : started - 100),
      memberEnd: memberType === 0 ? null : dateOf(memberType === 1 ? started + 30 : started + 264),
      registeredAt: shiftDays(-200 + index * 6),
      lastLoginAt: index % 4 === 3 ? null : shiftDays(-(index % 6)),
    };
  });
  await db.insert(appUsers).values(rows).onConflictDoNothing();
  return true;
};

/** The demo app users and their icon grants (first start), once the declared member units exist. */
export const seedAppPeople = async (db: Db) => {
  if (await seedAppUsers(db)) await grantDemoIcons(db);
};

/** The built-in super administrator role (server/auth/delegation.ts) with every menu, when missing. */
export const ensureAdminRole = async (db: Db) => {
  const admin = DEMO_LOGINS[0];
  await db.transaction(async (tx) => {
    const [made] = await tx.insert(roles).values({ code: ADMIN_ROLE, name: admin.roleName }).onConflictDoNothing().returning({ id: roles.id });
    if (made) await tx.insert(roleMenus).values(allMenuIds().map((menuId) => grant(made.id, menuId)));
  });
};

/** What the product needs to work, on every start; each part is written only where it is missing. */
export const seedReferenceData = async (db: Db) => {
  await seedMenus(db);
  await seedDictionaries(db);
  await seedShareConfig(db);
  await ensureAdminRole(db);
  await db.insert(appSettings).values({ key: 'trialDays', value: '30' }).onConflictDoNothing();
  await seedAppIcons(db);
};

/**
 * The demo accounts and the editor's role, into a database without users; a database that has users is left
 * alone. The app users come later (seedAppPeople), once the declared member units exist.
 */
export const seedDemoAccounts = async (db: Db): Promise<boolean> => {
  const [{ value }] = await db.select({ value: count() }).from(users);
  if (value > 0) return false;
  await db.transaction(async (tx) => {
    const editor = DEMO_LOGINS[1];
    const [{ id: editorRoleId }] = await tx.insert(roles).values({ code: editor.roleCode, name: editor.roleName }).returning({ id: roles.id });
    await tx.insert(roleMenus).values(EDITOR_SECTION_IDS.flatMap(sectionIds).map((menuId) => grant(editorRoleId, menuId)));
    for (const login of DEMO_LOGINS) {
      await tx.insert(users).values({
        loginName: login.loginName,
        cnName: login.cnName,
        phone: login.phone,
        roleCode: login.roleCode,
        postCode: login.postCode,
        passwordHash: await hashPassword(md5Hex(login.password)),
      });
    }
  });
  return true;
};
