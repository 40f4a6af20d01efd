/**
 * The list as an .xlsx workbook (interactive/idea/export): the rows the list's search selects, in its
 * order, phones and identity numbers masked, text that a spreadsheet would run as a formula quoted;
 * a second sheet states the search and the time of the export.
 */
import { loadExcel } from '../../../../server/modules/documentLibraries';
import { maskPersonalNumbers, maskPhone } from '../../contract/template';
import { beijingDateTime, neutraliseFormula } from '../../../../server/resources/export';
import type { ApiRecord } from '../../../../server/resources/codec';
import { STATUS_NAMES } from '../records';
import { unitText } from './sheet';

const COLUMNS: Array<{ header: string; width: number; value: (record: ApiRecord) => string | null }> = [
  { header: '反馈编号', width: 18, value: (record) => (record.feedbackNo as string) ?? null },
  { header: '标题', width: 30, value: (record) => maskPersonalNumbers(record.title as string) },
  { header: '反馈内容', width: 50, value: (record) => maskPersonalNumbers(record.content as string) },
  { header: '联系人', width: 12, value: (record) => (record.contactName as string) ?? null },
  { header: '联系电话', width: 16, value: (record) => maskPhone(record.contactPhone as string | null) || null },
  { header: '所属会员单位', width: 28, value: (record) => (record.memberUnit ? unitText(record) : null) },
  { header: '提交时间', width: 18, value: (record) => beijingDateTime(record.submittedAt) },
  { header: '状态', width: 10, value: (record) => (record.statusName as string) ?? null },
  { header: '处理结果', width: 40, value: (record) => (record.dealWithResult ? maskPersonalNumbers(record.dealWithResult as string) : null) },
  { header: '处理人', width: 12, value: (record) => (record.dealtBy as string) ?? null },
  { header: '处理时间', width: 18, value: (record) => beijingDateTime(record.dealtAt) },
  { header: '下发结果', width: 40, value: (record) => (record.issuedResult ? maskPersonalNumbers(record.issuedResult as string) : null) },
  { header: '下发人', width: 12, value: (record) => (record.issuedBy as string) ?? null },
  { header: '下发时间', width: 18, value: (record) => beijingDateTime(record.issuedAt) },
];

/** The search as the second sheet states it, in Chinese. */
const searchLines = (filters: Record<string, unknown>): Array<[string, string]> => {
  const given = (key: string) => (filters[key] === undefined || filters[key] === null || filters[key] === '' ? null : String(filters[key]));
  const lines: Array<[string, string | null]> = [
    ['标题包含', given('title')],
    ['反馈编号包含', given('feedbackNo')],
    ['联系人包含', given('contactName')],
    ['状态', given('status') === null ? null : (STATUS_NAMES[Number(filters.status)] ?? given('status'))],
    ['提交日期自', given('submittedStart')],
    ['提交日期至', given('submittedEnd')],
  ];
  const set = lines.filter((line): line is [string, string] => line[1] !== null);
  return set.length ? set : [['查询条件', '全部']];
};

export const feedbackWorkbook = async (rows: ApiRecord[], filters: Record<string, unknown>, by: string, now = new Date()): Promise<Buffer> => {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '协会管理后台';
  workbook.created = now;
  const sheet = workbook.addWorksheet('意见反馈', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const record of rows)
    sheet.addRow(
      COLUMNS.map((column) => {
        const value = column.value(record);
        return value ? neutraliseFormula(value) : null;
      }),
    );
  const about = workbook.addWorksheet('导出说明');
  about.columns = [{ width: 16 }, { width: 40 }];
  for (const [label, value] of [...searchLines(filters), ['导出条数', String(rows.length)], ['导出人', by], ['导出时间', beijingDateTime(now) ?? '']] as Array<[string, string]>) {
    about.addRow([label, neutraliseFormula(value)]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
