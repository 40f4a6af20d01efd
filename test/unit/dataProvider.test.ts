/**
 * The react-admin dataProvider over the web-center five-call pattern
 * (spec section 7): lists post {pageNum, pageSize, ...filters} and answer
 * {list, total}; details post {id}.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { dataProvider } from '../../dataProvider';
import { ApiError, setUnauthorizedHandler } from '../../dataProvider/http';
import { closeMessage, currentMessage } from '../../dataProvider/messages';
import { setUserState } from '../../dataProvider/session';

const API = 'http://localhost/api/';
const server = setupServer();

interface Call {
  method: string;
  path: string;
  body: unknown;
  token: string | null;
}

let calls: Call[];

/** Records every POST under the API base and answers with `answer(path, body)`. */
const recordPosts = (answer: (path: string, body: Record<string, unknown>) => unknown) =>
  server.use(
    http.post(`${API}*`, async ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^\/api\//, '');
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ method: request.method, path, body, token: request.headers.get('token') });
      return HttpResponse.json(answer(path, body) as Record<string, unknown>);
    }),
  );

const ok = (data: unknown) => ({ status: 0, data, statusText: '' });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

beforeEach(() => {
  window.APP_CONFIG = { apiBase: API, fileBase: 'http://localhost/file-api/' };
  setUnauthorizedHandler(vi.fn());
  closeMessage();
  calls = [];
});

afterEach(() => {
  server.resetHandlers();
  closeMessage();
  delete window.APP_CONFIG;
});

