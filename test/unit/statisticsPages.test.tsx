/**
 * The statistics pages against a fake web-center: the view written to the
 * address and sent with every call, the range and comparison buttons, a module
 * page's category filter, title search and pages in the address, an export
 * with the table's filter and sort, and a failed report with 重试. The chart
 * is a stand-in here (the browser test draws the real one): it lists the
 * values it was given.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodiesOf, callsTo, logInAs, ok, pickDay, refusal, renderAt, searchOf, serve, setUpConsole } from './harness';
import { beijingToday, presetRange } from '../../features/statistics/console/statFilters';

vi.mock('../../features/report/console/charts/StatChart', () => ({
  default: ({ label, option }: { label: string; option: (theme: unknown) => { series: Array<{ data: unknown[] }> } }) => (
    <div role="img" aria-label={label}>
      {JSON.stringify(option({ colors: [], text: '', grid: '', font: '' }).series.map((series) => series.data))}
    </div>
  ),
}));

const CALL = (name: string) => `business/pagePointInfo/${name}`;

const card = (key: string, label: string, value: number, body: Record<string, unknown>) => ({
  key,
  label,
  value,
  definition: `${label}的口径`,
  ...(body.compare ? { compareValue: value - 10, change: 10 / (value - 10) } : {}),
});

const item = (index: number) => ({
  moduleCode: 'news',
  moduleName: '新闻',
  category1Id: 1,
  category1Name: '协会动态',
  category2Id: 0,
  category2Name: '（无二级分类）',
  contentId: index,
  contentTitle: `新闻${index}`,
  pv: 100 - index,
  uv: 50 - index,
  activeUsers: 3,
  clicks: 1,
  shares: 0,
  downloads: 0,
  searches: 0,
  avgDuration: 12.5,
  pvShare: 0.05,
});
const ITEMS = Array.from({ length: 23 }, (_, index) => item(index + 1));

const serveReports = () =>
  serve({
    [CALL('getUserCount')]: ({ body }) =>
      ok({
        list: [card('pv', '浏览量(PV)', 110, body), card('uv', '访客数(UV)', 60, body), card('activeUsers', '活跃用户', 20, body), card('appDownloads', 'APP下载量', 30, body)],
        total: 4,
        correction: null,
      }),
    [CALL('getDetailCount')]: () =>
      ok({
        list: [
          { period: '2026-11-25', pv: 40, uv: 20, activeUsers: 5 },
          { period: '2026-11-26', pv: 70, uv: 40, activeUsers: 15 },
        ],
        total: 2,
      }),
    [CALL('getModuleInfo')]: () => ok({ list: [{ moduleCode: 'news', moduleName: '新闻', pv: 110, uv: 60, pvShare: 1 }], total: 1, summary: { label: '合计', pv: 110, uv: 60 }, correction: null }),
    [CALL('queryList')]: () => ok({ list: ITEMS.slice(0, 10), total: ITEMS.length, summary: { label: '合计', pv: 110, uv: 60 }, correction: null }),
    'infornation/datascource/queryPointNumList': () => ok({ list: [], total: 0 }),
    [CALL('queryPointNumList')]: () => ok({ list: [{ platform: 'ios', platformName: 'iOS', pv: 110, uv: 60, pvShare: 1 }], total: 1, summary: { label: '合计', pv: 110 }, correction: null }),
    [CALL('getAllTypeList')]: () => ok({ list: [{ eventType: 'view', eventTypeName: '浏览', count: 110 }], total: 1 }),
    [CALL('getOneCount')]: () => ok({ list: [{ moduleCode: 'news', category1Id: 1, category1Name: '协会动态', pv: 110, uv: 60 }], total: 1, summary: { label: '合计', pv: 110 }, correction: null }),
    [CALL('queryScreenList')]: () =>
      ok({
        list: [
          { id: 1, name: '协会动态', children: [] },
          { id: 2, name: '行业要闻', children: [] },
        ],
        total: 2,
        modules: [],
        platforms: [],
      }),
    [CALL('getDetailInfo')]: ({ body }) => {
      const rows = ITEMS.filter((row) => !body.title || row.contentTitle.includes(String(body.title)));
      const page = Number(body.pageNum ?? 1);
      return ok({ list: rows.slice((page - 1) * 10, page * 10), total: rows.length, summary: { label: '合计', pv: 999, uv: 555 }, correction: { label: '迟到数据更正（已结月份）', pv: 8, uv: 2 } });
    },
  });

setUpConsole({
  each: () => {
    logInAs({ 15: undefined, 16: undefined, 31: undefined, 67: undefined });
    serveReports();
  },
});

const SLOW = { timeout: 10_000 };

describe('statistics pages', { timeout: 30_000 }, () => {
  it('KPINew writes the last 30 days to its address and asks every report for them', async () => {
    const router = await renderAt('/statistics/KPINew');
    await waitFor(() => expect(searchOf(router).get('range')).toBe('last30'), SLOW);
    const days = presetRange('last30', beijingToday());
    await waitFor(() => expect(screen.getByTestId('kpi-pv')).toHaveTextContent('110'), SLOW);
    expect(screen.getByTestId('kpi-pv')).toHaveTextContent('口径：浏览量(PV)的口径');
    await waitFor(() => expect(bodiesOf(CALL('getDetailCount')).length).toBeGreaterThan(0), SLOW);
    for (const call of ['getUserCount', 'getDetailCount', 'getModuleInfo', 'queryList', 'getAllTypeList']) {
      expect(bodiesOf(CALL(call))[0], call).toMatchObject({ startDate: days.start, endDate: days.end });
      expect(bodiesOf(CALL(call))[0], call).not.toHaveProperty('compare');
    }
    // The trend chart gets the trend's rows: PV, then UV.
    const chart = await screen.findByRole('img', { name: '趋势图表' }, SLOW);
    await waitFor(() => expect(chart).toHaveTextContent('[[40,70],[20,40]]'), SLOW);
  });

  it('changes the range and the comparison from its buttons, in the address and in the calls', async () => {
    const router = await renderAt('/statistics/KPINew?range=last30');
    await waitFor(() => expect(screen.getByTestId('kpi-pv')).toHaveTextContent('110'), SLOW);
    fireEvent.click(screen.getByRole('button', { name: '近7天' }));
    fireEvent.click(await screen.findByRole('button', { name: '去年同期' }));
    await waitFor(() => expect(Object.fromEntries(searchOf(router))).toMatchObject({ range: 'last7', compare: 'lastYear', pageNum: '1' }), SLOW);
    const days = presetRange('last7', beijingToday());
    await waitFor(() => expect(bodiesOf(CALL('getUserCount')).at(-1)).toMatchObject({ startDate: days.start, endDate: days.end, compare: 'lastYear' }), SLOW);
    const pv = await screen.findByTestId('kpi-pv');
    await waitFor(() => expect(pv).toHaveTextContent('对比期 100'), SLOW);
    expect(pv).toHaveTextContent('+10.0%');
    expect(screen.getByTestId('stat-range')).toHaveTextContent(`${days.start} 至 ${days.end}`);
    expect(screen.getByRole('button', { name: '近7天' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a custom range that ends before it starts, and applies a good one with 查询', async () => {
    const router = await renderAt('/statistics/KPINew?range=custom&start=2026-10-01&end=2026-10-31');
    await waitFor(() => expect(screen.getByTestId('kpi-pv')).toHaveTextContent('110'), SLOW);
    // Picked in the calendar, which opens on October 2026 (the range's month).
    await pickDay(screen.getByLabelText('开始日期'), 31);
    await pickDay(screen.getByLabelText('结束日期'), 2);
    expect(screen.getByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    expect(screen.getByRole('button', { name: '查询' })).toBeDisabled();
    await pickDay(screen.getByLabelText('开始日期'), 1);
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(Object.fromEntries(searchOf(router))).toMatchObject({ range: 'custom', start: '2026-10-01', end: '2026-10-02' }), SLOW);
    await waitFor(() => expect(bodiesOf(CALL('getUserCount')).at(-1)).toMatchObject({ startDate: '2026-10-01', endDate: '2026-10-02' }), SLOW);
  });

  it('a module page narrows every figure by category and finds items by title, pages kept in the address', async () => {
    const router = await renderAt('/statistics/newsKPI?range=last30');
    const items = await screen.findByRole('region', { name: '内容明细' }, SLOW);
    expect(await within(items).findByText('新闻1', {}, SLOW)).toBeInTheDocument();
    expect(within(items).getByText('共 23 条记录')).toBeInTheDocument();
    // The total and the correction line under the rows.
    expect(within(items).getByText('合计').closest('tr')).toHaveTextContent('999');
    expect(within(items).getByText('迟到数据更正（已结月份）').closest('tr')).toHaveTextContent('8');

    fireEvent.click(within(items).getByRole('button', { name: /page 2/ }));
    await waitFor(() => expect(searchOf(router).get('pageNum')).toBe('2'), SLOW);
    await waitFor(() => expect(bodiesOf(CALL('getDetailInfo')).at(-1)).toMatchObject({ moduleCode: 'news', pageNum: 2, pageSize: 10, sortField: 'pv', sortOrder: 'desc' }), SLOW);

    fireEvent.change(await screen.findByRole('combobox', { name: '一级分类' }), { target: { value: '0' } });
    await waitFor(() => expect(Object.fromEntries(searchOf(router))).toMatchObject({ category1Id: '1', pageNum: '1' }), SLOW);
    await waitFor(() => expect(bodiesOf(CALL('getDetailCount')).at(-1)).toMatchObject({ moduleCode: 'news', category1Id: 1 }), SLOW);
    await waitFor(() => expect(bodiesOf(CALL('getDetailInfo')).at(-1)).toMatchObject({ category1Id: 1, pageNum: 1 }), SLOW);
    expect(bodiesOf(CALL('getUserCount')).at(-1)).toMatchObject({ moduleCode: 'news', category1Id: 1 });

    fireEvent.change(within(items).getByRole('textbox', { name: '标题' }), { target: { value: '新闻2' } });
    fireEvent.click(within(items).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(searchOf(router).get('title')).toBe('新闻2'), SLOW);
    await waitFor(() => expect(within(items).getByText('共 5 条记录')).toBeInTheDocument(), SLOW);
    expect(bodiesOf(CALL('getDetailInfo')).at(-1)).toMatchObject({ title: '新闻2', pageNum: 1 });
  });

  it('sorts by a figure and exports the table with the same filter and sort', async () => {
    serve({
      [CALL('ModelDataDetailExport')]: () => new Response('xlsx', { headers: { 'content-type': 'application/octet-stream', 'content-disposition': "attachment; filename*=UTF-8''news.xlsx" } }),
    });
    await renderAt('/statistics/newsKPI?range=last7&title=新闻');
    const items = await screen.findByRole('region', { name: '内容明细' }, SLOW);
    await within(items).findByText('新闻1', {}, SLOW);
    fireEvent.click(within(items).getByRole('button', { name: '按访客数(UV，人·天)排序' }));
    await waitFor(() => expect(bodiesOf(CALL('getDetailInfo')).at(-1)).toMatchObject({ sortField: 'uv', sortOrder: 'desc' }), SLOW);
    fireEvent.click(within(items).getByRole('button', { name: '导出' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '导出当前表格' }));
    await waitFor(() => expect(callsTo(CALL('ModelDataDetailExport'))).toHaveLength(1), SLOW);
    const days = presetRange('last7', beijingToday());
    const [exported] = bodiesOf(CALL('ModelDataDetailExport'));
    expect(exported).toMatchObject({ startDate: days.start, endDate: days.end, moduleCode: 'news', title: '新闻', sortField: 'uv', sortOrder: 'desc' });
    expect(exported).not.toHaveProperty('pageNum');
  });

  it('shows a refused report with 重试, and the rows once it answers', async () => {
    let refuse = true;
    serve({
      [CALL('getModuleInfo')]: () =>
        refuse ? refusal('统计服务繁忙') : ok({ list: [{ moduleCode: 'news', moduleName: '新闻', pv: 110, uv: 60, pvShare: 1 }], total: 1, summary: { label: '合计', pv: 110 }, correction: null }),
    });
    await renderAt('/statistics/overviewKPI/module?range=last30');
    const modules = await screen.findByRole('region', { name: '模块统计' }, SLOW);
    const retry = await within(modules).findByRole('button', { name: '重试' }, SLOW);
    expect(modules).toHaveTextContent('统计服务繁忙');
    refuse = false;
    fireEvent.click(retry);
    expect(await within(modules).findByRole('link', { name: '查看新闻明细' }, SLOW)).toHaveAttribute('href', expect.stringMatching(/^\/statistics\/overviewKPI\/detail\?range=last30&module=news$/));
  });
});
