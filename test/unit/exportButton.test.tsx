/**
 * 导出 of a list whose module declares an export: the export call (msw) gets
 * the current search filters and order, the file is saved under the answer's
 * name and 下载成功 shows; a refusal shows its message. With askFileName a
 * dialog asks for an optional name first. Read-only modules show no 新增 or
 * 编辑; a choice with an options call loads them (GET getDictionary).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { RaRecord } from 'react-admin';
import { exportBody } from '../../dataProvider/exportList';
import { ALL_UNITS, bodiesOf, callOf, callsTo, logInAs, ok, refusal, renderAt, serve, serveDeclared, setUpConsole } from './harness';

const QUESTION_EXPORT = 'business/investeQuestion/export';
const DISCIPLINE_EXPORT = 'business/disciplineInfo/export';

let saved: string[];

const question = (index: number): RaRecord => ({
  id: index,
  version: 0,
  title: `投资者问题${index}`,
  content: `问题内容${index}`,
  questionType: 1,
  askerName: '陈先生',
  phone: '13812345678',
  memberUnit: '东方汇通证券股份有限公司',
  askTime: '2026-11-19T13:14:00.000Z',
});

const xlsx = (name: string) =>
  new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
    headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': `attachment; filename="_____.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}` },
  });

setUpConsole({
  each: () => {
    logInAs({ 58: ALL_UNITS, 26: ALL_UNITS });
    serveDeclared('investeQuestion', [question(1), question(2)]);
    serveDeclared('disciplineInfo', [question(1), question(2)]);
  },
});

beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/export-1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href.startsWith('blob:')) saved.push(this.download);
  });
});

describe('导出 (investor questions, POST export)', () => {
  it('sends the current search filters and order, saves the file under its Chinese name and says 下载成功', async () => {
    serve({ [QUESTION_EXPORT]: () => xlsx('投资者提问_20261120.xlsx') });
    await renderAt('/invest/questionCollect');
    await screen.findByText('投资者问题1');
    // A read-only module: no 新增, no 编辑, but 删除 on each row.
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    const row = within(screen.getByText('投资者问题1').closest('tr') as HTMLElement);
    expect(row.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(row.getByText('138****5678')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: '问题标题' }), { target: { value: '账户' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(bodiesOf(callOf('investeQuestion', 'list')).at(-1)).toMatchObject({ pageNum: 1, title: '账户' }));
    fireEvent.click(screen.getByRole('button', { name: '导出' }));

    expect(await screen.findByText('下载成功')).toBeInTheDocument();
    expect(bodiesOf(QUESTION_EXPORT)).toEqual([{ title: '账户', orderBy: 'askTime', order: 'DESC' }]);
    expect(saved).toEqual(['投资者提问_20261120.xlsx']);
  });

  it("shows the server's refusal and saves nothing", async () => {
    serve({ [QUESTION_EXPORT]: refusal('导出数据超过50000条，请缩小查询范围后再导出') });
    await renderAt('/invest/questionCollect');
    await screen.findByText('投资者问题1');
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('导出数据超过50000条，请缩小查询范围后再导出')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: '导出' })).toBeEnabled();
  });

  it('is not offered without the list unit', async () => {
    // A user holding the delete unit alone is refused the list, and so its export.
    logInAs({ 58: ['delete'] });
    const router = await renderAt('/invest/questionCollect');
    expect(await screen.findByTestId('access-denied')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-denied');
    expect(screen.queryByText('投资者问题1')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });
});

describe('导出 with a file name (disciplinary actions, GET export)', () => {
  it('asks for an optional name, then sends it with the filters in the query', async () => {
    serve({
      'business/disciplineInfo/getDictionary': ok([
        { value: 1, label: '谈话提醒' },
        { value: 10, label: '字典新增措施' },
      ]),
      [DISCIPLINE_EXPORT]: () => xlsx('二〇二六年处分汇总.xlsx'),
    });
    await renderAt('/business/ruleInfo');
    await screen.findByText('投资者问题1');

    // The measure select's options come from GET getDictionary.
    const measure = screen.getByRole('combobox', { name: '处分措施' });
    expect(await within(measure).findByRole('option', { name: '字典新增措施' })).toBeInTheDocument();
    await userEvent.selectOptions(measure, '谈话提醒');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));

    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('不填写时使用默认文件名：纪律处分信息')).toBeInTheDocument();
    fireEvent.change(dialog.getByRole('textbox', { name: '文件名（可选）' }), { target: { value: ' 二〇二六年处分汇总 ' } });
    fireEvent.click(dialog.getByRole('button', { name: '导出' }));

    expect(await screen.findByText('下载成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(DISCIPLINE_EXPORT).map((call) => call.query)).toEqual([{ measure: '1', orderBy: 'decisionDate', order: 'DESC', fileName: '二〇二六年处分汇总' }]);
    expect(saved).toEqual(['二〇二六年处分汇总.xlsx']);
  });

  it('leaves the name to the server when none is given', () => {
    expect(exportBody({ filter: { title: '', party: '张', measure: undefined }, sort: { field: 'id', order: 'DESC' }, fileName: '   ' })).toEqual({ party: '张' });
  });
});