describe('dataProvider over the five-call pattern', () => {
  it('getList posts {pageNum, pageSize, ...filter} to queryList and maps {list, total} to {data, total}', async () => {
    setUserState({ token: 'tok-list' });
    recordPosts(() =>
      ok({
        list: [
          { id: 1, title: '通知一' },
          { id: 2, title: '通知二' },
        ],
        total: 42,
      }),
    );
    const result = await dataProvider.getList('news', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
      filter: { title: '通知', typeId: 7 },
    });
    expect(calls).toEqual([{ method: 'POST', path: 'business/news/queryList', body: { pageNum: 3, pageSize: 20, title: '通知', typeId: 7 }, token: 'tok-list' }]);
    expect(result).toEqual({
      data: [
        { id: 1, title: '通知一' },
        { id: 2, title: '通知二' },
      ],
      total: 42,
    });
  });

  it('getList defaults to page 1 of 10', async () => {
    recordPosts(() => ok({ list: [], total: 0 }));
    await dataProvider.getList('news', { filter: {} });
    expect(calls[0].body).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('getList with an empty answer gives no records', async () => {
    recordPosts(() => ok(null));
    await expect(dataProvider.getList('news', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).resolves.toEqual({
      data: [],
      total: 0,
    });
  });

  it('getManyReference filters the list by the target', async () => {
    recordPosts(() => ok({ list: [{ id: 4, typeId: 2 }], total: 1 }));
    const result = await dataProvider.getManyReference('news', {
      target: 'typeId',
      id: 2,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(calls[0]).toMatchObject({ path: 'business/news/queryList', body: { pageNum: 1, pageSize: 10, typeId: 2 } });
    expect(result).toEqual({ data: [{ id: 4, typeId: 2 }], total: 1 });
  });

  it('getOne posts {id} to queryDetails', async () => {
    recordPosts((_path, body) => ok({ id: body.id, title: '详情' }));
    const result = await dataProvider.getOne('news', { id: 5 });
    expect(calls).toEqual([{ method: 'POST', path: 'business/news/queryDetails', body: { id: 5 }, token: '' }]);
    expect(result).toEqual({ data: { id: 5, title: '详情' } });
  });

  it('getMany posts {id} to queryDetails for each id, in order', async () => {
    recordPosts((_path, body) => ok({ id: body.id, title: `第${String(body.id)}条` }));
    const result = await dataProvider.getMany('news', { ids: [3, 8] });
    expect(calls.map((call) => [call.path, call.body])).toEqual(
      expect.arrayContaining([
        ['business/news/queryDetails', { id: 3 }],
        ['business/news/queryDetails', { id: 8 }],
      ]),
    );
    expect(calls).toHaveLength(2);
    expect(result).toEqual({
      data: [
        { id: 3, title: '第3条' },
        { id: 8, title: '第8条' },
      ],
    });
  });

  it('create posts the record to add', async () => {
    recordPosts(() => ok(11));
    const result = await dataProvider.create('news', { data: { title: '新通知', typeId: 2 } });
    expect(calls).toEqual([{ method: 'POST', path: 'business/news/add', body: { title: '新通知', typeId: 2 }, token: '' }]);
    expect(result.data).toMatchObject({ title: '新通知', typeId: 2, id: 11 });
  });

  it('create keeps the record the server answers', async () => {
    recordPosts(() => ok({ id: 12, title: '新通知', createTime: '2026-01-01' }));
    const result = await dataProvider.create('news', { data: { title: '新通知' } });
    expect(result.data).toEqual({ id: 12, title: '新通知', createTime: '2026-01-01' });
  });

  it('update posts {...data, id} to updateDetails', async () => {
    recordPosts(() => ok(null));
    const result = await dataProvider.update('news', { id: 5, data: { title: '改后' }, previousData: { id: 5, title: '改前' } });
    expect(calls).toEqual([{ method: 'POST', path: 'business/news/updateDetails', body: { title: '改后', id: 5 }, token: '' }]);
    expect(result).toEqual({ data: { title: '改后', id: 5 } });
  });

  it('updateMany posts each id to updateDetails', async () => {
    recordPosts(() => ok(null));
    const result = await dataProvider.updateMany('news', { ids: [1, 2], data: { status: 1 } });
    expect(calls.map((call) => [call.path, call.body])).toEqual(
      expect.arrayContaining([
        ['business/news/updateDetails', { status: 1, id: 1 }],
        ['business/news/updateDetails', { status: 1, id: 2 }],
      ]),
    );
    expect(result).toEqual({ data: [1, 2] });
  });

  it('delete posts {id} to delete', async () => {
    recordPosts(() => ok(null));
    const result = await dataProvider.delete('news', { id: 5, previousData: { id: 5, title: '旧' } });
    expect(calls).toEqual([{ method: 'POST', path: 'business/news/delete', body: { id: 5 }, token: '' }]);
    expect(result).toEqual({ data: { id: 5, title: '旧' } });
  });

  it('deleteMany posts {id} to delete for each id', async () => {
    recordPosts(() => ok(null));
    const result = await dataProvider.deleteMany('news', { ids: [6, 7] });
    expect(calls.map((call) => [call.path, call.body])).toEqual(
      expect.arrayContaining([
        ['business/news/delete', { id: 6 }],
        ['business/news/delete', { id: 7 }],
      ]),
    );
    expect(calls).toHaveLength(2);
    expect(result).toEqual({ data: [6, 7] });
  });

  it('uses the custom call names of a registered resource', async () => {
    recordPosts((path, body) => (path.endsWith('List') ? ok({ list: [{ id: 1 }], total: 1 }) : ok({ id: body.id ?? 9 })));
    await dataProvider.getList('memberUnit', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { name: '银行' } });
    await dataProvider.getOne('memberUnit', { id: 1 });
    await dataProvider.create('memberUnit', { data: { name: '新单位' } });
    await dataProvider.update('memberUnit', { id: 1, data: { name: '改名' }, previousData: { id: 1 } });
    await dataProvider.delete('memberUnit', { id: 1, previousData: { id: 1 } });
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['business/memberUnit/queryMemberUnitList', { pageNum: 1, pageSize: 10, name: '银行' }],
      ['business/memberUnit/queryMemberUnitDetail', { id: 1 }],
      ['business/memberUnit/addMemberUnitData', { name: '新单位' }],
      ['business/memberUnit/updateMemberUnitData', { name: '改名', id: 1 }],
      ['business/memberUnit/deleteMemberUnitData', { id: 1 }],
    ]);
  });

  it('an unregistered resource rejects without calling the server', async () => {
    recordPosts(() => ok(null));
    await expect(dataProvider.getList('notRegistered', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toThrow(/notRegistered/);
    await expect(dataProvider.getOne('notRegistered', { id: 1 })).rejects.toThrow();
    await expect(dataProvider.create('notRegistered', { data: {} })).rejects.toThrow();
    await expect(dataProvider.update('notRegistered', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toThrow();
    await expect(dataProvider.delete('notRegistered', { id: 1 })).rejects.toThrow();
    expect(calls).toEqual([]);
  });

  it('a server failure rejects with the server message (react-admin shows it, the wrapper stays silent)', async () => {
    recordPosts(() => ({ status: -1, data: null, statusText: '标题已存在' }));
    const rejection = dataProvider.create('news', { data: { title: '重复' } });
    await expect(rejection).rejects.toBeInstanceOf(ApiError);
    await expect(rejection).rejects.toThrow('标题已存在');
    expect(currentMessage()).toBeNull();
  });

  it('a list failure rejects with the server message', async () => {
    recordPosts(() => ({ status: 500, data: null, statusText: '查询失败' }));
    await expect(dataProvider.getList('news', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toMatchObject({
      message: '查询失败',
      status: -1,
    });
  });

  it('a 401 answer rejects with status 401 so checkError can log the user out', async () => {
    setUserState({ token: 'tok-old' });
    recordPosts(() => ({ status: 401, data: null, statusText: '登录已失效' }));
    await expect(dataProvider.getOne('news', { id: 1 })).rejects.toMatchObject({ status: 401, message: '登录已失效' });
  });
});
