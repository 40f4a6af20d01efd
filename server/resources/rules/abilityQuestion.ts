/**
 * The question bank's rules (resources/ability/questionRules.ts): the body is
 * normalised (a judgement question's options set to 正确/错误, the answer's
 * letters in order), then the question as it will be saved (an update merged
 * over the stored record) must suit its type, and a new or changed business
 * type must be enabled. A refusal answers like the field rules, with the
 * fields' own messages beside the rules' ones.
 */
import { eq } from 'drizzle-orm';
import abilityQuestion from '../../../resources/ability/abilityQuestion';
import abilityBusinessType from '../../../resources/ability/abilityBusinessType';
import { checkQuestion, normaliseQuestion, touchesQuestionRules } from '../../../resources/ability/questionRules';
import { formatValidation, validateValue } from '../../../resources/framework';
import type { Db } from '../../db/client';
import { tableOf } from '../columns';
import { validationError } from '../input';
import type { WriteRule } from './writeRule';

export const BUSINESS_TYPE_DISABLED = '所选业务类型已停用，请选择启用的业务类型';

/** Whether the business type exists and is enabled (null: it does not exist). */
export const businessTypeEnabled = async (db: Db, id: number): Promise<boolean | null> => {
  const { table, columns } = tableOf(abilityBusinessType);
  const [row] = await db.select({ enabled: columns.enabled }).from(table).where(eq(columns.id, id)).limit(1);
  return row ? row.enabled === 1 : null;
};

const positive = (value: unknown) => {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  // Beyond the integer column's range no record has the id (and PostgreSQL would refuse the query).
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= 2_147_483_647 ? number : null;
};

/** The messages of the fields' own rules: every field on a create, the sent ones on an update. */
const fieldErrors = (values: Record<string, unknown>, sent: Record<string, unknown> | null) => {
  const errors: Record<string, string> = {};
  for (const field of abilityQuestion.fields) {
    if (sent && sent[field.name] === undefined) continue;
    const broken = validateValue(field, values[field.name] ?? field.defaultValue);
    if (broken) errors[field.name] = formatValidation(broken.key, broken.args);
  }
  return errors;
};

/** The values the rules may have changed: the options and the answer. */
const pick = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([name]) => name === 'answer' || /^option[A-F]$/.test(name)));

export const abilityQuestionRule: WriteRule = async ({ db, body, stored }) => {
  if (stored && !touchesQuestionRules(body) && body.businessTypeId === undefined) return body;
  const current: Record<string, unknown> = stored ?? {};
  // The judgement options follow the saved type, so a type change alone sets them too.
  const merged = normaliseQuestion({ ...current, ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) });
  const normalised = touchesQuestionRules(body) ? { ...body, ...pick(merged) } : body;
  const errors = checkQuestion(merged);
  const typeId = positive(body.businessTypeId);
  if (typeId !== null && typeId !== current.businessTypeId && !errors.businessTypeId && (await businessTypeEnabled(db, typeId)) === false) {
    errors.businessTypeId = BUSINESS_TYPE_DISABLED;
  }
  // With the fields' own messages beside them (they come first for a field), as a form shows both.
  if (Object.keys(errors).length) throw validationError(abilityQuestion, { ...errors, ...fieldErrors(merged, stored ? body : null) });
  return normalised;
};
