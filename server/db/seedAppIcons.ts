/**
 * The icon authorisation (menu 47, docs/app-users.md): the app functions that
 * need a grant are reference data (the console grants them but cannot make
 * them); grants of some of them to a few demo app users (staff of member
 * units, formal members, personal investors) are demo data.
 */
import { asc, count } from 'drizzle-orm';
import type { Db } from './client';
import { appIcons, appUserIcons, appUsers } from './schema';

/** The authorised app functions, in the app's order; `grantTo` picks the demo holders. */
export const APP_ICON_SEED = [
  { iconName: '合规培训课程', iconCode: 'compliance_training', grantTo: { userType: 1, take: 6 } },
  { iconName: '执业资格查询', iconCode: 'qualification_query', grantTo: { userType: 1, take: 4 } },
  { iconName: '自律检查报告', iconCode: 'self_inspection_report', grantTo: { userType: 1, take: 2 } },
  { iconName: '会员专属研报', iconCode: 'member_research', grantTo: { memberType: 2, take: 6 } },
  { iconName: '投资者教育直播', iconCode: 'investor_education_live', grantTo: { userType: 2, take: 4 } },
  { iconName: '行业数据终端', iconCode: 'industry_data_terminal', grantTo: { memberType: 2, take: 2 } },
] as const;

type Holder = { id: number; userType: number; memberType: number };
type Pick = { userType?: number; memberType?: number; take: number };

const holders = (users: Holder[], pick: Pick) =>
  users.filter((user) => (pick.userType === undefined || user.userType === pick.userType) && (pick.memberType === undefined || user.memberType === pick.memberType)).slice(0, pick.take);

/** The icons, into a table that is still empty. */
export const seedAppIcons = async (db: Db) => {
  const [{ iconRows }] = await db.select({ iconRows: count() }).from(appIcons);
  if (iconRows > 0) return;
  await db
    .insert(appIcons)
    .values(APP_ICON_SEED.map(({ iconName, iconCode }, index) => ({ iconName, iconCode, orderSeq: index + 1, status: 1 })))
    .onConflictDoNothing();
};

/** The demo grants, to the demo app users just made (server/db/seed.ts). */
export const grantDemoIcons = async (db: Db) => {
  const icons = await db.select({ id: appIcons.id, iconCode: appIcons.iconCode }).from(appIcons);
  const users = await db.select({ id: appUsers.id, userType: appUsers.userType, memberType: appUsers.memberType }).from(appUsers).orderBy(asc(appUsers.id));
  const grants = APP_ICON_SEED.flatMap((seed) => {
    const icon = icons.find((row) => row.iconCode === seed.iconCode);
    return icon ? holders(users, seed.grantTo).map((user) => ({ userId: user.id, iconId: icon.id, grantedBy: 'admin' })) : [];
  });
  if (grants.length > 0) await db.insert(appUserIcons).values(grants).onConflictDoNothing();
};
