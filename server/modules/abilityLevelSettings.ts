/**
 * The ability levels' two settings records (spec section 7, menu 41), each a
 * single row of the key-value settings table portal_setting (the mechanism of
 * the carousel switch time and the black-and-white switch, portalSettings.ts):
 * - ability/abilityLevelModulus: queryAbilityLevelModulusInfo, updateAbilityLevelModulusInfo;
 * - ability/abilityLevelCommonSetting: queryLevelCommonSettingInfo, updateLevelCommonSettingInfo.
 * A query answers the saved values (or the defaults while nothing is saved,
 * `updatedAt: null`); an update takes the whole record, checks every field
 * (resources/ability/abilityLevelSettings.ts) and saves it, or refuses it with
 * the first message and `data.errors` by field, leaving the saved one as it was.
 * Reading needs the menu's `detail` unit, saving its `modify` unit.
 */
import { eq, sql } from 'drizzle-orm';
import abilityLevel from '../../resources/ability/abilityLevel';
import {
  COMMON_SETTING_DEFAULTS,
  formatSettingProblem,
  MODULUS_DEFAULTS,
  readCommonSettings,
  readModulus,
  type SettingsRead,
  type SettingValues,
} from '../../resources/ability/abilityLevelSettings';
import type { Db } from '../db/client';
import { portalSettings } from '../db/schema';
import { post, type Endpoint, type ServerModule } from '../http/api';
import { ApiError, STATUS } from '../http/envelope';

interface SettingsRecord {
  /** Row key in portal_setting. */
  key: string;
  api: string;
  query: string;
  update: string;
  defaults: SettingValues;
  read: (body: Record<string, unknown>) => SettingsRead;
  /** For the log line. */
  what: string;
}

export const LEVEL_SETTINGS: SettingsRecord[] = [
  {
    key: 'abilityLevelModulus',
    api: 'ability/abilityLevelModulus',
    query: 'queryAbilityLevelModulusInfo',
    update: 'updateAbilityLevelModulusInfo',
    defaults: MODULUS_DEFAULTS,
    read: readModulus,
    what: 'ability level modulus saved',
  },
  {
    key: 'abilityLevelCommonSetting',
    api: 'ability/abilityLevelCommonSetting',
    query: 'queryLevelCommonSettingInfo',
    update: 'updateLevelCommonSettingInfo',
    defaults: COMMON_SETTING_DEFAULTS,
    read: readCommonSettings,
    what: 'ability level common settings saved',
  },
];

/** The saved record (a stored one that no longer passes the checks reads as the defaults). */
const load = async (db: Db, record: SettingsRecord) => {
  const [row] = await db.select({ value: portalSettings.value, updatedAt: portalSettings.updatedAt }).from(portalSettings).where(eq(portalSettings.key, record.key)).limit(1);
  const stored = row && row.value && typeof row.value === 'object' ? (row.value as Record<string, unknown>) : null;
  const read = stored ? record.read({ ...record.defaults, ...stored }) : null;
  if (!row || !read || Object.keys(read.problems).length) return { ...record.defaults, updatedAt: null };
  return { ...read.values, updatedAt: row.updatedAt.toISOString() };
};

const save = async (db: Db, record: SettingsRecord, values: SettingValues, by: string | null) => {
  const [row] = await db
    .insert(portalSettings)
    .values({ key: record.key, value: values, updatedBy: by })
    .onConflictDoUpdate({ target: portalSettings.key, set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` } })
    .returning({ updatedAt: portalSettings.updatedAt });
  return { ...values, updatedAt: row.updatedAt.toISOString() };
};

const refuse = (read: SettingsRead): never => {
  const errors = Object.fromEntries(Object.entries(read.problems).map(([name, problem]) => [name, formatSettingProblem(problem)]));
  throw new ApiError(Object.values(errors)[0], STATUS.failure, { errors });
};

export const abilityLevelSettingsModule: ServerModule = ({ db, log }) =>
  LEVEL_SETTINGS.flatMap((record): Endpoint[] => [
    {
      method: 'POST',
      path: `${record.api}/${record.query}`,
      access: { menu: abilityLevel.menuId, unit: 'detail' },
      handler: () => load(db, record),
    },
    post(`${record.api}/${record.update}`, { menu: abilityLevel.menuId, unit: 'modify' }, async ({ db, body, user }) => {
      const read = record.read(body);
      if (Object.keys(read.problems).length) refuse(read);
      const saved = await save(db, record, read.values, user?.loginName ?? null);
      log.info({ ...read.values, by: user?.loginName }, record.what);
      return saved;
    }),
  ]);
