/**
 * The generic list page of a declared module (src/crud/list), on its route,
 * over the web-center: rows, pagination in the address, the search form, row
 * actions (delete, the 置顶 switch, 编辑) and page corrections.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { computeTableMaxHeight } from '../../src/crud/list/tableMaxHeight';
import { pageFromSearch, pageSizeFromSearch, writeListAddress } from '../../src/crud/list/listAddress';
import { cellText } from '../../src/crud/list/cellValue';
import newsDeclaration from '../../resources/information/news';
import { bodiesOf, callOf, held, logInAs, ok, quiet, refusal, renderAt, serve, serveDeclared, setUpConsole, type TestRouter } from './harness';
import { LIST, lastNewsCall, newsCalls, newsRow, newsRows, serveNews } from './fixtures/news';

setUpConsole({
  each: () => {
    logInAs({ 9: undefined, 29: undefined });
    serveNews();
  },
});

const field = (name: string) => newsDeclaration.fields.find((candidate) => candidate.name === name)!;
const rows = () => screen.getAllByRole('row').slice(1);
const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
const pageOf = (router: TestRouter) => new URLSearchParams(router.state.location.search).get('pageNum');
const NEWS_LIST = () => callOf('news', 'list');
const NEWS_DELETE = () => callOf('news', 'delete');
/** The 置顶 switch writes through the module's update call (news declares no switch call of its own). */
const NEWS_UPDATE = () => callOf('news', 'update');

