/**
 * The qualification query's exports (docs/qualification.md): the register's search (qua/exportQuaList), the
 * import records (qua/exportExcelRecord) and the history of changes (qua/exportHistoryRecord), each the rows
 * its list shows for the same filter (lists.ts), in the list's order, ID numbers masked, under one header row.
 */
import { loadExcel } from '../../../server/modules/documentLibraries';
import { BATCH_STATUS_LABELS, CHANGE_LABELS, QUA_FIELD_LABELS as LABEL } from '../contract/labels';
import { changeLines } from '../contract/changeLines';
import { neutraliseFormula } from '../../../server/resources/export';
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
  const ExcelJS = await loadExcel();
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

export const certificatesWorkbook = (rows: (CertValues & { updatedAt: string | null })[]) =>
  tableWorkbook(
    '资格查询',
    [...COLUMNS.map((column) => ({ header: column.label, width: column.width, value: (row: CertValues) => row[column.field] })), { header: LABEL.updatedAt, width: 18, value: (row) => row.updatedAt }],
    rows,
  );

export const batchesWorkbook = (rows: BatchRow[]) =>
  tableWorkbook<BatchRow>(
    '导入记录',
    [
      { header: LABEL.batch, width: 10, value: (row) => row.id },
      { header: LABEL.fileName, width: 36, value: (row) => row.fileName },
      { header: LABEL.status, width: 10, value: (row) => BATCH_STATUS_LABELS[row.status as keyof typeof BATCH_STATUS_LABELS] ?? String(row.status) },
      { header: LABEL.totalRows, width: 10, value: (row) => row.totalRows },
      { header: LABEL.validRows, width: 10, value: (row) => row.validRows },
      { header: LABEL.errorRows, width: 10, value: (row) => row.errorRows },
      { header: LABEL.added, width: 8, value: (row) => row.added },
      { header: LABEL.updated, width: 8, value: (row) => row.updated },
      { header: LABEL.unchanged, width: 8, value: (row) => row.unchanged },
      { header: LABEL.checkedBy, width: 12, value: (row) => row.checkedBy },
      { header: LABEL.checkedAt, width: 20, value: (row) => row.checkedAt },
      { header: LABEL.appliedBy, width: 12, value: (row) => row.appliedBy },
      { header: LABEL.appliedAt, width: 20, value: (row) => row.appliedAt },
    ],
    rows,
  );

export const historyWorkbook = (rows: HistoryRow[]) =>
  tableWorkbook<HistoryRow>(
    '变更历史',
    [
      { header: LABEL.createdAt, width: 20, value: (row) => row.createdAt },
      { header: LABEL.change, width: 8, value: (row) => CHANGE_LABELS[row.change as keyof typeof CHANGE_LABELS] ?? String(row.change) },
      { header: LABEL.name, width: 12, value: (row) => row.name },
      { header: LABEL.idCard, width: 22, value: (row) => row.idCard },
      { header: LABEL.certNo, width: 20, value: (row) => row.certNo },
      { header: LABEL.changes, width: 60, value: (row) => changeLines(row.before, row.after as CertValues, (field) => LABEL[field]).join('；') },
      { header: LABEL.batch, width: 36, value: (row) => `#${row.batchId} ${row.fileName}` },
      { header: LABEL.checkedBy, width: 12, value: (row) => row.appliedBy },
    ],
    rows,
  );
