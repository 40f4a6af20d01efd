/**
 * Valid sample values for a declared field, so a smoke test can fill any
 * module's form: text that satisfies the field's rules and length, the
 * first option of a choice, and so on. `tag` makes the record findable.
 */
import type { FieldSpec } from '../../resources/framework';

const CHINESE_DIGITS = '零一二三四五六七八九';

/** A run's unique tag in the characters a field accepts. */
export const uniqueTag = () => String(Date.now() % 1_000_000).padStart(6, '0');

const asChinese = (digits: string) => [...digits].map((digit) => CHINESE_DIGITS[Number(digit)]).join('');
const asLetters = (digits: string) => [...digits].map((digit) => 'abcdefghij'[Number(digit)]).join('');

/** A text value for the field's rules, within its length; a field's declared `example` when it has one (e.g. for a pattern). */
export const sampleText = (field: FieldSpec, tag: string, prefix = '冒烟测试'): string => {
  if (field.example !== undefined) return field.example;
  const rules = field.rules ?? [];
  let value: string;
  if (rules.includes('englishOnly')) value = `Smoke${asLetters(tag)}`;
  else if (rules.includes('lettersDigits') || rules.includes('noChinese') || rules.includes('noDigitsNoChinese'))
    value = rules.includes('noDigitsNoChinese') ? `Smoke${asLetters(tag)}` : `Smoke${tag}`;
  else if (rules.includes('chineseOnly') || rules.includes('noDigits')) value = `${prefix}${asChinese(tag)}`;
  else if (rules.includes('email')) value = `smoke${tag}@example.com`;
  else if (rules.includes('url') || field.kind === 'url') value = `https://www.example.org/${tag}`;
  else value = `${prefix}${tag}`;
  return field.max !== undefined ? value.slice(0, field.max) : value;
};

/** Whether the smoke test can fill this field through its input. */
export const fillable = (field: FieldSpec) => !field.formHidden && field.kind !== 'image' && field.kind !== 'file';