describe('ResourceListPage: table and pagination', () => {
  it('shows the rows of the page in the URL with Chinese headers, labels and local times', async () => {
    await renderAt(`${LIST}?pageNum=2`);

    expect(await screen.findByText('新闻标题11')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['标题', '新闻分类', '来源', '发布时间', '置顶', '排序', '操作']);
    expect(rows()).toHaveLength(10);

    const row = within(rowOf('新闻标题11'));
    const record = newsRow(11);
    expect(row.getByText(String(record.newsTypeIdLabel))).toBeInTheDocument();
    expect(row.getByText(dayjs(String(record.releaseTime)).format('YYYY-MM-DD HH:mm'))).toBeInTheDocument();
    expect(row.getByRole('button', { name: '编辑' })).toBeInTheDocument();

    expect(screen.getByText('共 28 条记录')).toBeInTheDocument();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(newsCalls()).toEqual([{ pageNum: 2, pageSize: 10, orderBy: 'releaseTime', order: 'DESC' }]);
  });

  it('shows 100 rows a page when the address asks for them', async () => {
    await renderAt(`${LIST}?pageSize=100`);

    expect(await screen.findByText('新闻标题28')).toBeInTheDocument();
    expect(rows()).toHaveLength(28);
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    expect(lastNewsCall()).toMatchObject({ pageNum: 1, pageSize: 100 });
  });

  it('shows - for an empty cell', async () => {
    await renderAt(LIST);
    expect(within(await screen.findByText('新闻标题1').then((cell) => cell.closest('tr') as HTMLElement)).getByText('-')).toBeInTheDocument();
  });

  it('starts at page 1 without a pageNum or with an invalid one', async () => {
    await renderAt(`${LIST}?pageNum=abc`);
    expect(await screen.findByText('新闻标题1')).toBeInTheDocument();
    expect(lastNewsCall()).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('hides the pagination when there is nothing and says 暂无数据', async () => {
    serveNews([]);
    await renderAt(LIST);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByText(/条记录/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('moves to another page and writes it to pageNum', async () => {
    const router = await renderAt(`${LIST}?pageNum=2&tab=x`);
    await screen.findByText('新闻标题11');
    fireEvent.click(screen.getByRole('button', { name: /page 3/ }));
    expect(await screen.findByText('新闻标题21')).toBeInTheDocument();
    expect(lastNewsCall()).toMatchObject({ pageNum: 3 });
    expect(pageOf(router)).toBe('3');
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('x');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('shows the loading text while the list loads', async () => {
    const slow = held(ok({ list: newsRows().slice(10, 20), total: 28 }));
    serve({ [NEWS_LIST()]: slow.responder });
    await renderAt(`${LIST}?pageNum=2`);
    expect(await screen.findByText('加载中，请稍后...')).toBeInTheDocument();
    slow.release();
    expect(await screen.findByText('新闻标题11')).toBeInTheDocument();
    expect(screen.queryByText('加载中，请稍后...')).not.toBeInTheDocument();
  });

  it('shows a failed load with the error text and 重试', async () => {
    serve({ [NEWS_LIST()]: refusal('服务器开小差了') });
    await renderAt(LIST);
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    expect(within(screen.getByText('数据加载失败').parentElement as HTMLElement).getByText('服务器开小差了')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '搜索' })).toBeInTheDocument();

    serveNews();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('新闻标题1')).toBeInTheDocument();
    expect(screen.queryByText('数据加载失败')).not.toBeInTheDocument();
  });
});

describe('ResourceListPage: search form', () => {
  it('searches by 标题 from page 2, goes to page 1 and writes pageNum=1, keeping the filter', async () => {
    const router = await renderAt(`${LIST}?pageNum=2`);
    await screen.findByText('新闻标题11');

    fireEvent.change(screen.getByRole('textbox', { name: '标题' }), { target: { value: ' 协会 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));

    await waitFor(() => expect(lastNewsCall()).toMatchObject({ pageNum: 1, pageSize: 10, title: '协会' }));
    await waitFor(() => expect(pageOf(router)).toBe('1'));
    // No later call drops the filter (the URL's page change is the search's own, not a new move).
    await quiet();
    expect(
      newsCalls()
        .filter((call) => call.pageNum === 1)
        .every((call) => call.title === '协会'),
    ).toBe(true);
    expect(lastNewsCall()).toMatchObject({ pageNum: 1, title: '协会' });
  });

  it('submits with Enter and 重置 clears the form', async () => {
    const router = await renderAt(LIST);
    await screen.findByText('新闻标题1');
    const input = screen.getByRole('textbox', { name: '标题' });

    await userEvent.type(input, '培训{Enter}');
    await waitFor(() => expect(lastNewsCall()).toMatchObject({ title: '培训' }));
    await waitFor(() => expect(pageOf(router)).toBe('1'));
    await screen.findByText('暂无数据');

    // 重置 shows the unfiltered first page again (the console's query client may take it from its cache).
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(await screen.findByText('新闻标题1')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(input).toHaveValue('');
  });

  it('offers the categories of the referenced resource with 全部', async () => {
    await renderAt(LIST);
    await screen.findByText('新闻标题1');
    expect(bodiesOf(callOf('newsType', 'list'))).toContainEqual(expect.objectContaining({ pageNum: 1, pageSize: 100 }));

    // A native select: its options are in the page, chosen with selectOptions.
    const select = screen.getByRole('combobox', { name: '新闻分类' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['全部', '协会动态', '行业要闻', '政策法规']),
    );
    await userEvent.selectOptions(select, '行业要闻');
    expect(select).toHaveDisplayValue('行业要闻');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(lastNewsCall()).toMatchObject({ newsTypeId: 2, pageNum: 1 }));
  });
});

describe('ResourceListPage: row actions', () => {
  it('deletes after confirmation and reloads with the saved search form', async () => {
    await renderAt(LIST);
    await screen.findByText('新闻标题1');
    fireEvent.change(screen.getByRole('textbox', { name: '标题' }), { target: { value: '新闻' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(lastNewsCall()).toMatchObject({ title: '新闻' }));
    const callsBefore = newsCalls().length;

    fireEvent.click(within(rowOf('新闻标题3')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除「新闻标题3」吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(bodiesOf(NEWS_DELETE())).toEqual([{ id: 103 }]));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(newsCalls().length).toBe(callsBefore + 1));
    expect(lastNewsCall()).toMatchObject({ title: '新闻', pageNum: 1 });
  });

  it('keeps everything when the server refuses the delete', async () => {
    serve({ [NEWS_DELETE()]: refusal('该新闻已被引用，不能删除') });
    await renderAt(`${LIST}?pageNum=2`);
    await screen.findByText('新闻标题11');
    const callsBefore = newsCalls().length;

    fireEvent.click(within(rowOf('新闻标题12')).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('该新闻已被引用，不能删除')).toBeInTheDocument();
    expect(newsCalls()).toHaveLength(callsBefore);
    expect(screen.getByText('新闻标题12')).toBeInTheDocument();
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    await renderAt(`${LIST}?pageNum=2`);
    await screen.findByText('新闻标题11');
    fireEvent.click(within(rowOf('新闻标题11')).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(NEWS_DELETE())).toEqual([]);
  });

  it('toggles 置顶 with the row version, then reloads', async () => {
    await renderAt(LIST);
    await screen.findByText('新闻标题1');
    const callsBefore = newsCalls().length;

    const topSwitch = screen.getByRole('switch', { name: '置顶 新闻标题1' });
    expect(topSwitch).toBeChecked();
    expect(screen.getByRole('switch', { name: '置顶 新闻标题2' })).not.toBeChecked();
    fireEvent.click(topSwitch);

    await waitFor(() => expect(bodiesOf(NEWS_UPDATE())).toEqual([{ id: 101, isTop: 0, version: 3 }]));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(newsCalls().length).toBe(callsBefore + 1));
  });

  it('keeps the switch and the rows when the server refuses it', async () => {
    serve({ [NEWS_UPDATE()]: refusal('记录已被他人修改，请刷新后重试') });
    await renderAt(LIST);
    await screen.findByText('新闻标题2');
    const callsBefore = newsCalls().length;
    const topSwitch = screen.getByRole('switch', { name: '置顶 新闻标题2' });
    fireEvent.click(topSwitch);
    expect(await screen.findByText('记录已被他人修改，请刷新后重试')).toBeInTheDocument();
    await waitFor(() => expect(topSwitch).toBeEnabled());
    expect(topSwitch).not.toBeChecked();
    expect(newsCalls()).toHaveLength(callsBefore);
  });

  it('编辑 opens the edit route with the record id', async () => {
    const router = await renderAt(`${LIST}?pageNum=2`);
    await screen.findByText('新闻标题11');

    fireEvent.click(within(rowOf('新闻标题11')).getByRole('button', { name: '编辑' }));
    expect(router.state.location.pathname).toBe('/information/newsEdit');
    expect(router.state.location.search).toBe('?id=111');
  });

  it('新增 and 分类管理 lead to their routes', async () => {
    const router = await renderAt(`${LIST}?pageNum=2`);
    await screen.findByText('新闻标题11');
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    expect(router.state.location.pathname).toBe('/information/newsEdit');
    expect(router.state.location.search).toBe('');

    await router.navigate('/information/newsManage?pageNum=2');
    fireEvent.click(await screen.findByRole('button', { name: '分类管理' }));
    expect(router.state.location.pathname).toBe('/information/newsClassification');
  });
});

describe('ResourceListPage: other declarations and page corrections', () => {
  it('shows the previous page, also in the URL, when the last row of a page is deleted', async () => {
    serveNews(newsRows(21));
    const router = await renderAt(`${LIST}?pageNum=3`);
    fireEvent.click(within(rowOf(await screen.findByText('新闻标题21').then((cell) => cell.textContent as string))).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('新闻标题11')).toBeInTheDocument();
    await waitFor(() => expect(pageOf(router)).toBe('2'));
    expect(screen.getByText('共 20 条记录')).toBeInTheDocument();
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    expect(lastNewsCall()).toMatchObject({ pageNum: 2 });
  });

  it('shows choice labels, dates as they are, and selects of the options', async () => {
    serveDeclared('memberUnit', [{ id: 7, version: 1, unitName: '东方汇通证券股份有限公司', unitType: 2, memberLevel: 1, joinDate: '2012-03-15', orderSeq: 1 }]);
    await renderAt('/memberService/memberUnitManage');
    const row = within(rowOf(await screen.findByText('东方汇通证券股份有限公司').then((cell) => cell.textContent as string)));
    expect(row.getByText('基金管理公司')).toBeInTheDocument();
    expect(row.getByText('会长单位')).toBeInTheDocument();
    expect(row.getByText('2012-03-15')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '分类管理' })).not.toBeInTheDocument();
    expect(screen.getByText('1 / 1')).toBeInTheDocument();

    const select = screen.getByRole('combobox', { name: '会员类别' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['全部', '会长单位', '副会长单位', '理事单位', '会员单位']),
    );
    expect(select).toHaveDisplayValue('全部');
    await userEvent.selectOptions(select, '理事单位');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(bodiesOf(callOf('memberUnit', 'list')).at(-1)).toMatchObject({ memberLevel: 3, pageNum: 1 }));
  });
});

describe('list helpers', () => {
  it('computes the table max height, 450 when unknown or too small', () => {
    expect(computeTableMaxHeight({ cardHeight: 900, searchHeight: 60, buttonsHeight: 40 })).toBe(900 - 60 - 40 - 28 - 80);
    expect(computeTableMaxHeight({ cardHeight: 0, searchHeight: 60, buttonsHeight: 40 })).toBe(450);
    expect(computeTableMaxHeight({ cardHeight: 900, searchHeight: null, buttonsHeight: 40 })).toBe(450);
    expect(computeTableMaxHeight({ cardHeight: 900, searchHeight: 60 })).toBe(450);
    expect(computeTableMaxHeight({ cardHeight: 400, searchHeight: 60, buttonsHeight: 40 })).toBe(450);
    expect(computeTableMaxHeight({ cardHeight: 408, searchHeight: 60, buttonsHeight: 40 })).toBe(200);
  });

  it('reads and writes pageNum', () => {
    expect(pageFromSearch('?pageNum=3')).toBe(3);
    expect(pageFromSearch('')).toBe(1);
    expect(pageFromSearch('?pageNum=0')).toBe(1);
    expect(pageFromSearch('?pageNum=-2')).toBe(1);
    expect(pageFromSearch('?pageNum=2.5')).toBe(1);
    const list = (page: number, perPage = 10) => ({ page, perPage, filter: {}, sort: 'id', order: 'DESC' as const });
    expect(writeListAddress('?a=1&pageNum=4', {}, list(1))).toBe('?a=1&pageNum=1');
    expect(writeListAddress('', {}, list(2))).toBe('?pageNum=2');
    expect(writeListAddress('?pageSize=100', {}, list(3, 100))).toBe('?pageNum=3&pageSize=100');
  });

  it('takes only the offered page sizes from the address', () => {
    expect(pageSizeFromSearch('?pageSize=100')).toBe(100);
    expect(pageSizeFromSearch('?pageSize=20&pageNum=2')).toBe(20);
    expect(pageSizeFromSearch('')).toBe(10);
    expect(pageSizeFromSearch('?pageSize=1000')).toBe(10);
    expect(pageSizeFromSearch('?pageSize=abc')).toBe(10);
  });

  it('formats cells by kind', () => {
    const record = newsRow(1);
    expect(cellText(field('newsTypeId'), record)).toBe(record.newsTypeIdLabel);
    expect(cellText(field('isTop'), record)).toBe('是');
    expect(cellText(field('source'), record)).toBeNull();
    expect(cellText(field('content'), { content: '<p>正文</p>' })).toBe('正文');
    expect(cellText({ name: 'level', kind: 'choice', label: '类别', column: true, options: [{ value: 2, label: '理事单位' }] }, { level: 2 })).toBe('理事单位');
    // A number with its decimals declared shows them on every row, so a column of amounts lines up.
    const amount = { name: 'amount', kind: 'number', label: '金额（亿元）', column: true, integer: false, decimals: 2 } as const;
    expect([35, 69.8, 0.5, 1234.567].map((value) => cellText(amount, { amount: value }))).toEqual(['35.00', '69.80', '0.50', '1234.57']);
    expect(cellText(amount, { amount: null })).toBeNull();
    expect(cellText({ name: 'joinYear', kind: 'number', label: '入会年份', column: true }, { joinYear: 2002 })).toBe('2002');
  });
});
