/**
 * 资格查询 (/business/qualificationt, menu 53): the register's rows with masked ID numbers, the search kept in
 * the address and sent to qua/queryQuaList; the import dialog stores the ledger, shows the dry run, and on
 * 确认导入 sends the batch; a refused confirmation (the register changed) shows its reason and writes nothing.
 * The import records offer the uploaded ledger and its package (full ID numbers) to importers (新增) only.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ALL_UNITS, bodiesOf, logInAs, ok, refusal, renderAt, searchOf, serve, setUpConsole } from './harness';

const ROW = {
  id: 5,
  name: '王伟',
  idCard: '110101********1234',
  certNo: 'S0010120010001',
  category: '证券从业资格',
  institution: '示范证券股份有限公司',
  obtainedOn: '2020-05-01',
  batchId: 1,
  updatedAt: '2026-11-27 09:00',
};
const REPORT = {
  batchId: 9,
  fileName: '资格.xlsx',
  totalRows: 3,
  validRows: 2,
  errorRows: 1,
  added: 2,
  updated: 0,
  unchanged: 0,
  errorCount: 1,
  errors: [{ row: 4, column: '证书编号', reason: '与第2行证书编号重复' }],
  errorFileId: 'e1',
};
const STALE = '资格登记簿在校验后已发生变化，请重新上传文件校验';
const BATCH = {
  id: 3,
  fileId: 'src-1',
  fileName: '台账.xlsx',
  status: 1,
  totalRows: 3,
  validRows: 2,
  errorRows: 1,
  added: 2,
  updated: 0,
  unchanged: 0,
  errorFileId: 'err-1',
  packageFileId: 'zip-1',
  checkedBy: 'admin',
  checkedAt: '2026-11-27 09:00',
  appliedAt: '2026-11-27 09:05',
};

const serveQuery = () =>
  serve({
    'qua/queryQuaList': ok({ list: [ROW], total: 1 }),
    'quaDataOrigin/queryQuaDataOriginInfo': ok({ origin: '协会从业人员登记', note: '', version: 0, updatedBy: '', updatedAt: null }),
    'fastdfs/standBookUpload': ok({ fileId: 'f1', fileName: '资格.xlsx', size: 100 }),
    'excel/import': (call) => (call.body.action === 'confirm' ? refusal(STALE) : ok(REPORT)),
  });

setUpConsole({ each: () => logInAs({ 53: ALL_UNITS }) });

describe('the qualification query', () => {
  it('lists the register with the ID numbers as the server masks them, and keeps the search in the address', async () => {
    serveQuery();
    const router = await renderAt('/business/qualificationt');
    expect(await screen.findByText('110101********1234')).toBeInTheDocument();
    expect(await screen.findByText('数据来源：协会从业人员登记')).toBeInTheDocument();
    fireEvent.change(within(screen.getByRole('search')).getByRole('textbox', { name: '证书编号' }), { target: { value: 'S001' } });
    fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: '搜索' }));
    await screen.findByText('王伟');
    await vi.waitFor(() => expect(bodiesOf('qua/queryQuaList').at(-1)).toMatchObject({ certNo: 'S001', pageNum: 1 }));
    await vi.waitFor(() => expect(new URLSearchParams(searchOf(router)).get('certNo')).toBe('S001'));
  });

  it('shows the dry run, and a refused confirmation with its reason', async () => {
    serveQuery();
    await renderAt('/business/qualificationt');
    fireEvent.click(await screen.findByRole('button', { name: '导入资格数据' }));
    const dialog = await screen.findByTestId('import-dialog');
    const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], '资格.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    fireEvent.change(within(dialog).getByLabelText('资格登记文件'), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: '上传并校验' }));
    const report = await within(dialog).findByTestId('qua-dry-run');
    expect(within(report).getByRole('status')).toHaveTextContent('共3行：有效2行（新增2行，更新0行，未变化0行），错误1行。');
    expect(within(report).getByText('与第2行证书编号重复')).toBeInTheDocument();
    expect(bodiesOf('excel/import')).toEqual([{ fileId: 'f1' }]);
    fireEvent.click(within(report).getByRole('button', { name: '确认导入' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await within(report).findByTestId('qua-import-problem')).toHaveTextContent(STALE);
    expect(bodiesOf('excel/import').at(-1)).toEqual({ action: 'confirm', batchId: '9' });
    expect(within(report).queryByTestId('qua-import-done')).toBeNull();
  });

  it('offers the uploaded ledger and its package to importers only; every reader gets the error workbook', async () => {
    serve({ 'qua/queryExcelRecord': ok({ list: [BATCH], total: 1 }) });
    logInAs({ 53: ['list', 'detail'] });
    await renderAt('/business/qualificationHistoryt');
    expect(await screen.findByRole('button', { name: '错误明细 台账.xlsx' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '原文件 台账.xlsx' })).toBeNull();
    expect(screen.queryByRole('button', { name: '证明材料 台账.xlsx' })).toBeNull();
  });

  it('shows an importer the uploaded ledger and its package beside the error workbook', async () => {
    serve({ 'qua/queryExcelRecord': ok({ list: [BATCH], total: 1 }) });
    logInAs({ 53: ['list', 'add'] });
    await renderAt('/business/qualificationHistoryt');
    expect(await screen.findByRole('button', { name: '原文件 台账.xlsx' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '证明材料 台账.xlsx' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '错误明细 台账.xlsx' })).toBeInTheDocument();
  });
});
