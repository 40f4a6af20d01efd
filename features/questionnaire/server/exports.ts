/**
 * The questionnaire's two workbooks (.xlsx, exceljs): the sampled institutions of the current draw with
 * their attributes at the draw, stratum, push and answer status, and a second sheet with the draw's record
 * (method, seed, fingerprint, parameters), so an auditor holds both; and all answers, one row per
 * institution and one column per question (a matrix: per row), choices as their labels. An anonymous
 * questionnaire's answers name no institution or person. Text that a spreadsheet would run as a formula
 * is quoted, as in every export of the server.
 */
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../server/modules/documentLibraries';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { answers, samples } from './schema';
import { neutraliseFormula } from '../../../server/resources/export';
import type { DrawRecord } from './sampling';
import { operatorNames, storedFrame } from './draws';
import { ATTRIBUTES, UNFILLED, stratumName } from './institutions';
import { METHOD_NAMES, PUSH_STATUS_NAMES, beijingTime, refuse } from './model';
import type { QuestionConfig } from './questions';
import { currentDraw } from './results';
import { findQuestionnaire, questionRows } from './store';

const CHUNK = 2000;
const MAX_CELL = 32_767;

const cell = (value: unknown): string | number | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value;
  return neutraliseFormula(String(value)).slice(0, MAX_CELL);
};

const today = () => beijingTime(new Date())!.slice(0, 10).replace(/-/g, '');

/** A file name without the characters file systems refuse. */
const fileName = (prefix: string, title: string) => `${prefix}_${[...title.replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]+/gu, '_')].slice(0, 60).join('')}_${today()}.xlsx`;

const newWorkbook = async () => {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '协会管理后台';
  workbook.created = new Date();
  return workbook;
};

