/**
 * Icon authorisation of the app users (menu 47, docs/app-users.md): the app
 * functions shown only to the people granted them (spec section 7, "Users and
 * roles": appUser/icon getIcons, getUserIcon, addUserIcon, someUserIcon,
 * addAllUserIcon, importExcle). Grants of a withdrawn icon (status 0) stay
 * dormant: the calls neither show nor change them.
 */
import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { appIcons, appUserIcons, appUsers } from '../../../server/db/schema';
import { get, post, type ServerModule } from '../../../server/http/api';
import { readIdList, wholeNumber } from '../../../server/http/validate';
import { APP_USER_MESSAGES, fail, requireAppUser } from './records';
import { readImportUpload } from '../../../server/modules/sheetReader';
import { candidateMobiles, checkImportRows, ICON_MESSAGES, readImportSheet } from './iconImport';

const APP_USER_MENU = 47;
export const MAX_BATCH_USERS = 1000;
const MAX_ICONS = 200;

const ICON_IDS = { required: ICON_MESSAGES.iconsRequired, invalid: ICON_MESSAGES.iconsInvalid };
const ICON_LIMIT = { max: MAX_ICONS, tooMany: `每次最多选择${MAX_ICONS}个图标` };
const readIconIds = (value: unknown, allowEmpty = false) => readIdList(value, ICON_IDS, { ...ICON_LIMIT, allowEmpty });

/** importExcle's `iconIds` field: comma-separated ids. */
const readIconIdText = (value: string | undefined) => {
  const parts = (value ?? '')
    .split(/[,，]/)
    .map((part) => part.trim())
    .filter(Boolean);
  return readIconIds(parts);
};

const readUserId = (value: unknown) => wholeNumber(value, 1) ?? fail(ICON_MESSAGES.usersInvalid);

/** Refuses unless every id is an enabled icon. */
const requireEnabledIcons = async (db: Db, iconIds: number[]) => {
  if (iconIds.length === 0) return;
  const found = await db
    .select({ id: appIcons.id })
    .from(appIcons)
    .where(and(inArray(appIcons.id, iconIds), eq(appIcons.status, 1)));
  if (found.length !== iconIds.length) fail(ICON_MESSAGES.iconMissing);
};

/** Refuses unless every id is an app user. */
const requireAppUsers = async (db: Db, userIds: number[]) => {
  const found = await db.select({ id: appUsers.id }).from(appUsers).where(inArray(appUsers.id, userIds));
  if (found.length !== userIds.length) fail(APP_USER_MESSAGES.notFound);
};

/** `{1,2,3}`: a Postgres int[] literal of validated ids, sent as one parameter. */
const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/**
 * Grants every icon of `iconIds` to the users (`userIds`, or every app user
 * when null); kept grants stay. Answers the number of new grants.
 */
const grantIcons = async (db: Db, userIds: number[] | null, iconIds: number[], grantedBy: string | null): Promise<number> => {
  if (iconIds.length === 0 || userIds?.length === 0) return 0;
  const users = userIds === null ? sql`SELECT id AS user_id FROM ${appUsers}` : sql`SELECT unnest(${intArray(userIds)}::int[]) AS user_id`;
  // PGlite and node-postgres both answer `{ rows }`.
  const result = (await db.execute(sql`
    WITH inserted AS (
      INSERT INTO ${appUserIcons} (user_id, icon_id, granted_by)
      SELECT users.user_id, icons.icon_id, ${grantedBy}
      FROM (${users}) AS users CROSS JOIN unnest(${intArray(iconIds)}::int[]) AS icons(icon_id)
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS granted FROM inserted`)) as { rows: Array<{ granted: number }> };
  return Number(result.rows[0]?.granted ?? 0);
};

/** The user's grants of enabled icons, in the icons' order. */
const userIconIds = async (db: Db, userId: number): Promise<number[]> => {
  const rows = await db
    .select({ id: appIcons.id })
    .from(appUserIcons)
    .innerJoin(appIcons, eq(appIcons.id, appUserIcons.iconId))
    .where(and(eq(appUserIcons.userId, userId), eq(appIcons.status, 1)))
    .orderBy(asc(appIcons.orderSeq), asc(appIcons.id));
  return rows.map((row) => row.id);
};

const enabledIconIds = (db: Db) => db.select({ id: appIcons.id }).from(appIcons).where(eq(appIcons.status, 1));

