/**
 * The Excel import of appUser/icon/importExcle (menu 47, docs/app-users.md):
 * the multipart upload, the workbook checks and the per-row report. The
 * first worksheet's row 1 names the columns 手机号 and 姓名 (in any order).
 */
import { fail } from './records';
import { ZIP_MESSAGES } from '../../../server/modules/zipGuard';
import { cellText, IMPORT_MESSAGES, MAX_IMPORT_ROWS, readSheet } from '../../../server/modules/sheetReader';
import type { SheetGate } from '../../../server/modules/sheetGate';
import type { ImportReport } from '../contract/calls';

export const ICON_MESSAGES = {
  iconsRequired: '请选择要授权的图标',
  iconsInvalid: '图标编号必须是正整数',
  iconMissing: '图标不存在或已停用',
  usersRequired: '请选择要授权的用户',
  usersInvalid: '用户编号必须是正整数',
  tooManyUsers: '每次最多为1000个用户授权',
  fileRequired: IMPORT_MESSAGES.fileRequired,
  fileFormat: ZIP_MESSAGES.fileFormat,
  fileTooLarge: IMPORT_MESSAGES.fileTooLarge,
  contentTooLarge: ZIP_MESSAGES.contentTooLarge,
  noMobileColumn: '模板不正确：缺少“手机号”列',
  tooManyRows: '每次最多导入5000行',
  noRows: '文件中没有可导入的数据',
  mobileRequired: '请填写手机号',
  mobileInvalid: '手机号格式不正确',
  notRegistered: '该手机号未注册',
  nameMismatch: '姓名与注册信息不一致',
  duplicate: (row: number) => `与第${row}行手机号重复`,
} as const;

/** The template has two columns; a few more are tolerated (notes beside the data). */
const MAX_IMPORT_COLUMNS = 20;
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export interface SheetRow {
  /** The sheet's row number (the header is row 1). */
  row: number;
  mobile: string;
  realName: string;
}

/** The data rows of the first worksheet (fully empty rows left out); refuses a file that cannot be imported. */
export const readImportSheet = async (bytes: Buffer, gate: SheetGate): Promise<SheetRow[]> => {
  const { header, rows } = await readSheet(bytes, { maxRows: MAX_IMPORT_ROWS, tooManyRows: ICON_MESSAGES.tooManyRows, maxColumns: MAX_IMPORT_COLUMNS }, gate);
  const texts = header.map((value) => cellText(value));
  const mobileColumn = texts.indexOf('手机号');
  const nameColumn = texts.indexOf('姓名');
  if (mobileColumn < 1) fail(ICON_MESSAGES.noMobileColumn);
  if (rows.length === 0) fail(ICON_MESSAGES.noRows);
  return rows.map(({ number, values }) => ({
    row: number,
    mobile: cellText(values[mobileColumn]),
    realName: nameColumn > 0 ? cellText(values[nameColumn]) : '',
  }));
};

export interface ImportRow extends SheetRow {
  ok: boolean;
  message?: string;
}

/** The mobiles worth looking up: well-formed ones, once each. */
export const candidateMobiles = (rows: SheetRow[]) => [...new Set(rows.map((row) => row.mobile).filter((mobile) => MOBILE_PATTERN.test(mobile)))];

/**
 * The report of each row, given the registered users by mobile; a good row
 * carries the registered name (the sheet's 姓名 may be left empty).
 */
export const checkImportRows = (rows: SheetRow[], registered: Map<string, { id: number; realName: string }>) => {
  const firstRow = new Map<string, number>();
  const userIds: number[] = [];
  const report = rows.map((row): ImportRow => {
    const bad = (message: string): ImportRow => ({ ...row, ok: false, message });
    if (!row.mobile) return bad(ICON_MESSAGES.mobileRequired);
    if (!MOBILE_PATTERN.test(row.mobile)) return bad(ICON_MESSAGES.mobileInvalid);
    const first = firstRow.get(row.mobile);
    if (first !== undefined) return bad(ICON_MESSAGES.duplicate(first));
    firstRow.set(row.mobile, row.row);
    const user = registered.get(row.mobile);
    if (!user) return bad(ICON_MESSAGES.notRegistered);
    if (row.realName && row.realName !== user.realName.trim()) return bad(ICON_MESSAGES.nameMismatch);
    userIds.push(user.id);
    return { ...row, realName: user.realName, ok: true };
  });
  const imported = report.filter((row) => row.ok).length;
  return { userIds, report: { total: report.length, imported, failed: report.length - imported, rows: report } satisfies ImportReport };
};
