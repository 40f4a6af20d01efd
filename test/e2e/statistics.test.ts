/**
 * The statistics section in Chromium against the reference server, whose
 * figures come from the demo traffic and from events this test sends through
 * the app-facing tracking call: KPINew (cards agreeing with the module table,
 * range and comparison in the address and kept by a reload), the drill-down
 * from the overview's modules to a module's detail and back, three module KPI
 * pages, app downloads and the disclosure query log, and exports read back
 * equal to the screen.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { appBaseFor } from '../../server/config';
import { useBrowserPage } from './session';

const admin = useBrowserPage({ acceptDownloads: true });
const { baseUrl } = admin;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The body rows of a table as their cells' text. */
const rowsOf = async (table: Locator) => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));
const footOf = async (table: Locator) => table.locator('tfoot tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));
const headOf = async (table: Locator) => table.locator('thead th').evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').trim()));

const bytesOf = async (download: Download) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The sheet's rows as text, numbers as the screen writes them (thousands separated). */
const sheetOf = async (download: Download) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await bytesOf(download)) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    rows.push(Array.from((row.values as unknown[]).slice(1), (value) => (typeof value === 'number' ? value.toLocaleString('zh-CN') : String(value ?? ''))));
  });
  return rows;
};

/** The sheet's data: the rows after its column titles (the row starting with `firstTitle`). */
const dataOf = (sheet: string[][], firstTitle: string) => {
  const header = sheet.findIndex((row) => row[0] === firstTitle);
  expect(header, `column titles starting with ${firstTitle}`).toBeGreaterThan(0);
  return { header: sheet[header], rows: sheet.slice(header + 1), preamble: sheet.slice(0, header) };
};

/** The screen's cells of the sheet's columns, by title (the screen shows '—' where the sheet has nothing). */
const pick = (titles: string[], row: string[], wanted: string[]) => wanted.map((title) => row[titles.indexOf(title)] ?? '');

const exportFrom = async (page: Page, section: Locator, choice?: string) => {
  const downloaded = page.waitForEvent('download');
  await section.getByRole('button', { name: '导出' }).click();
  if (choice) await page.getByRole('menuitem', { name: choice }).click();
  return sheetOf(await downloaded);
};

const waitForRows = async (section: Locator) => {
  await section.locator('tbody tr').first().waitFor();
  await expect.poll(() => section.getByText('加载中，请稍后...').count()).toBe(0);
};

const searchOf = (page: Page) => new URL(page.url()).searchParams;
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').trim();
const pressed = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');

