/**
 * The reusable validators of spec section 5, and the checks of a field's
 * rules. Pure functions used by the console's inputs and the server alike.
 * A check answers null (valid) or the message key with its arguments.
 */
import type { ValidationKey } from './validationMessages';

export type RuleName = 'url' | 'chineseOnly' | 'lettersDigitsChinese' | 'englishOnly' | 'lettersDigits' | 'noDigits' | 'noDigitsNoChinese' | 'noChinese' | 'email' | 'externalLink';

export interface Violation {
  key: ValidationKey;
  args: Record<string, string | number>;
}

const HAN = /\p{Script=Han}/u;

/** Each rule tests a non-empty string; emptiness is the `required` rule's business. */
export const ruleTests: Record<RuleName, (value: string) => boolean> = {
  // starts with http or https and a host (no javascript:, data: or ftp:)
  url: (value) => /^https?:\/\/[^\s/?#:]+(:\d+)?([/?#][^\s]*)?$/i.test(value),
  // at least one character, Chinese only
  chineseOnly: (value) => /^\p{Script=Han}+$/u.test(value),
  lettersDigitsChinese: (value) => /^[A-Za-z0-9\p{Script=Han}]+$/u.test(value),
  englishOnly: (value) => /^[A-Za-z]+$/.test(value),
  lettersDigits: (value) => /^[A-Za-z0-9]+$/.test(value),
  noDigits: (value) => !/\d/.test(value),
  noDigitsNoChinese: (value) => !/\d/.test(value) && !HAN.test(value),
  noChinese: (value) => !HAN.test(value),
  email: (value) => /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value),
  externalLink: (value) => /^(https?:\/\/[^\s/?#]+\S*|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9-]{3,})$/i.test(value),
};

export const checkRule = (rule: RuleName, value: string, label: string): Violation | null => (ruleTests[rule](value) ? null : { key: rule, args: { label } });
