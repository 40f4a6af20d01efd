/**
 * The theme skin's calls beyond the declared module (resources/portal/skin.ts),
 * spec section 7 "Portal extras":
 * - POST skin/detail/queryDetails and add: a skin's colours and pictures, saved
 *   whole with the version read (a skin never saved answers its initial colours
 *   at version 0, `saved: false`; its first save makes version 1);
 * - GET skin/black/query and skin/black/update?status=: the app's black-and-white mode.
 */
import { and, eq, sql } from 'drizzle-orm';
import { resources } from '../../resources';
import skin, { SKIN_MENU } from '../../resources/portal/skin';
import {
  BLACK_WHITE_MESSAGES,
  BLACK_WHITE_OFF,
  BLACK_WHITE_ON,
  initialSkinDetail,
  SKIN_COLOR_FIELDS,
  SKIN_DETAIL_MESSAGES,
  SKIN_PICTURE_FIELDS,
  skinDetailViolations,
  type SkinDetailValues,
} from '../../resources/portal/skinDetail';
import type { StoredPicture } from '../../resources/portal/scrollPictures';
import type { Db } from '../db/client';
import { skinDetails } from '../db/schema';
import { get, post, type ServerModule } from '../http/api';
import { ApiError, STATUS } from '../http/envelope';
import { findRecord } from '../resources/queries';
import { RECORD_MESSAGES, wholeNumber } from '../http/validate';
import { PORTAL_SETTING_KEYS, readPortalSetting, writePortalSetting } from './portalSettings';


const fail = (message: string, data: unknown = null): never => {
  throw new ApiError(message, STATUS.failure, data);
};

const readSkin = async (db: Db, body: Record<string, unknown>) => {
  if (body.skinId === undefined || body.skinId === null || body.skinId === '') fail(SKIN_DETAIL_MESSAGES.skinRequired);
  const id = wholeNumber(body.skinId, 1) ?? fail(RECORD_MESSAGES.badId);
  return (await findRecord(db, skin, resources, id)) ?? fail(SKIN_DETAIL_MESSAGES.skinNotFound);
};

const picture = (value: unknown): StoredPicture | null => {
  if (value === undefined || value === null || value === '') return null;
  const { url, title } = value as StoredPicture;
  return typeof title === 'string' && title ? { url: url.trim(), title } : { url: url.trim() };
};

/** The detail of the request, every field checked (colours upper-cased). */
const readDetail = (body: Record<string, unknown>): SkinDetailValues => {
  const raw = Object.fromEntries(
    [...SKIN_COLOR_FIELDS, ...SKIN_PICTURE_FIELDS].map(({ name }) => {
      const value = body[name];
      return [name, typeof value === 'string' && SKIN_COLOR_FIELDS.some((field) => field.name === name) ? value.trim() : value === '' ? null : value];
    }),
  );
  const violations = skinDetailViolations(raw);
  const ordered = [...SKIN_COLOR_FIELDS, ...SKIN_PICTURE_FIELDS].map(({ name }) => violations[name]).filter(Boolean) as string[];
  if (ordered.length) fail(ordered[0], { errors: violations });
  const colors = Object.fromEntries(SKIN_COLOR_FIELDS.map(({ name }) => [name, (raw[name] as string).toUpperCase()]));
  const pictures = Object.fromEntries(SKIN_PICTURE_FIELDS.map(({ name }) => [name, picture(raw[name])]));
  return { ...colors, ...pictures } as SkinDetailValues;
};

const detailOf = async (db: Db, record: { id: number; skinName?: unknown }) => {
  const skinName = typeof record.skinName === 'string' ? record.skinName : '';
  const [row] = await db.select().from(skinDetails).where(eq(skinDetails.skinId, record.id)).limit(1);
  const values: SkinDetailValues = row
    ? {
        themeColor: row.themeColor,
        navBarColor: row.navBarColor,
        navTextColor: row.navTextColor,
        tabBarColor: row.tabBarColor,
        tabActiveColor: row.tabActiveColor,
        headerImage: row.headerImage ?? null,
        tabBarImage: row.tabBarImage ?? null,
      }
    : initialSkinDetail(skinName);
  return { skinId: record.id, skinName, ...values, saved: !!row, version: row?.version ?? 0, updatedAt: row ? row.updatedAt.toISOString() : null };
};

const isSwitch = (value: unknown): value is number => value === BLACK_WHITE_ON || value === BLACK_WHITE_OFF;

const readBlackWhite = (query: Record<string, string>): number => {
  const raw = query.status;
  if (raw === undefined || raw === null || String(raw).trim() === '') return fail(BLACK_WHITE_MESSAGES.statusRequired);
  const value = String(raw).trim();
  if (value !== String(BLACK_WHITE_ON) && value !== String(BLACK_WHITE_OFF)) return fail(BLACK_WHITE_MESSAGES.statusInvalid);
  return Number(value);
};

export const skinDetailModule: ServerModule = ({ db, log }) => [
  {
    method: 'POST',
    path: 'skin/detail/queryDetails',
    access: { menu: SKIN_MENU, unit: 'detail' },
    handler: async ({ body }) => detailOf(db, await readSkin(db, body)),
  },
  post('skin/detail/add', { menu: SKIN_MENU, unit: 'modify' }, async ({ db, body, user }) => {
    const record = await readSkin(db, body);
    const version = wholeNumber(body.version, 0) ?? fail(RECORD_MESSAGES.versionRequired);
    const values = readDetail(body);
    const by = user?.loginName ?? null;
    const written =
      version === 0
        ? await db.insert(skinDetails).values({ skinId: record.id, ...values, updatedBy: by, version: 1 }).onConflictDoNothing().returning({ id: skinDetails.skinId })
        : await db
            .update(skinDetails)
            .set({ ...values, updatedBy: by, version: sql`${skinDetails.version} + 1`, updatedAt: sql`now()` })
            .where(and(eq(skinDetails.skinId, record.id), eq(skinDetails.version, version)))
            .returning({ id: skinDetails.skinId });
    if (!written.length) throw new ApiError(RECORD_MESSAGES.conflict, STATUS.failure, { conflict: true });
    log.info({ skinId: record.id, by }, 'skin detail saved');
    return detailOf(db, record);
  }),
  get('skin/black/query', { menu: SKIN_MENU, unit: 'list' }, async () => {
    const { value, updatedAt } = await readPortalSetting(db, PORTAL_SETTING_KEYS.skinBlackWhite, BLACK_WHITE_OFF, isSwitch);
    return { status: value, updatedAt };
  }),
  get('skin/black/update', { menu: SKIN_MENU, unit: 'enable' }, async ({ db, query, user }) => {
    const status = readBlackWhite(query);
    const { value, updatedAt } = await writePortalSetting(db, PORTAL_SETTING_KEYS.skinBlackWhite, status, user?.loginName ?? null);
    log.info({ blackWhite: status, by: user?.loginName }, 'black-and-white mode switched');
    return { status: value, updatedAt };
  }),
];
