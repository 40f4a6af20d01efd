/**
 * App users (menu 47, 用户管理): the people who use the association's mobile
 * app, their login switch and their membership period (spec section 7,
 * "Users and roles": user/userManagerList, userManagerUpdete, updateMemberDate,
 * DeleteMemberDate, getTryDate, addTryDate).
 */
import { and, count, desc, eq, ilike, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { appUsers } from '../../../server/db/schema';
import { requireUnit, get, post, type ServerModule } from '../../../server/http/api';
import { ApiError, STATUS } from '../../../server/http/envelope';
import { optionalString, paging } from '../../../server/http/validate';
import { addDays, APP_USER_MESSAGES, fail, MEMBER_TYPES, readDate, readDays, readTrialDays, requireAppUser, selectAppUsers, SWITCH_VALUES, today, USER_TYPES } from './records';
import { checkUnitLink, readUnitFilter, readUnitLink } from './appUserUnitLink';
import { escapeLike, readChoice, readId, readVersion, RECORD_MESSAGES } from '../../../server/http/validate';

const APP_USER_MENU = 47;

const conflict = () => new ApiError(RECORD_MESSAGES.conflict, STATUS.failure, { conflict: true });

type AppUserValues = Partial<typeof appUsers.$inferInsert>;

/** Writes `values` when the stored version is `version` (else not found or the conflict), bumping the version. */
const writeVersioned = async (db: Db, id: number, version: number, values: AppUserValues) => {
  const written = await db
    .update(appUsers)
    .set({ ...values, version: sql`${appUsers.version} + 1`, updatedAt: new Date() })
    .where(and(eq(appUsers.id, id), eq(appUsers.version, version)))
    .returning({ id: appUsers.id });
  if (written.length === 0) {
    await requireAppUser(db, id);
    throw conflict();
  }
};

/** The fields userManagerUpdete may change (PATCH: absent fields stay). */
const readProfilePatch = (body: Record<string, unknown>): AppUserValues => {
  const values: AppUserValues = {};
  if (body.realName !== undefined) {
    const realName = typeof body.realName === 'string' ? body.realName.trim() : body.realName;
    if (realName === null || realName === '') fail('请输入姓名');
    if (typeof realName !== 'string') fail('姓名格式不正确');
    if ((realName as string).length > 20) fail('姓名不能超过20个字符');
    values.realName = realName as string;
  }
  const memberUnitId = readUnitLink(body);
  if (memberUnitId !== undefined) values.memberUnitId = memberUnitId;
  if (body.userType !== undefined) {
    values.userType = readChoice(body, 'userType', USER_TYPES, APP_USER_MESSAGES.userTypeInvalid) ?? fail(APP_USER_MESSAGES.userTypeInvalid);
  }
  return values;
};

export const appUsersModule: ServerModule = ({ log }) => [
  post('user/userManagerList', { menu: APP_USER_MENU, unit: 'list' }, 'read', async ({ db, body }) => {
    const { pageSize, offset } = paging(body);
    const realName = optionalString(body, 'realName', '姓名', 64)?.trim();
    const mobile = optionalString(body, 'mobile', '手机号', 20)?.trim();
    const userType = readChoice(body, 'userType', USER_TYPES, APP_USER_MESSAGES.userTypeInvalid);
    const memberType = readChoice(body, 'memberType', MEMBER_TYPES, APP_USER_MESSAGES.memberTypeInvalid);
    const loginEnabled = readChoice(body, 'loginEnabled', SWITCH_VALUES, APP_USER_MESSAGES.loginEnabledInvalid);
    const memberUnitId = readUnitFilter(body);
    const filters: SQL[] = [];
    // The contract has no detail call: the console reads one app user as the list filtered by id.
    if (body.id !== undefined) filters.push(eq(appUsers.id, readId(body)));
    if (realName) filters.push(ilike(appUsers.realName, `%${escapeLike(realName)}%`));
    if (mobile) filters.push(like(appUsers.mobile, `%${escapeLike(mobile)}%`));
    if (userType !== undefined) filters.push(eq(appUsers.userType, userType));
    if (memberType !== undefined) filters.push(eq(appUsers.memberType, memberType));
    if (loginEnabled !== undefined) filters.push(eq(appUsers.loginEnabled, loginEnabled));
    if (memberUnitId !== undefined) filters.push(eq(appUsers.memberUnitId, memberUnitId));
    const where = filters.length ? and(...filters) : undefined;
    const list = await selectAppUsers(db).where(where).orderBy(desc(appUsers.registeredAt), desc(appUsers.id)).limit(pageSize).offset(offset);
    const [{ total }] = await db.select({ total: count() }).from(appUsers).where(where);
    return { list, total };
  }),
  {
    method: 'POST',
    path: 'user/userManagerUpdete',
    // The login switch alone needs 'enable' (or 'modify'); any other field needs 'modify'.
    access: { menu: APP_USER_MENU, unit: ['modify', 'enable'] },
    effect: { write: 'update' },
    handler: async ({ db, body, user }) => {
      const id = readId(body);
      const version = readVersion(body);
      const values = readProfilePatch(body);
      if (Object.keys(values).length > 0) requireUnit(user, APP_USER_MENU, 'modify');
      const loginEnabled = readChoice(body, 'loginEnabled', SWITCH_VALUES, APP_USER_MESSAGES.loginEnabledInvalid);
      if (body.loginEnabled !== undefined && loginEnabled === undefined) fail(APP_USER_MESSAGES.loginEnabledInvalid);
      if (loginEnabled !== undefined) values.loginEnabled = loginEnabled;
      if (values.memberUnitId !== undefined || values.userType !== undefined) Object.assign(values, await checkUnitLink(db, id, version, values));
      await writeVersioned(db, id, version, values);
      log.info({ appUserId: id, fields: Object.keys(values), by: user?.loginName }, 'app user modified');
      return requireAppUser(db, id);
    },
  },
  {
    method: 'GET',
    path: 'user/getTryDate',
    access: { menu: APP_USER_MENU, unit: 'detail' },
    effect: 'read',
    handler: async ({ db }) => ({ tryDays: await readTrialDays(db) }),
  },
  // Starts or extends the user's trial: an update of the user.
  get('user/addTryDate', { menu: APP_USER_MENU, unit: 'modify' }, { write: 'update' }, async ({ db, query, user }) => {
    const id = readId(query);
    const days = await readDays(db, query.days);
    const target = await requireAppUser(db, id);
    if (target.memberType === 2) fail(APP_USER_MESSAGES.alreadyFormal);
    const now = today();
    // A current trial keeps its start and is extended; otherwise a new trial starts today.
    const current = target.memberType === 1 && !!target.memberEnd && target.memberEnd >= now;
    const memberStart = current && target.memberStart ? target.memberStart : now;
    const memberEnd = addDays(current ? target.memberEnd! : now, days);
    await writeVersioned(db, id, target.version, { memberType: 1, memberStart, memberEnd });
    log.info({ appUserId: id, days, memberEnd, by: user?.loginName }, 'app user trial granted');
    return requireAppUser(db, id);
  }),
  post('user/updateMemberDate', { menu: APP_USER_MENU, unit: 'modify' }, { write: 'update' }, async ({ db, body, user }) => {
    const id = readId(body);
    const version = readVersion(body);
    if (body.memberType === undefined || body.memberType === null || body.memberType === '') fail('请选择会员类型');
    const memberType = readChoice(body, 'memberType', [1, 2] as const, APP_USER_MESSAGES.memberTypeInvalid)!;
    const memberStart = readDate(body, 'memberStart', '会员开始日期');
    const memberEnd = readDate(body, 'memberEnd', '会员结束日期');
    if (memberStart > memberEnd) fail(APP_USER_MESSAGES.dateOrder);
    await writeVersioned(db, id, version, { memberType, memberStart, memberEnd });
    log.info({ appUserId: id, memberType, memberStart, memberEnd, by: user?.loginName }, 'app user membership set');
    return requireAppUser(db, id);
  }),
  post('user/DeleteMemberDate', { menu: APP_USER_MENU, unit: 'modify' }, { write: 'delete' }, async ({ db, body, user }) => {
    const id = readId(body);
    const version = readVersion(body);
    await writeVersioned(db, id, version, { memberType: 0, memberStart: null, memberEnd: null });
    log.info({ appUserId: id, by: user?.loginName }, 'app user membership cleared');
    return requireAppUser(db, id);
  }),
];
