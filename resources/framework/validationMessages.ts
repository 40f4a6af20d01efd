/**
 * Chinese messages of the field rules, shared by the console (merged into its
 * i18n messages under `validation`) and the server (formatted the same way).
 * %{label} is the field's label; other placeholders are the rule's arguments.
 */
export const validationMessages = {
  required: '请输入%{label}',
  requiredChoice: '请选择%{label}',
  requiredUpload: '请上传%{label}',
  minLength: '%{label}至少%{min}个字符',
  maxLength: '%{label}不能超过%{max}个字符',
  maxStored: '%{label}连同排版格式不能超过%{max}个字符，请精简格式或分篇发布',
  minValue: '%{label}不能小于%{min}',
  maxValue: '%{label}不能大于%{max}',
  integer: '%{label}必须是整数',
  number: '%{label}必须是数字',
  /** A declared pattern's own message. */
  pattern: '%{message}',
  choice: '%{label}的取值无效',
  date: '%{label}不是有效的日期',
  type: '%{label}格式不正确',
  url: '%{label}必须是以 http 或 https 开头的有效网址',
  chineseOnly: '%{label}只能输入中文',
  lettersDigitsChinese: '%{label}只能输入字母、数字和中文',
  englishOnly: '%{label}只能输入英文字母',
  lettersDigits: '%{label}只能输入英文字母和数字',
  noDigits: '%{label}不能包含数字',
  noDigitsNoChinese: '%{label}不能包含数字和中文',
  noChinese: '%{label}不能包含中文',
  email: '%{label}不是有效的邮箱地址',
  externalLink: '%{label}必须是 http、https、mailto 或 tel 开头的链接',
} as const;

export type ValidationKey = keyof typeof validationMessages;

export const formatValidation = (key: ValidationKey, args: Record<string, string | number>) => validationMessages[key].replace(/%\{(\w+)\}/g, (_match, name: string) => String(args[name] ?? ''));
