/**
 * The question bank's Excel files (docs/ability.md): the template of
 * exportQuestionMouldExcel and the reading and row checks of
 * addBatchQuestionManageData. The columns are those of the export
 * (exportAbilityQuestionExcel), found by their header text, so an exported
 * file can be imported again; each row is checked with the form's rules (the
 * declared fields' validateValue and questionRules.ts).
 */
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../server/modules/documentLibraries';
import abilityQuestion from '../../../resources/ability/abilityQuestion';
import { checkQuestion, JUDGE, normaliseQuestion } from '../../../resources/ability/questionRules';
import { formatValidation, validateValue, type FieldSpec } from '../../../resources/framework';
import { neutraliseFormula } from '../../../server/resources/export';
import { exportFields } from '../../../server/resources/export';
import { cellText, MAX_IMPORT_ROWS } from '../../../server/modules/sheetReader';
import { readSheet } from '../../../server/modules/sheetReader';
import type { SheetGate } from '../../../server/modules/sheetGate';
import { fail } from '../../../server/http/envelope';

export const IMPORT_MESSAGES = {
  missingColumn: (label: string) => `模板不正确：缺少“${label}”列`,
  noRows: '文件中没有可导入的数据',
  tooManyRows: `每次最多导入${MAX_IMPORT_ROWS}行`,
  unknownType: (name: string) => `业务类型“${name}”不存在`,
  disabledType: (name: string) => `业务类型“${name}”已停用`,
  badLabel: (label: string, labels: string[]) => `${label}须为${labels.join('、')}之一`,
} as const;

export const TEMPLATE_NAME = '能力题目导入模板.xlsx';
const SHEET = '能力题目';
const HELP_SHEET = '填写说明';

/** The columns of the template, the export and the import: label and field, in order. */
export const columnFields = (): FieldSpec[] => exportFields(abilityQuestion);
const REQUIRED_COLUMNS = ['businessTypeId', 'questionType', 'stem', 'optionA', 'optionB', 'answer', 'difficulty'];

const fieldOf = (name: string) => abilityQuestion.fields.find((field) => field.name === name)!;

const HELP_LINES = [
  '1. 请在“能力题目”工作表中从第2行起每行填写一道题目，不要修改第1行的列名；列的顺序可以调整。',
  '2. 业务类型：填写已启用的业务类型名称（见“业务类型”页面），如“经纪业务”。',
  '3. 题型：单选题、多选题或判断题。',
  '4. 选项：单选题和多选题至少填写选项A和选项B，按A至F的顺序连续填写，每项不超过200字；判断题的选项无需填写（固定为“正确”“错误”）。',
  '5. 答案：单选题填一个选项字母，如 A；多选题填两个或以上不同的字母，如 ABD（也可写作 A,B,D）；判断题填“正确”或“错误”。答案中的字母须对应已填写的选项。',
  '6. 题干必填，不超过500字；解析选填，不超过1000字。',
  '7. 难度：简单、中等或困难。状态：启用或停用，不填为启用。排序：0至999999的整数，不填则排在现有题目之后。',
  `8. 文件须为 .xlsx 格式，不超过5MB，每次最多导入${MAX_IMPORT_ROWS}行；有错误的行不导入，其余行全部导入，导入后显示每个错误行的行号和原因。`,
];

const EXAMPLE: Record<string, string> = {
  businessTypeId: '合规风控',
  questionType: '单选题',
  stem: '证券公司的合规负责人由谁决定聘任？',
  optionA: '股东会',
  optionB: '董事会',
  optionC: '总经理',
  optionD: '监事会',
  answer: 'B',
  analysis: '合规负责人由董事会决定聘任，并应当符合规定的任职条件。',
  difficulty: '中等',
  enabled: '启用',
  orderSeq: '',
};

const styleHeader = (row: ExcelJS.Row) => {
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF5F7FA' } };
    cell.alignment = { horizontal: 'center' };
  });
};