/** Beijing's today, as the server counts days. */
const beijingToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe('statistics pages', { timeout: 120_000 }, () => {
  it('KPINew: cards agree with the module table; range and comparison live in the address and survive a reload', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/statistics/KPINew`);
    await expect.poll(() => searchOf(page).get('range')).toBe('last30');
    const pv = page.getByTestId('kpi-pv').getByTestId('kpi-value');
    await expect.poll(async () => (await pv.textContent())?.trim()).toMatch(/^[\d,]+$/);
    expect(await textOf(page.getByTestId('kpi-pv'))).toContain('口径：浏览量(PV)');
    // The figures by platform and institution have the page's width, not a narrow card beside another.
    const pointBox = await region(page, '分平台与分机构').boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(pointBox!.width).toBeGreaterThan(main!.width * 0.8);
    const modules = region(page, '各模块占比');
    await waitForRows(modules);
    const [total] = await footOf(modules);
    expect(total[0]).toBe('合计');
    expect(total[1]).toBe((await pv.textContent())!.trim());
    await expect.poll(() => page.locator('[data-testid="stat-chart"] svg').count()).toBeGreaterThanOrEqual(2);

    // Two changes in one task, before the page can show the first: both must count.
    await page.evaluate(() => {
      const button = (name: string) => [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name)!;
      button('近7天').click();
      button('上一周期').click();
    });
    await expect.poll(() => `${searchOf(page).get('range')}|${searchOf(page).get('compare')}`).toBe('last7|previous');
    await expect.poll(() => textOf(page.getByTestId('kpi-pv'))).toContain('对比期');
    const today = beijingToday();
    const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    await expect.poll(() => textOf(page.getByTestId('stat-range'))).toContain(`${weekAgo} 至 ${today}`);

    // By member institution, then what one institution's users read most.
    const points = region(page, '分平台与分机构');
    await points.getByRole('tab', { name: '按会员机构' }).click();
    await expect.poll(() => searchOf(page).get('by')).toBe('institution');
    const firstInstitution = points.getByRole('button', { name: /^查看.+的热门内容$/ }).first();
    await firstInstitution.click();
    await expect.poll(() => searchOf(page).get('institutionId')).toMatch(/^\d+$/);
    await waitForRows(region(page, '该机构热门内容'));

    await page.reload();
    await expect.poll(() => pressed(page, '近7天')).toBe('true');
    await expect.poll(() => pressed(page, '上一周期')).toBe('true');
    await expect.poll(() => textOf(page.getByTestId('stat-range'))).toContain(`${weekAgo} 至 ${today}`);
  });

  it('近12个月 reads by month, each month beside the same month a year before, the month so far marked and compared like for like', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/statistics/KPINew?range=last7&granularity=week`);
    await page.getByRole('button', { name: '近12个月', exact: true }).click();
    await page.getByRole('button', { name: '上一周期', exact: true }).click();
    await expect.poll(() => `${searchOf(page).get('range')}|${searchOf(page).get('compare')}|${searchOf(page).get('granularity')}`).toBe('last12Months|previous|null');
    await expect.poll(() => pressed(page, '按月')).toBe('true');
    const [start, end, compareStart, compareEnd] = ((await textOf(page.getByTestId('stat-range'))).match(/\d{4}-\d{2}-\d{2}/g) ?? []) as string[];
    const yearBack = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
    expect(start.endsWith('-01')).toBe(true);
    expect([compareStart, compareEnd]).toEqual([yearBack(start), yearBack(end)]);

    const trend = region(page, '趋势');
    // Every month beside the same month a year before, from the first of each (once the comparison has arrived).
    const aligned = async () => {
      const shown = await rowsOf(trend.locator('table'));
      return shown.length === 12 && shown.every((row) => row[1] === yearBack(row[0].slice(0, 10)));
    };
    await expect.poll(aligned).toBe(true);
    const rows = await rowsOf(trend.locator('table'));
    expect(rows.every((row) => row[0].slice(8, 10) === '01')).toBe(true);
    const monthEnd = new Date(Date.UTC(Number(end.slice(0, 4)), Number(end.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const last = rows.at(-1)![0];
    if (end === monthEnd) expect(last).not.toContain('不完整');
    else {
      expect(last).toBe(`${end.slice(0, 8)}01（不完整：${end.slice(0, 8)}01 至 ${end}）`);
      await expect.poll(() => trend.getByText('对比期取其周期中相同的天数').count()).toBe(1);
    }
    expect(rows.slice(0, -1).every((row) => !row[0].includes('不完整'))).toBe(true);
  });

  it('drills down from the overview modules to a module detail with the same view, and back up', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/statistics/overviewKPI?range=last30`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/statistics/overviewKPI/module');
    const modules = region(page, '模块统计');
    await waitForRows(modules);
    const newsRow = (await rowsOf(modules)).find((row) => row[0] === '新闻')!;
    await modules.getByRole('link', { name: '查看新闻明细' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/statistics/overviewKPI/detail');
    expect(searchOf(page).get('module')).toBe('news');
    expect(searchOf(page).get('range')).toBe('last30');
    await expect.poll(() => textOf(page.getByTestId('page-title'))).toBe('总览KPI明细');
    // The module's PV card is the module's row on the list above.
    await expect.poll(async () => (await page.getByTestId('kpi-pv').getByTestId('kpi-value').textContent())?.trim()).toBe(newsRow[1]);
    await waitForRows(region(page, '内容明细'));
    await page.getByRole('button', { name: '返回' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/statistics/overviewKPI/module');
  });

  it('shows three module KPI pages, finds events sent through the tracking call under the title the server holds, and exports the items as shown', async () => {
    const { page } = admin;
    const title = `统计验收${Date.now()}`;
    // A news item of the console's own, which the app's events then name by id (the app sends no titles).
    await page.goto(`${baseUrl}/statistics/newsKPI?range=today`);
    const created = await page.evaluate(async (newsTitle) => {
      const token = JSON.parse(localStorage.getItem('user') ?? '{}').token as string;
      const headers = { token, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
      const base = '/assoc-web-center/api/webcenter/business/';
      const types = await (await fetch(`${base}newsType/queryList`, { method: 'POST', headers, body: JSON.stringify({ pageSize: 1 }) })).json();
      const body = { title: newsTitle, newsTypeId: types.data.list[0].id, content: '<p>正文</p>', releaseTime: '2026-11-20 09:00' };
      return (await fetch(`${base}news/add`, { method: 'POST', headers, body: JSON.stringify(body) })).json();
    }, title);
    expect(created.status).toBe(0);
    // The browser files share one server: the item goes again so other files still count the demo's news.
    onTestFinished(async () => {
      const removed = await page.evaluate(async (id) => {
        const token = JSON.parse(localStorage.getItem('user') ?? '{}').token as string;
        const headers = { token, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
        return (await fetch('/assoc-web-center/api/webcenter/business/news/delete', { method: 'POST', headers, body: JSON.stringify({ id }) })).json();
      }, created.data.id as number);
      expect(removed.status).toBe(0);
    });
    const events = Array.from({ length: 7 }, (_, index) => ({
      occurredAt: new Date(Date.now() - index * 1000).toISOString(),
      eventType: 'view',
      moduleCode: 'news',
      pageType: 'detail',
      contentId: created.data.id,
      // An older app's title is not read: the page shows the server's.
      contentTitle: '伪造标题',
      deviceId: `e2e-device-${index % 3}`,
      platform: 'android',
    }));
    const sent = await fetch(`${baseUrl}${appBaseFor('assoc')}track/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ events }) });
    expect((await sent.json()).status).toBe(0);

    await page.goto(`${baseUrl}/statistics/newsKPI?range=today`);
    const items = region(page, '内容明细');
    await waitForRows(items);
    expect(await region(page, '分类统计').getByRole('tab', { name: '按二级分类' }).isVisible()).toBe(true);
    await items.getByRole('textbox', { name: '标题' }).fill(title);
    await items.getByRole('button', { name: '搜索', exact: true }).click();
    await expect.poll(() => searchOf(page).get('title')).toBe(title);
    await expect.poll(async () => (await rowsOf(items)).map((row) => row.slice(0, 1).concat(row.slice(3, 5)))).toEqual([[title, '7', '3']]);

    await page.goto(`${baseUrl}/statistics/newsKPI?range=last30`);
    await waitForRows(items);
    const head = await headOf(items);
    const screen = await rowsOf(items);
    const sheet = dataOf(await exportFrom(page, items, '导出当前表格'), '模块');
    expect(sheet.preamble.map((row) => row[0]).join('\n')).toMatch(/筛选条件：统计期间：.*模块：新闻[\s\S]*口径：浏览量\(PV\)/);
    const wanted = ['内容标题', '浏览量(PV)', '访客数(UV，人·天)', '活跃用户(人·天)', '点击量'];
    expect(sheet.rows.slice(0, screen.length).map((row) => pick(sheet.header, row, wanted))).toEqual(screen.map((row) => pick(head, row, wanted)));
    const [total] = await footOf(items);
    expect(sheet.rows.find((row) => row[0] === '合计')?.slice(5, 7)).toEqual(total.slice(3, 5));

    for (const [path, tabs] of [
      ['/statistics/questionKPI', true],
      ['/statistics/ScrollKPI', false],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await waitForRows(region(page, '内容明细'));
      expect(await region(page, '分类统计').count()).toBe(tabs ? 1 : 0);
      expect(searchOf(page).get('range')).toBe('last30');
    }
  });

  it('app downloads by platform (app packages: iOS and Android), exported as shown', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/statistics/download?range=last12Months`);
    const downloads = region(page, 'APP下载统计');
    await waitForRows(downloads);
    await downloads.getByRole('tab', { name: '按平台' }).click();
    await expect.poll(() => searchOf(page).get('dimension')).toBe('platform');
    await expect.poll(async () => (await rowsOf(downloads)).map((row) => row[0]).sort()).toEqual(['Android', 'iOS']);
    const screen = [...(await rowsOf(downloads)), ...(await footOf(downloads))];
    const sheet = dataOf(await exportFrom(page, downloads), '平台');
    expect(sheet.rows.map((row) => row.slice(0, 3))).toEqual(screen.map((row) => row.slice(0, 3)));
    expect(sheet.preamble.map((row) => row[0]).join('\n')).toContain('分组方式：按平台');
    // By channel: the sheet says so, in its first column's title and in its 筛选条件.
    await downloads.getByRole('tab', { name: '按渠道' }).click();
    await expect.poll(() => searchOf(page).get('dimension')).toBe('channel');
    await waitForRows(downloads);
    const byChannel = dataOf(await exportFrom(page, downloads), '渠道');
    expect(byChannel.preamble.map((row) => row[0]).join('\n')).toContain('分组方式：按渠道');
  });

  it('names the category a module page is filtered by in its export', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/statistics/selfregulatingKPI?range=last12Months`);
    const items = region(page, '内容明细');
    await waitForRows(items);
    const category = page.getByRole('combobox', { name: '一级分类', exact: true });
    await category.selectOption({ index: 1 });
    const name = await category.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0].textContent);
    await expect.poll(() => searchOf(page).get('category1Id')).toMatch(/^\d+$/);
    await expect.poll(() => items.getByText('加载中，请稍后...').count()).toBe(0);
    const sheet = dataOf(await exportFrom(page, items, '导出当前表格'), '模块');
    const filter = sheet.preamble.map((row) => row[0]).join('\n');
    expect(filter).toContain(`一级分类：${name}`);
    expect(filter).not.toContain('编号');
  });

  it('searches the disclosure query log and exports the rows it shows', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/statistics/infoLog?range=last12Months`);
    const log = region(page, '信息披露查询日志');
    await waitForRows(log);
    const institution = (await rowsOf(log))[0][2];
    const part = [...institution].slice(0, 4).join('');
    await log.getByRole('textbox', { name: '被查询机构' }).fill(part);
    await log.getByRole('button', { name: '搜索', exact: true }).click();
    await expect.poll(() => searchOf(page).get('institutionName')).toBe(part);
    await expect.poll(async () => (await rowsOf(log)).every((row) => row[2].includes(part))).toBe(true);
    const totalText = (await log.getByText(/共 \d+ 条记录/).textContent())!;
    const total = Number(/共 (\d+) 条记录/.exec(totalText)![1]);
    const screen = await rowsOf(log);
    const sheet = dataOf(await exportFrom(page, log), '查询时间');
    expect(sheet.preamble.map((row) => row[0]).join('\n')).toContain(`被查询机构包含：${part}`);
    expect(sheet.rows).toHaveLength(total);
    expect(sheet.rows.slice(0, screen.length).map((row) => [row[0], row[2]])).toEqual(screen.map((row) => [row[0], row[2]]));
  });
});
