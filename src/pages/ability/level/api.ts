/**
 * The ability levels' settings calls (menu 41): the coefficient range
 * (ability/abilityLevelModulus) and the common settings
 * (ability/abilityLevelCommonSetting). Reads are silent (the page shows a
 * failure itself); a refused save is shown on the message line and thrown.
 */
import { post } from '../../../../dataProvider/http';
import type { SettingValues } from '../../../../resources/ability/abilityLevelSettings';

export type SavedSettings = SettingValues & {
  /** When it was last saved; null while it holds the defaults. */
  updatedAt: string | null;
};

export const getModulus = async (): Promise<SavedSettings> =>
  (await post<SavedSettings>('ability/abilityLevelModulus/queryAbilityLevelModulusInfo', {}, { silent: true })).data;

export const saveModulus = async (values: SettingValues): Promise<SavedSettings> =>
  (await post<SavedSettings>('ability/abilityLevelModulus/updateAbilityLevelModulusInfo', values)).data;

export const getCommonSettings = async (): Promise<SavedSettings> =>
  (await post<SavedSettings>('ability/abilityLevelCommonSetting/queryLevelCommonSettingInfo', {}, { silent: true })).data;

export const saveCommonSettings = async (values: SettingValues): Promise<SavedSettings> =>
  (await post<SavedSettings>('ability/abilityLevelCommonSetting/updateLevelCommonSettingInfo', values)).data;
