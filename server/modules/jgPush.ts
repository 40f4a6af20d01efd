/**
 * Pushes to the app's users (spec section 7: business/jgPush/jgPush). There
 * is no push provider: each push is a row of biz_jg_push (who, when, module,
 * item, title), and that row is the push. The pushable modules and their
 * conditions are resources/jgPush.ts; the console's 推送 row button is their
 * declared row call.
 *
 * - POST jgPush {module, id, title?}: needs the 'modify' unit of the item's
 *   menu; the item must exist (and be pushable, e.g. an announcement); the
 *   same item is refused again within 10 minutes. The recorded title is the
 *   stored one, not the one sent.
 * - POST queryLastPush {module, ids}: the last push time of each item
 *   (`{ [id]: ISO time }`), for the list's 'list' unit holders.
 */
import { and, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { resources, resourceByName } from '../../resources';
import { JG_PUSH_API, JG_PUSH_MODULES, JG_PUSH_REPEAT_MINUTES, type JgPushModule } from '../../resources/jgPush';
import { holdsValues } from '../../resources/framework/rowCalls';
import type { Resource } from '../../resources/framework';
import type { Db } from '../db/client';
import { jgPushRecords } from '../db/schema';
import { requireUnit, post, type ServerModule } from '../http/api';
import { ApiError, Success } from '../http/envelope';
import { findRecord } from '../resources/queries';
import { readId, readIdList } from '../http/validate';
import { beijingDateTime } from '../resources/export';

export const JG_PUSH_MESSAGES = {
  badModule: '推送模块不正确',
  notFound: (noun: string) => `该${noun}不存在或已被删除，无法推送`,
  notPushable: (noun: string) => `该${noun}不支持推送`,
  repeated: (time: string) => `该内容已于${time}推送，请勿重复推送`,
  badIds: '记录编号列表不正确',
  pushed: '推送成功',
} as const;

const MAX_IDS = 100;

interface PushTarget {
  key: string;
  module: JgPushModule;
  resource: Resource;
}

const targets: PushTarget[] = Object.entries(JG_PUSH_MODULES).map(([key, module]) => {
  const resource = resourceByName(module.resource);
  if (!resource) throw new Error(`jgPush: module "${key}" names unknown resource "${module.resource}"`);
  return { key, module, resource };
});

/** Every menu holding pushable items: a caller needs one of them to reach the calls at all. */
const pushMenus = [...new Set(targets.map((target) => target.resource.menuId))];

const readTarget = (body: Record<string, unknown>): PushTarget => targets.find((target) => target.key === body.module) ?? fail(JG_PUSH_MESSAGES.badModule);

const fail = (message: string): never => {
  throw new ApiError(message);
};

const readIds = (value: unknown): number[] =>
  readIdList(value, { required: JG_PUSH_MESSAGES.badIds, invalid: JG_PUSH_MESSAGES.badIds }, { allowEmpty: true, max: MAX_IDS, tooMany: JG_PUSH_MESSAGES.badIds });

const lockKey = (target: PushTarget, id: number) => `jg-push:${target.key}:${id}`;

/** Records the push unless the item was pushed within the repeat window (checked and written under one lock). */
const recordPush = (db: Db, target: PushTarget, itemId: number, title: string, by: string) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${lockKey(target, itemId)}))`);
    const now = new Date();
    const since = new Date(now.getTime() - JG_PUSH_REPEAT_MINUTES * 60_000);
    const [recent] = await tx
      .select({ pushedAt: jgPushRecords.pushedAt })
      .from(jgPushRecords)
      .where(and(eq(jgPushRecords.module, target.key), eq(jgPushRecords.itemId, itemId), gt(jgPushRecords.pushedAt, since)))
      .orderBy(desc(jgPushRecords.pushedAt))
      .limit(1);
    if (recent) fail(JG_PUSH_MESSAGES.repeated(beijingDateTime(recent.pushedAt)!.slice(11)));
    const [row] = await tx.insert(jgPushRecords).values({ module: target.key, itemId, title, pushedBy: by, pushedAt: now }).returning();
    return row;
  });

export const jgPushModule: ServerModule = ({ log }) => [
  post(`${JG_PUSH_API}/jgPush`, { menu: pushMenus }, { write: 'update' }, async ({ db, body, user }) => {
    const target = readTarget(body);
    requireUnit(user, target.resource.menuId, 'modify');
    const id = readId(body);
    const item = await findRecord(db, target.resource, resources, id);
    if (!item) fail(JG_PUSH_MESSAGES.notFound(target.module.noun));
    if (!holdsValues(target.module.when, item!)) fail(JG_PUSH_MESSAGES.notPushable(target.module.noun));
    const title = String(item![target.resource.recordName] ?? '').slice(0, 200);
    const row = await recordPush(db, target, id, title, user!.loginName);
    log.info({ module: target.key, id, by: user!.loginName }, 'item pushed to the app users');
    return new Success({ id: row.id, module: row.module, itemId: row.itemId, title: row.title, pushedBy: row.pushedBy, pushedAt: row.pushedAt.toISOString() }, JG_PUSH_MESSAGES.pushed);
  }),
  post(`${JG_PUSH_API}/queryLastPush`, { menu: pushMenus }, 'read', async ({ db, body, user }) => {
    const target = readTarget(body);
    requireUnit(user, target.resource.menuId, 'list');
    const ids = readIds(body.ids);
    if (!ids.length) return {};
    const rows = await db
      .select({ itemId: jgPushRecords.itemId, last: max(jgPushRecords.pushedAt) })
      .from(jgPushRecords)
      .where(and(eq(jgPushRecords.module, target.key), inArray(jgPushRecords.itemId, ids)))
      .groupBy(jgPushRecords.itemId);
    return Object.fromEntries(rows.map((row) => [row.itemId, row.last ? new Date(row.last).toISOString() : null]));
  }),
];
