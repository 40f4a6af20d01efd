/**
 * Field kinds of a resource declaration and their builders. A field is data:
 * the console makes its input, column and validation from it; the server its
 * column, validation and filter.
 */
import type { RuleName } from './rules';

export type FieldKind = 'text' | 'textarea' | 'number' | 'richText' | 'image' | 'file' | 'date' | 'datetime' | 'choice' | 'ref' | 'flag' | 'orderSeq' | 'url';

export interface ChoiceOption {
  value: string | number;
  label: string;
}

export interface FieldOptions {
  required?: boolean;
  /** Length for strings (rich text: its visible text), value for numbers. */
  min?: number;
  max?: number;
  /** Rich text: the stored HTML's length in characters, markup included (bounds what a row and its answers cost). */
  maxStored?: number;
  /** A regular expression the value must match, with its own message. */
  pattern?: { regex: RegExp; message: string };
  /** Reusable validators of spec section 5. */
  rules?: RuleName[];
  /** A search field of the list: text kinds match a part, others the whole value. */
  search?: boolean;
  /**
   * A text search field's part is looked for in these text fields too: a
   * record matches when any of them holds it (e.g. an institution's current
   * or newly synced name).
   */
  searchAlso?: string[];
  /** A list column; 'switch' shows an enable switch. */
  column?: boolean | 'switch';
  /** Kept out of the form (set by the server or another screen). */
  formHidden?: boolean;
  /** Value of a new record. */
  defaultValue?: unknown;
  /** Help text under the input. */
  helperText?: string;
  /** Column width in pixels. */
  width?: number;
  /** A valid sample value, for fields whose pattern test drivers cannot guess (e.g. '3.12.0'). */
  example?: string;
  /** Shown in lists and exports with its middle hidden: 'phone' keeps the first 3 and last 4 characters (138****5678). */
  mask?: 'phone';
  /**
   * No two records may hold the same value (compared trimmed): the server
   * refuses a create or update that would repeat one, on the field, with this
   * message (true: 该<label>已存在). See the resource's `uniqueCheck` for a
   * check call the console makes before saving.
   */
  unique?: true | string;
}

export interface FieldDef extends FieldOptions {
  kind: FieldKind;
  label: string;
  /** choice: the options. */
  options?: ChoiceOption[];
  /**
   * choice: a call under the module's base path answering the options as
   * `[{value, label}]` (e.g. GET getDictionary): the server answers the
   * declared options, the console's selects load them from it.
   */
  optionsCall?: { method: 'GET' | 'POST'; call: string };
  /** ref: the referenced resource and the field shown for it. */
  reference?: string;
  optionText?: string;
  /**
   * ref: only records of the referenced resource with these field values may
   * be chosen (e.g. `{ type: 1 }`: the FAQ's categories); the console offers
   * only them, the server refuses any other. The fields must be searchable
   * (`search: true`) or the scope field of the referenced resource.
   */
  filter?: Record<string, string | number>;
  /**
   * ref: a field of the referenced records shown before their label in the
   * console's selects, e.g. 'parentIdLabel' for '基金产品 / 公募REITs' (the
   * secondary categories of product introduction). Lists keep the label alone.
   */
  optionPrefix?: string;
  /** flag: stored values and their labels. */
  onValue?: number;
  offValue?: number;
  onLabel?: string;
  offLabel?: string;
  /**
   * flag: at most one record may hold the on value; a write that would make a
   * second one is refused by the server with this (Chinese) message.
   */
  exclusive?: string;
  /** number: integer only (default true). */
  integer?: boolean;
  /** number: the decimals a list cell always shows (a column of amounts lines up: 35.00 above 69.80); the value is kept as entered. */
  decimals?: number;
  /** image and file: accepted MIME types and size limit. */
  accept?: string[];
  maxSizeMb?: number;
}

const field =
  (kind: FieldKind, defaults: Partial<FieldDef> = {}) =>
  (label: string, options: FieldOptions & Partial<FieldDef> = {}): FieldDef => ({ kind, label, ...defaults, ...options });

export const text = field('text', { max: 255 });
export const textarea = field('textarea', { max: 2000 });
/** Numbers stay within a 32-bit integer unless the declaration says otherwise. */
export const number = field('number', { integer: true, min: -2_147_483_648, max: 2_147_483_647 });
export const richText = field('richText', { max: 200_000, maxStored: 400_000 });
export const image = field('image', { accept: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], maxSizeMb: 5 });
export const file = field('file', { maxSizeMb: 20 });
export const date = field('date');
export const datetime = field('datetime');
export const url = field('url', { max: 2048, rules: ['url'] });
export const orderSeq = field('orderSeq', { integer: true, min: 0, max: 999_999 });

export const choice = (label: string, options: ChoiceOption[], rest: FieldOptions & Pick<FieldDef, 'optionsCall'> = {}): FieldDef => ({ kind: 'choice', label, options, ...rest });

export const ref = (reference: string, label: string, rest: FieldOptions & Pick<FieldDef, 'optionText' | 'filter' | 'optionPrefix'> = {}): FieldDef => ({
  kind: 'ref',
  label,
  reference,
  optionText: 'name',
  ...rest,
});

export const flag = (label: string, rest: FieldOptions & Pick<FieldDef, 'onLabel' | 'offLabel' | 'exclusive'> = {}): FieldDef => ({
  kind: 'flag',
  label,
  onValue: 1,
  offValue: 0,
  onLabel: '是',
  offLabel: '否',
  defaultValue: 0,
  ...rest,
});

/** A text as lists and exports show it: masked when the field says so. */
export const maskedText = (field: Pick<FieldDef, 'mask'>, text: string) => (field.mask === 'phone' && text.length >= 7 ? `${text.slice(0, 3)}${'*'.repeat(text.length - 7)}${text.slice(-4)}` : text);

export const isTextKind = (kind: FieldKind) => kind === 'text' || kind === 'textarea' || kind === 'url' || kind === 'richText';
export const isUploadKind = (kind: FieldKind) => kind === 'image' || kind === 'file';

/**
 * The fields a list answer leaves out: rich text that is not a list column (the list shows no body; the
 * detail has it). A record taken from a list lacks them (the console fetches the detail for a form).
 */
export const listOmittedFields = (fields: ReadonlyArray<FieldDef & { name: string }>): string[] => fields.filter((field) => field.kind === 'richText' && !field.column).map((field) => field.name);
