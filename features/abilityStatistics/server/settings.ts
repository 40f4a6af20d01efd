/** The level common settings (docs/ability.md "通用设置") as the ability activity reads them: saved values, else the defaults. */
import { and, eq } from 'drizzle-orm';
import { COMMON_SETTING_DEFAULTS } from '../../../resources/ability/abilityLevelSettings';
import type { Db } from '../../../server/db/client';
import { singleRecords } from '../../../server/db/schema';

export const commonSettings = async (db: Db) => {
  const [row] = await db
    .select({ value: singleRecords.value })
    .from(singleRecords)
    .where(and(eq(singleRecords.kind, 'abilityLevelCommonSetting'), eq(singleRecords.ownerId, 0)));
  const saved = (row?.value ?? {}) as Record<string, unknown>;
  const limit = Number(saved.dailyQuestionLimit);
  return {
    /** 每日答题上限. */
    dailyQuestionLimit: Number.isInteger(limit) && limit > 0 ? limit : Number(COMMON_SETTING_DEFAULTS.dailyQuestionLimit),
    /** 是否开启等级: level challenges are taken only while it is on. */
    levelEnabled: (saved.levelEnabled ?? COMMON_SETTING_DEFAULTS.levelEnabled) !== 0,
  };
};
