/**
 * The two single settings records of the ability levels (menu 41), edited on
 * /ability/level/commonEdit (等级通用设置) and described in docs/ability.md:
 * - the coefficient range (ability/abilityLevelModulus): the bounds of the
 *   coefficient that weights level scores, 0 < lower <= upper <= 10, two decimals;
 * - the common settings (ability/abilityLevelCommonSetting): answering limits,
 *   scores, the streak bonus, the upgrade message and the level switch.
 * Fields, defaults, checks and messages are shared by the console and the
 * server, so both answer with the same words.
 */
import { defineSingleRecord } from '../framework/singleRecord';
import abilityLevel from './abilityLevel';

export type SettingKind = 'decimal' | 'integer' | 'text' | 'flag';

export interface SettingField {
  name: string;
  label: string;
  kind: SettingKind;
  /** decimal: exclusive lower bound; integer: inclusive. */
  min?: number;
  /** decimal and integer: inclusive upper bound; text: most characters. */
  max?: number;
  /** Shown after the input (题, 分). */
  unit?: string;
  helperText?: string;
}

export type SettingValues = Record<string, number | string>;

export interface SettingProblem {
  key: keyof typeof LEVEL_SETTING_MESSAGES;
  args: Record<string, string | number>;
}

export const LEVEL_SETTING_MESSAGES = {
  required: '请输入%{label}',
  decimalRange: '%{label}须大于%{min}且不超过%{max}，最多保留两位小数',
  integerRange: '%{label}须为%{min}到%{max}之间的整数',
  maxLength: '%{label}不能超过%{max}个字符',
  flag: '%{label}只能是开启或关闭',
  modulusOrder: '系数上限不能小于系数下限',
} as const;

export const MODULUS_MAX = 10;

export const MODULUS_FIELDS: SettingField[] = [
  { name: 'modulusMin', label: '系数下限', kind: 'decimal', min: 0, max: MODULUS_MAX, helperText: '大于0，最多两位小数' },
  { name: 'modulusMax', label: '系数上限', kind: 'decimal', min: 0, max: MODULUS_MAX, helperText: '不小于系数下限，不超过10' },
];

export const MODULUS_DEFAULTS: SettingValues = { modulusMin: 0.8, modulusMax: 1.5 };

export const COMMON_SETTING_FIELDS: SettingField[] = [
  { name: 'dailyQuestionLimit', label: '每日答题上限', kind: 'integer', min: 1, max: 500, unit: '题' },
  { name: 'scorePerQuestion', label: '每题得分', kind: 'integer', min: 1, max: 100, unit: '分' },
  { name: 'streakCount', label: '连续答对题数', kind: 'integer', min: 2, max: 50, unit: '题', helperText: '连续答对达到该题数时发放奖励分' },
  { name: 'streakBonus', label: '连续答对奖励分', kind: 'integer', min: 0, max: 100, unit: '分' },
  { name: 'upgradeTip', label: '升级提示语', kind: 'text', max: 50, helperText: '用户升级时在 App 中展示，不超过50个字符' },
  { name: 'levelEnabled', label: '是否开启等级', kind: 'flag' },
];

export const COMMON_SETTING_DEFAULTS: SettingValues = {
  dailyQuestionLimit: 50,
  scorePerQuestion: 2,
  streakCount: 5,
  streakBonus: 10,
  upgradeTip: '恭喜您晋升新的能力等级，继续加油！',
  levelEnabled: 1,
};

const DECIMAL = /^\d+(\.\d{1,2})?$/;
const INTEGER = /^-?\d+$/;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const problem = (key: SettingProblem['key'], field: SettingField): SettingProblem => ({
  key,
  args: { label: field.label, ...(field.min !== undefined ? { min: field.min } : {}), ...(field.max !== undefined ? { max: field.max } : {}) },
});

/** One field's value (normalised) or its problem. */
const readField = (field: SettingField, raw: unknown): { value: number | string } | { problem: SettingProblem } => {
  if (field.kind === 'flag') {
    const value = typeof raw === 'string' && /^[01]$/.test(raw.trim()) ? Number(raw) : raw;
    return value === 0 || value === 1 ? { value } : { problem: problem('flag', field) };
  }
  if (isBlank(raw)) return { problem: problem('required', field) };
  if (field.kind === 'text') {
    if (typeof raw !== 'string') return { problem: problem('maxLength', field) };
    const value = raw.trim();
    return [...value].length > (field.max ?? 255) ? { problem: problem('maxLength', field) } : { value };
  }
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (field.kind === 'integer') {
    const value = Number(text);
    const ok = INTEGER.test(text) && value >= (field.min ?? 0) && value <= (field.max ?? Number.MAX_SAFE_INTEGER);
    return ok ? { value } : { problem: problem('integerRange', field) };
  }
  const value = Number(text);
  const ok = DECIMAL.test(text) && value > (field.min ?? 0) && value <= (field.max ?? Number.MAX_SAFE_INTEGER);
  return ok ? { value: Math.round(value * 100) / 100 } : { problem: problem('decimalRange', field) };
};

export type SettingsRead = { values: SettingValues; problems: Record<string, SettingProblem> };

/** Every field of `fields` read from `body`: the normalised values and the problems by field. */
export const readSettings = (fields: SettingField[], body: Record<string, unknown>): SettingsRead => {
  const values: SettingValues = {};
  const problems: Record<string, SettingProblem> = {};
  for (const field of fields) {
    const read = readField(field, body[field.name]);
    if ('problem' in read) problems[field.name] = read.problem;
    else values[field.name] = read.value;
  }
  return { values, problems };
};

/** The coefficient range: both bounds, and the upper one not below the lower one. */
export const readModulus = (body: Record<string, unknown>): SettingsRead => {
  const read = readSettings(MODULUS_FIELDS, body);
  const { modulusMin, modulusMax } = read.values;
  if (typeof modulusMin === 'number' && typeof modulusMax === 'number' && modulusMax < modulusMin) {
    read.problems.modulusMax = { key: 'modulusOrder', args: {} };
  }
  return read;
};

export const readCommonSettings = (body: Record<string, unknown>): SettingsRead => readSettings(COMMON_SETTING_FIELDS, body);

export const formatSettingProblem = ({ key, args }: SettingProblem) =>
  Object.entries(args).reduce<string>((text, [name, value]) => text.split(`%{${name}}`).join(String(value)), LEVEL_SETTING_MESSAGES[key]);

/** The coefficient range as a single record (resources/framework/singleRecord.ts). */
export const abilityLevelModulus = defineSingleRecord({
  name: 'abilityLevelModulus',
  menuId: abilityLevel.menuId,
  calls: { query: 'ability/abilityLevelModulus/queryAbilityLevelModulusInfo', update: 'ability/abilityLevelModulus/updateAbilityLevelModulusInfo' },
  messages: LEVEL_SETTING_MESSAGES,
  i18n: 'abilityLevel.validation',
  defaults: () => MODULUS_DEFAULTS,
  read: readModulus,
});

/** The common settings as a single record. */
export const abilityLevelCommonSetting = defineSingleRecord({
  name: 'abilityLevelCommonSetting',
  menuId: abilityLevel.menuId,
  calls: { query: 'ability/abilityLevelCommonSetting/queryLevelCommonSettingInfo', update: 'ability/abilityLevelCommonSetting/updateLevelCommonSettingInfo' },
  messages: LEVEL_SETTING_MESSAGES,
  i18n: 'abilityLevel.validation',
  defaults: () => COMMON_SETTING_DEFAULTS,
  read: readCommonSettings,
});
