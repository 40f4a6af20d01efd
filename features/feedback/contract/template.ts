/**
 * Reply templates of opinion feedback (ideaFeedbackMould) and the masking of
 * personal numbers in its documents: pure functions shared by the console
 * (filling a template when it is inserted into a result) and the server
 * (checking a template's placeholders, masking the documents).
 */

/** The placeholders a template may hold, written `{提交人}` in its text. */
export const TEMPLATE_PLACEHOLDERS = ['提交人', '反馈编号', '日期', '处理结果'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

export const TEMPLATE_LIMITS = { name: 30, content: 2000 } as const;

const PLACEHOLDER = /\{([^{}\s]{1,20})\}/g;

/** The placeholders of `content` that are not among TEMPLATE_PLACEHOLDERS, each once. */
export const unknownPlaceholders = (content: string): string[] => [
  ...new Set([...content.matchAll(PLACEHOLDER)].map((match) => match[1]).filter((name) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name))),
];

/** Punctuation that ends a clause or sentence, Chinese and Western. */
const CLAUSE_END = /[。！？；，、.!?;,]+$/;
const CLAUSE_MARK = /^[。！？；，、.!?;,]/;

/**
 * The template's text with each known placeholder replaced by its value; a
 * placeholder without a value (no handling result yet) stays as written, so
 * the operator sees what is still to fill in. A value that ends a sentence
 * where the template goes on with its own punctuation gives up its own, so
 * "{处理结果}。" with "已修复。" reads "已修复。", not "已修复。。".
 */
export const fillTemplate = (content: string, values: Partial<Record<TemplatePlaceholder, string | null | undefined>>): string =>
  content.replace(PLACEHOLDER, (whole, name: string, offset: number) => {
    const value = values[name as TemplatePlaceholder]?.trim();
    if (!value) return whole;
    return CLAUSE_MARK.test(content.slice(offset + whole.length)) ? value.replace(CLAUSE_END, '') : value;
  });

/** A mainland mobile number (11 digits from 1[3-9]) not inside a longer digit run. */
const MOBILE = /(?<!\d)(1[3-9]\d)(\d{4})(\d{4})(?!\d)/g;
/** A resident identity number: 17 digits and a check digit or X, not inside a longer digit run. */
const ID_NUMBER = /(?<![\dXx])(\d{6})(\d{8})(\d{3}[\dXx])(?![\dXx])/g;

/** A phone as the documents show it: 138****5678 (first 3 and last 4 kept; short numbers unchanged). */
export const maskPhone = (phone: string | null | undefined): string => {
  const text = (phone ?? '').trim();
  return text.length >= 7 ? `${text.slice(0, 3)}${'*'.repeat(text.length - 7)}${text.slice(-4)}` : text;
};

/** Free text with every identity number (110101********4518) and mobile number (138****5678) in it masked. */
export const maskPersonalNumbers = (text: string | null | undefined): string => (text ?? '').replace(ID_NUMBER, '$1********$3').replace(MOBILE, '$1****$3');