const sheetWithHeader = (workbook: ExcelJS.Workbook, name: string, header: string[], widths: number[] = []) => {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((title, index) => ({ header: title, width: widths[index] ?? Math.max(12, [...title].length * 2 + 2) }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
};

/** exportSample: the current sample. */
export const sampleWorkbook = async (db: Db, id: number) => {
  const questionnaire = await findQuestionnaire(db, id);
  const draw = (await currentDraw(db, id)) ?? refuse('问卷还没有样本机构，无法导出');
  const record = draw.record as unknown as DrawRecord;
  const frame = new Map(storedFrame(draw!).map((institution) => [institution.id, institution]));
  const names = new Map(record.strata.map((stratum) => [stratum.key, stratumName(stratum.values)]));
  const workbook = await newWorkbook();
  const header = ['序号', '机构编号', '机构名称', ...ATTRIBUTES.map((attribute) => attribute.label), '所属分层', '推送状态', '最近推送时间', '是否作答', '作答时间'];
  const sheet = sheetWithHeader(workbook, '样本机构', header, [8, 10, 36, 14, 12, 12, 30, 12, 20, 10, 20]);
  const rows = await db.select().from(samples).where(eq(samples.drawId, draw!.id)).orderBy(asc(samples.institutionId));
  rows.forEach((row, index) => {
    const attributes = frame.get(row.institutionId)?.attributes ?? {};
    sheet.addRow([
      index + 1,
      row.institutionId,
      cell(row.institutionName),
      ...ATTRIBUTES.map((attribute) => cell(attributes[attribute.name] ?? UNFILLED)),
      cell(names.get(row.stratumKey) ?? row.stratumKey),
      PUSH_STATUS_NAMES[row.pushStatus],
      beijingTime(row.lastPushedAt),
      row.answered ? '是' : '否',
      beijingTime(row.answeredAt),
    ]);
  });
  const drawer = (await operatorNames(db, [draw!.drawnBy])).get(draw!.drawnBy) ?? draw!.drawnBy;
  const audit = sheetWithHeader(workbook, '抽样记录', ['项目', '内容'], [16, 90]);
  for (const [label, value] of [
    ['问卷', questionnaire.title],
    ['抽样方式', METHOD_NAMES[draw!.method] ?? draw!.method],
    ['抽样算法', draw!.algorithm],
    ['随机种子', draw!.seed ?? '（精准抽样，无随机种子）'],
    ['抽样框指纹', draw!.frameFingerprint],
    ['抽样框机构数', draw!.frameSize],
    ['排除近期已抽样', draw!.excludeDays ? `${draw!.excludeDays}天内，排除${record.frame.excludedCount}家` : '否'],
    ['抽样参数', JSON.stringify(draw!.parameters)],
    ['样本量', draw!.sampleSize],
    ['抽样人', drawer],
    ['抽样时间', beijingTime(draw!.drawnAt)],
  ] as const) {
    audit.addRow([label, cell(value)]);
  }
  return { buffer: Buffer.from(await workbook.xlsx.writeBuffer()), fileName: fileName('问卷样本机构', questionnaire.title), rows: rows.length };
};

type QuestionRow = Awaited<ReturnType<typeof questionRows>>[number];

/** The columns of one question: one, or one per matrix row; each turns an answer value into cell text. */
const questionColumns = (question: QuestionRow, index: number) => {
  const config = question.options as QuestionConfig;
  const label = (key: unknown, list = config.options) => list?.find((choice) => choice.key === key)?.label ?? String(key);
  const title = `${index + 1}. ${question.title}`;
  if (question.kind === 'matrix') {
    return (config.rows ?? []).map((row) => ({
      header: `${title} - ${row.label}`,
      value: (answer: unknown) => ((answer as Record<string, string> | undefined)?.[row.key] === undefined ? null : label((answer as Record<string, string>)[row.key], config.columns)),
    }));
  }
  const value = (answer: unknown) => {
    if (answer === undefined || answer === null) return null;
    if (question.kind === 'single') return label(answer);
    if (question.kind === 'multiple') return (answer as string[]).map((key) => label(key)).join('、');
    return answer as string | number;
  };
  return [{ header: title, value }];
};

/** exportAnswers: every answer, oldest first, read 2,000 at a time after the last one written. */
export const answersWorkbook = async (db: Db, id: number) => {
  const questionnaire = await findQuestionnaire(db, id);
  const list = await questionRows(db, id);
  const columns = list.flatMap(questionColumns);
  const draw = await currentDraw(db, id);
  const strata = new Map(((draw?.record as unknown as DrawRecord | undefined)?.strata ?? []).map((stratum) => [stratum.key, stratumName(stratum.values)]));
  const named = !questionnaire.anonymous;
  const workbook = await newWorkbook();
  const header = ['序号', '提交时间', ...(named ? ['机构名称', '填写人'] : []), '所属分层', ...columns.map((column) => column.header)];
  const sheet = sheetWithHeader(workbook, '答卷', header);
  let after: { at: Date; id: number } | null = null;
  let written = 0;
  for (;;) {
    const rows: (typeof answers.$inferSelect)[] = await db
      .select()
      .from(answers)
      .where(and(eq(answers.questionnaireId, id), after ? or(gt(answers.submittedAt, after.at), and(eq(answers.submittedAt, after.at), gt(answers.id, after.id))) : undefined))
      .orderBy(asc(answers.submittedAt), asc(answers.id))
      .limit(CHUNK);
    for (const row of rows) {
      written += 1;
      const values = list.flatMap((question, index) => questionColumns(question, index).map((column) => column.value(row.answers[String(question.id)])));
      sheet.addRow([
        written,
        beijingTime(row.submittedAt),
        ...(named ? [cell(row.institutionName), cell(row.appUserName)] : []),
        cell(strata.get(row.stratumKey) ?? row.stratumKey),
        ...values.map(cell),
      ]);
    }
    if (rows.length < CHUNK) break;
    after = { at: rows.at(-1)!.submittedAt, id: rows.at(-1)!.id };
  }
  return { buffer: Buffer.from(await workbook.xlsx.writeBuffer()), fileName: fileName('问卷答卷', questionnaire.title), rows: written };
};
