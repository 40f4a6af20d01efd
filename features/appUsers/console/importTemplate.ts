/**
 * The import template 授权人员导入模板.xlsx (docs/app-users.md), written in
 * the browser with exceljs, which is loaded (its own chunk) only when asked:
 * the first sheet 授权人员 with the header 手机号 | 姓名 (手机号 as text) and
 * no data rows, the second sheet 填写说明 with the rules.
 */
import { saveBlob } from '../../../dataProvider/saveBlob';

type ExcelModule = typeof import('exceljs');
type Translate = (key: string, options?: Record<string, unknown>) => string;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The number format of a text cell: a mobile number keeps its digits as written. */
const TEXT_FORMAT = '@';

export const loadExcel = async (): Promise<ExcelModule> => {
  const loaded = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return loaded.default ?? loaded;
};

/** The template as a workbook buffer. */
export const buildTemplate = async (translate: Translate): Promise<ArrayBuffer> => {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const key = (name: string) => translate(`system.appUsers.template.${name}`);

  const sheet = workbook.addWorksheet(key('sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    // A column style, not styled empty cells: the sheet holds no rows but the header.
    { header: key('mobile'), key: 'mobile', width: 20, style: { numFmt: TEXT_FORMAT } },
    { header: key('realName'), key: 'realName', width: 16 },
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF5F7FA' } };
    cell.alignment = { horizontal: 'center' };
  });

  const help = workbook.addWorksheet(key('helpSheet'));
  help.getColumn(1).width = 100;
  help.addRow([key('helpTitle')]).font = { bold: true, size: 13 };
  key('rules')
    .split('\n')
    .forEach((line) => help.addRow([line]));

  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
};

/** Builds the template and hands it to the browser as a download. */
export const downloadTemplate = async (translate: Translate) => {
  const buffer = await buildTemplate(translate);
  saveBlob(new Blob([buffer], { type: XLSX_TYPE }), translate('system.appUsers.template.fileName'));
};
