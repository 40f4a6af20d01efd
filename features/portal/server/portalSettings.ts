/**
 * The portal's single-valued settings (table portal_setting): the carousel's
 * switch time and the app's black-and-white mode. An absent key reads as its default.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { portalSettings } from '../../../server/db/schema';

export const PORTAL_SETTING_KEYS = {
  carouselSwitchSeconds: 'carouselSwitchSeconds',
  skinBlackWhite: 'skinBlackWhite',
} as const;

export type PortalSettingKey = (typeof PORTAL_SETTING_KEYS)[keyof typeof PORTAL_SETTING_KEYS];

export interface PortalSetting<T> {
  value: T;
  /** When it was last saved; null while it holds its default. */
  updatedAt: string | null;
}

export const readPortalSetting = async <T>(db: Db, key: PortalSettingKey, fallback: T, accept: (value: unknown) => value is T): Promise<PortalSetting<T>> => {
  const [row] = await db.select({ value: portalSettings.value, updatedAt: portalSettings.updatedAt }).from(portalSettings).where(eq(portalSettings.key, key)).limit(1);
  if (!row || !accept(row.value)) return { value: fallback, updatedAt: null };
  return { value: row.value, updatedAt: row.updatedAt.toISOString() };
};

export const writePortalSetting = async <T>(db: Db, key: PortalSettingKey, value: T, by: string | null): Promise<PortalSetting<T>> => {
  const [row] = await db
    .insert(portalSettings)
    .values({ key, value, updatedBy: by })
    .onConflictDoUpdate({ target: portalSettings.key, set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` } })
    .returning({ updatedAt: portalSettings.updatedAt });
  return { value, updatedAt: row.updatedAt.toISOString() };
};
