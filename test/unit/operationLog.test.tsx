/**
 * 操作日志 (/system/operationLog, menu 79): the read-only list with its search,
 * its loading, empty and failed states, and 详情 showing before and after
 * side by side with the changed keys marked. msw stands in for
 * system/operationLog/queryList and queryById.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { bodiesOf, logInAs, ok, refusal, renderAt, serve, setUpConsole, type Answer } from './harness';

const LIST = 'system/operationLog/queryList';

const entry = (index: number) => ({
  id: 500 - index,
  operatorId: 1,
  operatorLoginName: index === 1 ? 'editor' : 'admin',
  operatorCnName: index === 1 ? '内容编辑' : '系统管理员',
  action: index === 1 ? 'update' : 'login',
  menuId: index === 1 ? 9 : null,
  menuName: index === 1 ? '新闻管理' : null,
  path: index === 1 ? 'business/news/updateDetails' : 'user/login',
  recordId: index === 1 ? '42' : '1',
  summary: index === 1 ? '新闻管理：新标题' : '登录成功',
  ip: '10.0.0.8',
  createdAt: '2026-11-20T02:30:05.000Z',
});

const ENTRIES = Array.from({ length: 14 }, (_unused, offset) => entry(offset + 1));

const DETAIL = {
  ...ENTRIES[0],
  before: { id: 42, title: '旧标题', source: '协会', version: 3 },
  after: { id: 42, title: '新标题', source: '协会', version: 4 },
};

/** The log's two calls: the list filtered by operator and action and paged (or `list`), the detail of DETAIL. */
const serveLog = (list: Answer | null = null) =>
  serve({
    [LIST]: ({ body }) => {
      if (list) return list;
      const pageNum = Number(body.pageNum ?? 1);
      const pageSize = Number(body.pageSize ?? 10);
      const matches = ENTRIES.filter((row) => (!body.operator || row.operatorLoginName.includes(String(body.operator))) && (!body.action || row.action === body.action));
      return ok({ list: matches.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: matches.length });
    },
    'system/operationLog/queryById': ({ body }) => (body.id === DETAIL.id ? ok(DETAIL) : refusal('日志不存在')),
  });

const renderPage = () => renderAt('/system/operationLog');
const listCalls = () => bodiesOf(LIST);

setUpConsole({ each: () => logInAs({ 79: undefined }, { cnName: '系统管理员' }) });

const rows = () => screen.getAllByRole('row').slice(1);
/** The machine running the suite is shared: allow slow renders. */
const SLOW = { timeout: 10_000 };

describe('operation log list', { timeout: 20_000 }, () => {
  it('shows the newest page of entries with its columns and the pagination', async () => {
    serveLog();
    await renderPage();
    expect(await screen.findByText('内容编辑（editor）', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['时间', '操作人', '动作', '模块', '对象', '摘要', 'IP', '操作']);
    expect(rows()).toHaveLength(10);
    const first = within(rows()[0]);
    for (const text of ['修改', '新闻管理', '42', '新闻管理：新标题', '10.0.0.8', dayjs('2026-11-20T02:30:05.000Z').format('YYYY-MM-DD HH:mm:ss')]) expect(first.getByText(text)).toBeInTheDocument();
    expect(within(rows()[1]).getByText('登录')).toBeInTheDocument();
    expect(screen.getByText('共 14 条记录')).toBeInTheDocument();
    expect(listCalls()[0]).toMatchObject({ pageNum: 1, pageSize: 10 });
  });

  it('shows no call code as the summary of a write that names nothing', async () => {
    const unnamed = { ...entry(3), id: 900, action: 'update', menuId: 21, menuName: '机构名称同步审核', path: 'sms/addSmsConf', recordId: null, summary: null };
    serveLog(ok({ list: [unnamed], total: 1 }));
    await renderPage();
    const row = within((await screen.findByText('机构名称同步审核', {}, SLOW)).closest('tr')!);
    expect(row.queryByText('sms/addSmsConf')).toBeNull();
    expect(row.getAllByRole('cell').map((cell) => cell.textContent)[5]).toBe('-');
  });

  it('searches by operator and action from page 1, and 重置 clears the search', async () => {
    serveLog();
    await renderPage();
    await screen.findByText('内容编辑（editor）', {}, SLOW);
    fireEvent.change(screen.getByRole('textbox', { name: '操作人' }), { target: { value: 'edit' } });
    const action = screen.getByRole('combobox', { name: '动作' });
    fireEvent.change(action, { target: { value: (within(action).getByRole('option', { name: '修改' }) as HTMLOptionElement).value } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ pageNum: 1, operator: 'edit', action: 'update' }), SLOW);
    await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
    // 重置 shows the unfiltered first page again (the console's query client may take it from its cache).
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(rows()).toHaveLength(10), SLOW);
    expect(screen.getByRole('textbox', { name: '操作人' })).toHaveValue('');
  });

  it('says 暂无数据 when nothing matches', async () => {
    serveLog(ok({ list: [], total: 0 }));
    await renderPage();
    expect(await screen.findByText('暂无数据', {}, SLOW)).toBeInTheDocument();
  });

  it('shows the server refusal when the list cannot be loaded', async () => {
    serveLog({ status: 403, statusText: '您没有该功能的访问权限', data: null });
    await renderPage();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByText('您没有该功能的访问权限')).toBeInTheDocument();
  });

  it('opens 详情 with before and after side by side, the changed keys marked', async () => {
    serveLog();
    await renderPage();
    await screen.findByText('内容编辑（editor）', {}, SLOW);
    fireEvent.click(within(rows()[0]).getByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog', { name: '操作详情' }, SLOW);
    const table = await within(dialog).findByRole('table', { name: '修改前后对比' }, SLOW);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['字段', '修改前', '修改后']);
    const titleRow = within(table).getByText('旧标题').closest('tr') as HTMLElement;
    expect(within(titleRow).getByText('新标题')).toBeInTheDocument();
    // The declared field's label names the key; changed keys carry the mark.
    expect(within(titleRow).getByText('标题')).toBeInTheDocument();
    expect(titleRow).toHaveAttribute('data-changed', 'true');
    expect(within(titleRow).getByText('已修改')).toBeInTheDocument();
    const sourceRow = within(table).getByText('来源').closest('tr') as HTMLElement;
    expect(sourceRow).not.toHaveAttribute('data-changed');
    expect(within(dialog).getByText('共 2 个字段有变化')).toBeInTheDocument();
    expect(within(dialog).getByText('business/news/updateDetails')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
  });
});