/** The template: the sheet 能力题目 (header only) and 填写说明 with the rules and one example row. */
export const buildTemplate = async (): Promise<Buffer> => {
  const fields = columnFields();
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '协会管理后台';
  const sheet = workbook.addWorksheet(SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = fields.map((field) => ({
    header: field.label,
    key: field.name,
    width: field.name === 'stem' || field.name === 'analysis' ? 40 : field.name.startsWith('option') ? 18 : 12,
    // Text columns stay text (an answer such as 'AB' or an order number as typed).
    style: { numFmt: '@' },
  }));
  styleHeader(sheet.getRow(1));

  const help = workbook.addWorksheet(HELP_SHEET);
  help.getColumn(1).width = 16;
  help.addRow(['填写说明']).font = { bold: true, size: 13 };
  for (const line of HELP_LINES) help.addRow([line]);
  help.addRow([]);
  help.addRow(['示例（仅供参考，请在“能力题目”工作表中填写）']).font = { bold: true };
  styleHeader(help.addRow(fields.map((field) => field.label)));
  help.addRow(fields.map((field) => neutraliseFormula(EXAMPLE[field.name] ?? '')));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export interface ImportFailure {
  row: number;
  reason: string;
}

export interface SheetQuestion {
  row: number;
  /** Cell texts by field name. */
  cells: Record<string, string>;
}

/** A quote the export put before a formula-like text is not part of the value. */
const unquote = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** The data rows of the question sheet (the template's first sheet, 能力题目). */
export const readQuestionSheet = async (bytes: Buffer, gate: SheetGate): Promise<SheetQuestion[]> => {
  const byLabel = new Map(columnFields().map((field) => [field.label, field.name]));
  const { header, rows } = await readSheet(bytes, { maxRows: MAX_IMPORT_ROWS, tooManyRows: IMPORT_MESSAGES.tooManyRows, maxColumns: byLabel.size + 10 }, gate);
  const columns = new Map<string, number>();
  header.forEach((value, column) => {
    const name = byLabel.get(cellText(value).replace(/\s|\*/g, ''));
    if (name && !columns.has(name)) columns.set(name, column);
  });
  for (const name of REQUIRED_COLUMNS) if (!columns.has(name)) fail(IMPORT_MESSAGES.missingColumn(fieldOf(name).label));
  const questions: SheetQuestion[] = [];
  for (const { number, values } of rows) {
    const cells: Record<string, string> = {};
    for (const [name, column] of columns) cells[name] = unquote(cellText(values[column]));
    if (Object.values(cells).every((text) => text === '')) continue;
    questions.push({ row: number, cells });
  }
  if (questions.length === 0) fail(IMPORT_MESSAGES.noRows);
  return questions;
};

/** The business types by name: id and whether enabled. */
export type TypeDirectory = Map<string, { id: number; enabled: boolean }>;

const byLabel = (field: FieldSpec, text: string): unknown => {
  if (text === '') return undefined;
  if (field.kind === 'flag') return text === field.onLabel ? field.onValue : text === field.offLabel ? field.offValue : Symbol.for('bad');
  return field.options?.find((option) => option.label === text)?.value ?? Symbol.for('bad');
};

const labelsOf = (field: FieldSpec) => (field.kind === 'flag' ? [field.onLabel!, field.offLabel!] : (field.options ?? []).map((option) => option.label));

/**
 * One row as the values of a new question, or the reasons it is refused
 * (joined by '；'): the same field rules and question rules as the form.
 */
export const checkSheetRow = ({ cells }: SheetQuestion, types: TypeDirectory, nextOrder: () => number): { values: Record<string, unknown> } | { reason: string } => {
  const reasons: string[] = [];
  const raw: Record<string, unknown> = {};
  for (const field of abilityQuestion.fields) {
    const text = cells[field.name] ?? '';
    if (field.kind === 'ref') {
      const type = types.get(text);
      if (text && !type) reasons.push(IMPORT_MESSAGES.unknownType(text));
      else if (type && !type.enabled) reasons.push(IMPORT_MESSAGES.disabledType(text));
      raw[field.name] = type?.id;
    } else if (field.kind === 'choice' || field.kind === 'flag') {
      const value = byLabel(field, text);
      if (typeof value === 'symbol') reasons.push(IMPORT_MESSAGES.badLabel(field.label, labelsOf(field)));
      raw[field.name] = typeof value === 'symbol' ? undefined : (value ?? field.defaultValue);
    } else if (field.kind === 'orderSeq') {
      raw[field.name] = text === '' ? undefined : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    } else {
      raw[field.name] = text === '' ? undefined : text;
    }
  }
  const values = normaliseQuestion(raw);
  for (const field of abilityQuestion.fields) {
    if (field.kind === 'orderSeq' && values[field.name] === undefined) continue;
    // A judgement question's options are set by the rules, whatever the sheet says.
    if (Number(values.questionType) === JUDGE && /^option[A-F]$/.test(field.name)) continue;
    const alreadyReported = (field.kind === 'ref' && cells[field.name]) || ((field.kind === 'choice' || field.kind === 'flag') && cells[field.name]);
    if (alreadyReported && values[field.name] === undefined) continue;
    const broken = validateValue(field, values[field.name]);
    if (broken) reasons.push(formatValidation(broken.key, broken.args));
  }
  if (reasons.length === 0) reasons.push(...Object.values(checkQuestion(values)));
  if (reasons.length) return { reason: reasons.join('；') };
  if (values.orderSeq === undefined) values.orderSeq = nextOrder();
  return { values };
};
