/**
 * The qualification query's exports (docs/qualification.md): the register's search (qua/exportQuaList), the
 * import records (qua/exportExcelRecord) and the history of changes (qua/exportHistoryRecord), each the rows
 * its list shows for the same filter (lists.ts), in the list's order, ID numbers masked, under one header row.
 */
import ExcelJS from 'exceljs';
import { BATCH_STATUS_LABELS, CHANGE_LABELS } from '../../resources/qualification/labels';
import { changeLines } from '../../resources/qualification/changeLines';
import { neutraliseFormula } from '../resources/export';
import type { BatchRow, HistoryRow } from './lists';
import { COLUMNS, type CertValues } from './model';
import { styleHeader } from './sheet';

type Cell = string | number;

interface Column<Row> {
  header: string;
  width: number;
  value: (row: Row) => Cell | null | undefined;
}

const tableWorkbook = async <Row>(sheetName: string, columns: Column<Row>[], rows: Row[]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '协会管理后台';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  styleHeader(sheet.getRow(1));
  for (const row of rows)
    sheet.addRow(
      columns.map((column) => {
        const value = column.value(row) ?? '';
        return typeof value === 'string' ? neutraliseFormula(value) : value;
      }),
    );
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const fieldLabel = (field: string) => COLUMNS.find((column) => column.field === field)?.label ?? field;

export const certificatesWorkbook = (rows: (CertValues & { updatedAt: string | null })[]) =>
  tableWorkbook('资格查询', [...COLUMNS.map((column) => ({ header: column.label, width: column.width, value: (row: CertValues) => row[column.field] })), { header: '更新时间', width: 18, value: (row) => row.updatedAt }], rows);

export const batchesWorkbook = (rows: BatchRow[]) =>
  tableWorkbook<BatchRow>(
    '导入记录',
    [
      { header: '导入批次', width: 10, value: (row) => row.id },
      { header: '文件名称', width: 36, value: (row) => row.fileName },
      { header: '状态', width: 10, value: (row) => BATCH_STATUS_LABELS[row.status as keyof typeof BATCH_STATUS_LABELS] ?? String(row.status) },
      { header: '总行数', width: 10, value: (row) => row.totalRows },
      { header: '有效行', width: 10, value: (row) => row.validRows },
      { header: '错误行', width: 10, value: (row) => row.errorRows },
      { header: '新增', width: 8, value: (row) => row.added },
      { header: '更新', width: 8, value: (row) => row.updated },
      { header: '未变化', width: 8, value: (row) => row.unchanged },
      { header: '导入人', width: 12, value: (row) => row.checkedBy },
      { header: '上传时间', width: 20, value: (row) => row.checkedAt },
      { header: '确认人', width: 12, value: (row) => row.appliedBy },
      { header: '确认时间', width: 20, value: (row) => row.appliedAt },
    ],
    rows,
  );

export const historyWorkbook = (rows: HistoryRow[]) =>
  tableWorkbook<HistoryRow>(
    '变更历史',
    [
      { header: '变更时间', width: 20, value: (row) => row.createdAt },
      { header: '变更', width: 8, value: (row) => CHANGE_LABELS[row.change as keyof typeof CHANGE_LABELS] ?? String(row.change) },
      { header: '姓名', width: 12, value: (row) => row.name },
      { header: '身份证号码', width: 22, value: (row) => row.idCard },
      { header: '证书编号', width: 20, value: (row) => row.certNo },
      { header: '变更内容', width: 60, value: (row) => changeLines(row.before, row.after as CertValues, fieldLabel).join('；') },
      { header: '导入批次', width: 36, value: (row) => `#${row.batchId} ${row.fileName}` },
      { header: '导入人', width: 12, value: (row) => row.appliedBy },
    ],
    rows,
  );