export const appUserIconsModule: ServerModule = ({ log, sheets }) => [
  {
    method: 'GET',
    path: 'appUser/icon/getIcons',
    access: { menu: APP_USER_MENU, unit: 'list' },
    effect: 'read',
    handler: async ({ db }) =>
      db
        .select({
          id: appIcons.id,
          iconName: appIcons.iconName,
          iconCode: appIcons.iconCode,
          iconUrl: appIcons.iconUrl,
          userCount: count(appUserIcons.userId),
        })
        .from(appIcons)
        .leftJoin(appUserIcons, eq(appUserIcons.iconId, appIcons.id))
        .where(eq(appIcons.status, 1))
        .groupBy(appIcons.id)
        .orderBy(asc(appIcons.orderSeq), asc(appIcons.id)),
  },
  get('appUser/icon/getUserIcon', { menu: APP_USER_MENU, unit: 'detail' }, 'read', async ({ db, query }) => {
    const userId = readUserId(query.userId);
    await requireAppUser(db, userId);
    return { userId, iconIds: await userIconIds(db, userId) };
  }),
  // Sets the user's whole set of icons, withdrawing as well as granting: an update of the user.
  post('appUser/icon/addUserIcon', { menu: APP_USER_MENU, unit: 'modify' }, { write: 'update' }, async ({ db, body, user }) => {
    const userId = readUserId(body.userId);
    const iconIds = readIconIds(body.iconIds, true);
    const by = user?.loginName ?? null;
    const iconIdsNow = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await requireAppUser(tx, userId);
      await requireEnabledIcons(tx, iconIds);
      // The whole set of enabled icons: withdraw the others, grant the new ones.
      const withdrawn = [eq(appUserIcons.userId, userId), inArray(appUserIcons.iconId, enabledIconIds(tx))];
      if (iconIds.length > 0) withdrawn.push(notInArray(appUserIcons.iconId, iconIds));
      await tx.delete(appUserIcons).where(and(...withdrawn));
      await grantIcons(tx, [userId], iconIds, by);
      return userIconIds(tx, userId);
    });
    log.info({ appUserId: userId, iconIds: iconIdsNow, by }, 'app user icons set');
    return { userId, iconIds: iconIdsNow };
  }),
  post('appUser/icon/someUserIcon', { menu: APP_USER_MENU, unit: 'modify' }, { write: 'update' }, async ({ db, body, user }) => {
    const userIds = readIdList(body.userIds, { required: ICON_MESSAGES.usersRequired, invalid: ICON_MESSAGES.usersInvalid }, { max: MAX_BATCH_USERS, tooMany: ICON_MESSAGES.tooManyUsers });
    const iconIds = readIconIds(body.iconIds);
    const by = user?.loginName ?? null;
    const granted = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await requireEnabledIcons(tx, iconIds);
      await requireAppUsers(tx, userIds);
      return grantIcons(tx, userIds, iconIds, by);
    });
    log.info({ appUserIds: userIds, iconIds, granted, by }, 'app user icons granted');
    return { users: userIds.length, icons: iconIds.length, granted };
  }),
  post('appUser/icon/addAllUserIcon', { menu: APP_USER_MENU, unit: 'modify' }, { write: 'create' }, async ({ db, body, user }) => {
    const iconIds = readIconIds(body.iconIds);
    const by = user?.loginName ?? null;
    const answer = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await requireEnabledIcons(tx, iconIds);
      const [{ users }] = await tx.select({ users: count() }).from(appUsers);
      return { users, icons: iconIds.length, granted: await grantIcons(tx, null, iconIds, by) };
    });
    log.info({ iconIds, ...answer, by }, 'app user icons granted to everyone');
    return answer;
  }),
  {
    method: 'POST',
    path: 'appUser/icon/importExcle',
    access: { menu: APP_USER_MENU, unit: 'modify' },
    // The workbook is read before the transaction that applies it and logs the call.
    effect: { write: 'create', audit: 'self' },
    handler: async ({ db, request, user, logWrite }) => {
      const upload = await readImportUpload(request);
      const iconIds = readIconIdText(upload.fields.iconIds);
      if (!upload.file || upload.file.length === 0) fail(ICON_MESSAGES.fileRequired);
      const rows = await readImportSheet(upload.file!, sheets);
      const by = user?.loginName ?? null;
      const { report, granted } = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await requireEnabledIcons(tx, iconIds);
        const mobiles = candidateMobiles(rows);
        const found = mobiles.length ? await tx.select({ id: appUsers.id, mobile: appUsers.mobile, realName: appUsers.realName }).from(appUsers).where(inArray(appUsers.mobile, mobiles)) : [];
        const checked = checkImportRows(rows, new Map(found.map((row) => [row.mobile, row])));
        const result = { report: checked.report, granted: await grantIcons(tx, checked.userIds, iconIds, by) };
        await logWrite(tx, checked.report);
        return result;
      });
      log.info({ iconIds, total: report.total, imported: report.imported, failed: report.failed, granted, by }, 'app user icons imported');
      return report;
    },
  },
];
