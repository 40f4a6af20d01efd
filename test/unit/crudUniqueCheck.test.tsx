/**
 * A declared unique check (`uniqueCheck`): the module-category form asks
 * commonicon/appCommonModuleType/checkIsCreateType before saving and shows a
 * taken name's refusal on the field without calling add; a read-only module
 * without a detail call (the icon list) is looked up through its list.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import appCommonModuleType, { DUPLICATE_MODULE_TYPE } from '../../resources/commonIcon/appCommonModuleType';
import { closeMessage } from '../../dataProvider/messages';
import { dataProvider as webCenter } from '../../dataProvider';
import { renderEditPage, type FakeDataProvider } from './crudFormHarness';

const API = 'http://localhost/api/';
const EDIT = '/commonIcon/moduleClassificationEdit';
const TAKEN = '会员服务';
const server = setupServer();
let posts: Array<{ path: string; body: Record<string, unknown> }> = [];

const ok = (data: unknown) => HttpResponse.json({ status: 0, statusText: '', data });
const refuseName = () => HttpResponse.json({ status: -1, statusText: DUPLICATE_MODULE_TYPE, data: { errors: { typeName: DUPLICATE_MODULE_TYPE } } });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  window.APP_CONFIG = { apiBase: API, fileBase: 'http://localhost/file-api/' };
});
afterAll(() => server.close());
afterEach(() => {
  closeMessage();
  posts = [];
  server.resetHandlers();
  vi.restoreAllMocks();
});

const answer = (detail: Record<string, unknown> = {}) =>
  server.use(
    http.post(`${API}*`, async ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^\/api\//, '');
      const body = (await request.json()) as Record<string, unknown>;
      posts.push({ path, body });
      if (path.endsWith('/checkIsCreateType')) return String(body.typeName).trim() === TAKEN ? refuseName() : ok({ exists: false });
      if (path.endsWith('/detail')) return ok(detail);
      if (path.endsWith('/add') || path.endsWith('/update')) return ok({ ...body, id: body.id ?? 9, version: 1 });
      if (path.endsWith('/queryAppCommonModuleIconList')) return ok({ list: [{ id: 1, iconName: '新闻资讯' }, { id: 2, iconName: '会员服务' }], total: 2 });
      return HttpResponse.json({ status: -1, statusText: '未知调用', data: null });
    }),
  );

const nameInput = () => screen.getByLabelText(/^分类名称/) as HTMLInputElement;
const called = (call: string) => posts.filter((post) => post.path.endsWith(`/${call}`));

describe('unique check before saving (checkIsCreateType)', () => {
  it('shows a taken name on the field and does not call add', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer();
    renderEditPage(EDIT, appCommonModuleType, webCenter as unknown as FakeDataProvider);
    await userEvent.type(await screen.findByLabelText(/^分类名称/), TAKEN);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(DUPLICATE_MODULE_TYPE)).toBeInTheDocument();
    expect(called('checkIsCreateType').map((post) => post.body)).toEqual([{ typeName: TAKEN }]);
    expect(called('add')).toHaveLength(0);
    expect(nameInput()).toHaveValue(TAKEN);
  });

  it('saves a free name after the check says so', async () => {
    answer();
    const router = renderEditPage(EDIT, appCommonModuleType, webCenter as unknown as FakeDataProvider);
    await userEvent.type(await screen.findByLabelText(/^分类名称/), '数据图表');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(called('add')).toHaveLength(1));
    expect(called('checkIsCreateType')[0].body).toEqual({ typeName: '数据图表' });
    expect(called('add')[0].body).toMatchObject({ typeName: '数据图表' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/commonIcon/moduleClassification'));
  });

  it('sends the record id when editing, so keeping its own name is no duplicate', async () => {
    answer({ id: 4, version: 3, typeName: '信息服务', orderSeq: 4, remark: '' });
    renderEditPage(`${EDIT}?id=4`, appCommonModuleType, webCenter as unknown as FakeDataProvider);
    await screen.findByDisplayValue('信息服务');
    await userEvent.type(nameInput(), '平台');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(called('update')).toHaveLength(1));
    expect(called('checkIsCreateType')[0].body).toEqual({ typeName: '信息服务平台', id: 4 });
  });
});

describe('a read-only module without a detail call', () => {
  it('finds records by id in its list (getMany, getOne)', async () => {
    answer();
    const { data } = await webCenter.getMany('appCommonModuleIcon', { ids: [2] });
    expect(data).toEqual([{ id: 2, iconName: '会员服务' }]);
    expect((await webCenter.getOne('appCommonModuleIcon', { id: 1 })).data).toEqual({ id: 1, iconName: '新闻资讯' });
    await expect(webCenter.getOne('appCommonModuleIcon', { id: 7 })).rejects.toThrow();
    expect(posts.every((post) => post.path === 'portal/appCommonModuleIcon/queryAppCommonModuleIconList')).toBe(true);
  });
});
