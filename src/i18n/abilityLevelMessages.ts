/**
 * Messages of 等级通用设置 (/ability/level/commonEdit, menu 41): the
 * coefficient range and the common settings of the ability levels. Field
 * labels and validation texts are the shared ones
 * (resources/ability/abilityLevelSettings.ts), so the console and the server say the same.
 */
import { COMMON_SETTING_FIELDS, LEVEL_SETTING_MESSAGES, MODULUS_FIELDS } from '../../resources/ability/abilityLevelSettings';

const labels = (fields: Array<{ name: string; label: string }>) => Object.fromEntries(fields.map(({ name, label }) => [name, label]));
const hints = (fields: Array<{ name: string; helperText?: string }>) => Object.fromEntries(fields.filter((field) => field.helperText).map(({ name, helperText }) => [name, helperText]));
const units = (fields: Array<{ name: string; unit?: string }>) => Object.fromEntries(fields.filter((field) => field.unit).map(({ name, unit }) => [name, unit]));

export const abilityLevelMessages = {
  settings: {
    modulusTitle: '等级系数区间',
    modulusHint: '系数用于对各等级的得分加权，取值大于0且不超过10，最多两位小数',
    commonTitle: '等级通用设置',
    commonHint: '答题积分、连续答对奖励与升级提示，对 App 能力建设模块的全部用户生效',
    rangeSeparator: '至',
    on: '开启',
    off: '关闭',
  },
  fields: { ...labels(MODULUS_FIELDS), ...labels(COMMON_SETTING_FIELDS) },
  hints: { ...hints(MODULUS_FIELDS), ...hints(COMMON_SETTING_FIELDS) },
  units: units(COMMON_SETTING_FIELDS),
  validation: LEVEL_SETTING_MESSAGES,
};
