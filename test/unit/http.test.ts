/**
 * The request wrapper against spec sections 7 (the calls) and 8 (the error
 * catalogue). The server is msw; messages are observed through the message
 * line and translated with the console's own i18n, as the user sees them.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { ABORTED, ApiError, FAILURE, HTTP_STATUSES, download, exportFile, fileNameFromDisposition, get, post, request, setUnauthorizedHandler, toApiError, upload } from '../../dataProvider/http';
import { closeMessage, currentMessage, subscribeMessages, type Message } from '../../dataProvider/messages';
import { getToken, getUserState, setUserState } from '../../dataProvider/session';
import { translate } from '../../src/i18n';

const API = 'http://localhost/api/';
const FILE_API = 'http://localhost/file-api/';

const server = setupServer();

let unauthorized: Mock<() => void>;
let saved: string[];
let createObjectURL: Mock<(blob: Blob) => string>;
let revokeObjectURL: Mock<(url: string) => void>;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  window.APP_CONFIG = { apiBase: API, fileBase: FILE_API };
  closeMessage();
  unauthorized = vi.fn();
  setUnauthorizedHandler(unauthorized);
  saved = [];
  createObjectURL = vi.fn(() => 'blob:http://localhost/file-1');
  revokeObjectURL = vi.fn();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  closeMessage();
  delete window.APP_CONFIG;
});

/** The Chinese text of the message line, or null when nothing is shown. */
const shownText = () => {
  const message = currentMessage();
  return message ? translate(message.text) : null;
};

/** Awaits a rejection and returns it as an ApiError. */
const rejectionOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to reject');
};

/** Answers `path` (POST) with a JSON envelope. */
const answerPost = (path: string, body: unknown, init?: ResponseInit) => server.use(http.post(`${API}${path}`, () => HttpResponse.json(body as Record<string, unknown>, init)));

const HTTP_ERROR_TEXT: Record<number, string> = {
  400: '发出的请求有错误，服务器没有进行新建或修改数据的操作',
  403: '用户得到授权，但是访问是被禁止的',
  404: '发出的请求针对的是不存在的记录，服务器没有进行操作',
  406: '请求的格式不可得',
  410: '请求的资源被永久删除，且不会再得到',
  422: '当创建一个对象时，发生一个验证错误',
  500: '服务器发生错误，请检查服务器',
  502: '网关错误',
  503: '服务不可用，服务器暂时过载或维护',
  504: '网关超时',
};

describe('section 7: how calls are sent', () => {
  it('POST sends a JSON body with a JSON Content-Type', async () => {
    let seen: { method: string; contentType: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${API}business/news/queryList`, async ({ request: req }) => {
        seen = { method: req.method, contentType: req.headers.get('content-type'), body: await req.json() };
        return HttpResponse.json({ status: 0, data: { list: [], total: 0 }, statusText: '' });
      }),
    );
    await post('business/news/queryList', { pageNum: 1, pageSize: 10, title: '公告' });
    expect(seen?.method).toBe('POST');
    expect(seen?.contentType).toMatch(/^application\/json/);
    expect(seen?.body).toEqual({ pageNum: 1, pageSize: 10, title: '公告' });
  });

  it('POST without data still sends an (empty) JSON object', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}user/queryUserList`, async ({ request: req }) => {
        body = await req.json();
        return HttpResponse.json({ status: 0, data: null, statusText: '' });
      }),
    );
    await post('user/queryUserList');
    expect(body).toEqual({});
  });

  it('GET sends query parameters (undefined and null dropped) and no body', async () => {
    let seen: { method: string; params: Record<string, string>; body: string; contentType: string | null } | undefined;
    server.use(
      http.get(`${API}common/queryDataDict`, async ({ request: req }) => {
        seen = {
          method: req.method,
          params: Object.fromEntries(new URL(req.url).searchParams),
          body: await req.text(),
          contentType: req.headers.get('content-type'),
        };
        return HttpResponse.json({ status: 0, data: ['a'], statusText: '' });
      }),
    );
    const result = await get('common/queryDataDict', { type: 'unit', page: 2, flag: false, empty: undefined, none: null });
    expect(seen?.method).toBe('GET');
    expect(seen?.params).toEqual({ type: 'unit', page: '2', flag: 'false' });
    expect(seen?.body).toBe('');
    expect(seen?.contentType).toBeNull();
    expect(result.data).toEqual(['a']);
  });

  it('a leading slash in the path does not double the separator', async () => {
    answerPost('role/queryRoleList', { status: 0, data: 'ok', statusText: '' });
    await expect(post('/role/queryRoleList', {})).resolves.toMatchObject({ status: 0, data: 'ok' });
  });

  it('every request carries the stored token and X-Requested-With: XMLHttpRequest', async () => {
    setUserState({ token: 'tok-123' });
    const seen: Array<{ token: string | null; xrw: string | null }> = [];
    const record = ({ request: req }: { request: Request }) => {
      seen.push({ token: req.headers.get('token'), xrw: req.headers.get('x-requested-with') });
      return HttpResponse.json({ status: 0, data: null, statusText: '' });
    };
    server.use(http.get(`${API}user/getCenterUser`, record), http.post(`${API}user/queryUserList`, record), http.post(`${API}fastdfs/uploadFile`, record));
    await get('user/getCenterUser');
    await post('user/queryUserList', {});
    await upload('fastdfs/uploadFile', new FormData());
    expect(seen).toEqual([
      { token: 'tok-123', xrw: 'XMLHttpRequest' },
      { token: 'tok-123', xrw: 'XMLHttpRequest' },
      { token: 'tok-123', xrw: 'XMLHttpRequest' },
    ]);
  });

  it('without a stored token the token header is empty but present', async () => {
    let token: string | null = null;
    server.use(
      http.get(`${API}user/captcha`, ({ request: req }) => {
        token = req.headers.get('token');
        return HttpResponse.json({ status: 0, data: null, statusText: '' });
      }),
    );
    await get('user/captcha');
    expect(token).toBe('');
  });

  it('upload sends a multipart FormData POST with the file and the extra fields', async () => {
    let seen: { method: string; contentType: string | null; fields: Record<string, string>; hasFile: boolean } | undefined;
    server.use(
      http.post(`${API}excel/import`, async ({ request: req }) => {
        const form = await req.formData();
        const fields: Record<string, string> = {};
        form.forEach((value, key) => {
          if (typeof value === 'string') fields[key] = value;
        });
        seen = {
          method: req.method,
          contentType: req.headers.get('content-type'),
          fields,
          hasFile: form.has('file') && typeof form.get('file') !== 'string',
        };
        return HttpResponse.json({ status: 0, data: { imported: 3 }, statusText: '' });
      }),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const form = new FormData();
    form.append('file', new File(['a,b\n1,2'], 'members.csv', { type: 'text/csv' }));
    const result = await request({ url: 'excel/import', kind: 'upload', form, data: { type: 'member', year: 2026, skip: undefined, none: null } });

    expect(result).toEqual({ status: 0, data: { imported: 3 }, statusText: '' });
    expect(seen?.method).toBe('POST');
    expect(seen?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.fields).toEqual({ type: 'member', year: '2026' });
    expect(seen?.hasFile).toBe(true);
    // The body handed to fetch is the FormData itself (the browser sets the boundary): no JSON Content-Type.
    const init = fetchSpy.mock.calls[0][1] as RequestInit;
    expect(init.body).toBeInstanceOf(FormData);
    const sentFile = (init.body as FormData).get('file') as File;
    expect(sentFile.name).toBe('members.csv');
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('the file service option addresses fileBase', async () => {
    let body: unknown;
    server.use(
      http.post(`${FILE_API}message/centerSendMessage`, async ({ request: req }) => {
        body = await req.json();
        return HttpResponse.json({ status: 0, data: null, statusText: '' });
      }),
    );
    await expect(post('message/centerSendMessage', { phone: '13800000000', messageType: 'changePwd' }, { service: 'file' })).resolves.toMatchObject({ status: 0 });
    expect(body).toEqual({ phone: '13800000000', messageType: 'changePwd' });
  });

  it('a base without a trailing slash is completed', async () => {
    window.APP_CONFIG = { apiBase: 'http://localhost/api', fileBase: 'http://localhost/file-api' };
    answerPost('skin/info/queryList', { status: 0, data: 1, statusText: '' });
    await expect(post('skin/info/queryList', {})).resolves.toMatchObject({ data: 1 });
  });
});

describe('section 8: the envelope', () => {
  it('status 0 resolves with the envelope and shows nothing', async () => {
    const envelope = { status: 0, data: { id: 5, title: '标题' }, statusText: '成功' };
    answerPost('business/news/queryDetails', envelope);
    await expect(post('business/news/queryDetails', { id: 5 })).resolves.toEqual(envelope);
    expect(currentMessage()).toBeNull();
  });

  it.each([-10001, -2001])('status %i resolves unchanged and shows nothing', async (status) => {
    const envelope = { status, data: { captcha: true }, statusText: '请输入验证码' };
    answerPost('user/login', envelope);
    await expect(post('user/login', {})).resolves.toEqual(envelope);
    expect(currentMessage()).toBeNull();
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it.each([401, 402])('status %i shows the server text, clears the token and calls the unauthorized handler', async (status) => {
    setUserState({ token: 'tok-old', menuList: [{ menuId: 9 }] });
    answerPost('user/queryUserList', { status, data: null, statusText: '登录已失效，请重新登录' });
    const error = await rejectionOf(post('user/queryUserList', {}));
    expect(error.status).toBe(status);
    expect(error.message).toBe('登录已失效，请重新登录');
    expect(shownText()).toBe('登录已失效，请重新登录');
    expect(currentMessage()?.type).toBe('error');
    expect(getToken()).toBeNull();
    expect(getUserState().menuList).toEqual([]);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('status 401 is handled even when the caller asked for silence', async () => {
    setUserState({ token: 'tok-old' });
    answerPost('user/queryUserList', { status: 401, data: null, statusText: '令牌无效' });
    await rejectionOf(post('user/queryUserList', {}, { silent: true }));
    expect(getToken()).toBeNull();
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('any other status rejects an ApiError with status -1 and the server text, shown as the message', async () => {
    answerPost('business/news/add', { status: 500, data: { field: 'title' }, statusText: '标题已存在' });
    const error = await rejectionOf(post('business/news/add', { title: 'x' }));
    expect(error.status).toBe(FAILURE);
    expect(error.status).toBe(-1);
    expect(error.statusText).toBe('标题已存在');
    expect(error.message).toBe('标题已存在');
    expect(error.data).toEqual({ field: 'title' });
    expect(shownText()).toBe('标题已存在');
    expect(currentMessage()?.type).toBe('error');
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it.each([1, -1, 200, -3])('status %i is a failure too', async (status) => {
    answerPost('business/news/delete', { status, data: null, statusText: `失败${status}` });
    const error = await rejectionOf(post('business/news/delete', { id: 1 }));
    expect(error.status).toBe(-1);
    expect(translate(error.message)).toBe(`失败${status}`);
  });

  it('a failure without statusText shows 获取数据失败', async () => {
    answerPost('business/news/delete', { status: -1, data: null });
    const error = await rejectionOf(post('business/news/delete', { id: 1 }));
    expect(error.status).toBe(-1);
    expect(translate(error.message)).toBe('获取数据失败');
    expect(shownText()).toBe('获取数据失败');
  });

  it('a failure with an empty statusText shows 获取数据失败', async () => {
    answerPost('business/news/delete', { status: 3, data: null, statusText: '' });
    const error = await rejectionOf(post('business/news/delete', { id: 1 }));
    expect(translate(error.message)).toBe('获取数据失败');
  });

  it.each([
    ['a JSON array', () => HttpResponse.json([1, 2, 3])],
    ['an object without status', () => HttpResponse.json({ data: 1, statusText: 'x' })],
    ['a string status', () => HttpResponse.json({ status: '0', data: 1 })],
    ['plain text', () => HttpResponse.text('<html>gateway</html>')],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
  ])('a non-envelope body (%s) rejects with 获取数据失败', async (_label, answer) => {
    server.use(http.post(`${API}business/news/queryList`, answer));
    const error = await rejectionOf(post('business/news/queryList', {}));
    expect(error.status).toBe(-1);
    expect(translate(error.message)).toBe('获取数据失败');
    expect(shownText()).toBe('获取数据失败');
  });

  it('silent: true rejects without showing a message', async () => {
    answerPost('business/news/add', { status: -1, data: null, statusText: '标题已存在' });
    const error = await rejectionOf(post('business/news/add', {}, { silent: true }));
    expect(error.message).toBe('标题已存在');
    expect(currentMessage()).toBeNull();
  });

  it('silent: true also hides HTTP, network and time-out failures', async () => {
    server.use(
      http.post(`${API}a`, () => new HttpResponse(null, { status: 500 })),
      http.post(`${API}b`, () => HttpResponse.error()),
      http.post(`${API}c`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await rejectionOf(post('a', {}, { silent: true }));
    await rejectionOf(post('b', {}, { silent: true }));
    await rejectionOf(post('c', {}, { silent: true, timeout: 30 }));
    expect(currentMessage()).toBeNull();
  });

  it('only one message shows at a time: a new one replaces the previous', async () => {
    const seen: Array<Message | null> = [];
    const unsubscribe = subscribeMessages((message) => seen.push(message));
    try {
      answerPost('first', { status: -1, data: null, statusText: '第一个错误' });
      answerPost('second', { status: -1, data: null, statusText: '第二个错误' });
      await rejectionOf(post('first', {}));
      expect(shownText()).toBe('第一个错误');
      await rejectionOf(post('second', {}));
    } finally {
      unsubscribe();
    }
    expect(shownText()).toBe('第二个错误');
    expect(seen.map((message) => message?.text)).toEqual(['第一个错误', '第二个错误']);
    expect(seen[1]?.id).not.toBe(seen[0]?.id);
    expect(currentMessage()?.id).toBe(seen[1]?.id);
  });
});

describe('section 8: HTTP statuses', () => {
  it.each(Object.keys(HTTP_ERROR_TEXT).map(Number))('HTTP %i rejects with the Chinese text of http.status.<code>', async (code) => {
    expect(HTTP_STATUSES).toContain(code);
    server.use(http.post(`${API}business/news/queryList`, () => new HttpResponse(null, { status: code })));
    const error = await rejectionOf(post('business/news/queryList', {}));
    expect(error.status).toBe(-1);
    expect(error.httpStatus).toBe(code);
    expect(error.message).toBe(`http.status.${code}`);
    expect(translate(error.message)).toBe(HTTP_ERROR_TEXT[code]);
    expect(shownText()).toBe(HTTP_ERROR_TEXT[code]);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('every HTTP error status of HTTP_STATUSES except 401 is covered above', () => {
    expect(HTTP_STATUSES.filter((code) => code >= 400 && code !== 401)).toEqual(Object.keys(HTTP_ERROR_TEXT).map(Number));
  });

  it('an HTTP error answering an envelope with statusText shows the server text', async () => {
    server.use(http.post(`${API}x`, () => HttpResponse.json({ status: -1, data: null, statusText: '参数校验失败' }, { status: 400 })));
    const error = await rejectionOf(post('x', {}));
    expect(error.message).toBe('参数校验失败');
    expect(shownText()).toBe('参数校验失败');
  });

  it('an HTTP status without a message of its own shows 获取数据失败', async () => {
    server.use(http.post(`${API}x`, () => new HttpResponse('teapot', { status: 418 })));
    const error = await rejectionOf(post('x', {}));
    expect(error.status).toBe(-1);
    expect(translate(error.message)).toBe('获取数据失败');
  });

  it('HTTP 401 clears the token, shows the 401 text and calls the unauthorized handler', async () => {
    setUserState({ token: 'tok-old' });
    server.use(http.post(`${API}x`, () => new HttpResponse(null, { status: 401 })));
    const error = await rejectionOf(post('x', {}));
    expect(error.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(shownText()).toBe('用户没有权限（令牌、用户名、密码错误）');
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 with an envelope shows the server text', async () => {
    setUserState({ token: 'tok-old' });
    server.use(http.get(`${API}x`, () => HttpResponse.json({ status: 401, data: null, statusText: '请重新登录' }, { status: 401 })));
    await rejectionOf(get('x'));
    expect(getToken()).toBeNull();
    expect(shownText()).toBe('请重新登录');
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('HTTP 402 clears the token too', async () => {
    setUserState({ token: 'tok-old' });
    server.use(http.post(`${API}x`, () => new HttpResponse(null, { status: 402 })));
    const error = await rejectionOf(post('x', {}));
    expect(error.status).toBe(402);
    expect(getToken()).toBeNull();
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('section 8: network failures', () => {
  it('a time-out rejects with 网络超时，请重新尝试！ and code ECONNABORTED', async () => {
    server.use(
      http.post(`${API}slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({ status: 0, data: null, statusText: '' });
      }),
    );
    const error = await rejectionOf(post('slow', {}, { timeout: 50 }));
    expect(error.code).toBe('ECONNABORTED');
    expect(error.code).toBe(ABORTED);
    expect(error.status).toBe(-1);
    expect(translate(error.message)).toBe('网络超时，请重新尝试！');
    expect(shownText()).toBe('网络超时，请重新尝试！');
  });

  it('a time-out applies to downloads as well', async () => {
    server.use(
      http.get(`${API}fastdfs/downloadfiles`, async () => {
        await delay('infinite');
        return new HttpResponse('x');
      }),
    );
    const error = await rejectionOf(download('fastdfs/downloadfiles', { id: 1 }, 'a.txt', { timeout: 50 }));
    expect(error.code).toBe('ECONNABORTED');
    expect(shownText()).toBe('网络超时，请重新尝试！');
    expect(saved).toEqual([]);
  });

  it('a time-out also covers a body that stalls after the headers', async () => {
    server.use(
      http.post(`${API}stall`, () => {
        const stalled = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"status":'));
          },
        });
        return new HttpResponse(stalled, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const error = await rejectionOf(post('stall', {}, { timeout: 80 }));
    expect(error.code).toBe('ECONNABORTED');
    expect(translate(error.message)).toBe('网络超时，请重新尝试！');
  });

  it('a network failure rejects with 网络错误，请重新尝试！', async () => {
    server.use(http.post(`${API}x`, () => HttpResponse.error()));
    const error = await rejectionOf(post('x', {}));
    expect(error.status).toBe(-1);
    expect(error.code).not.toBe(ABORTED);
    expect(translate(error.message)).toBe('网络错误，请重新尝试！');
    expect(shownText()).toBe('网络错误，请重新尝试！');
  });

  it('a caller abort rejects with code ECONNABORTED and shows no message', async () => {
    server.use(
      http.post(`${API}slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({ status: 0, data: null, statusText: '' });
      }),
    );
    const controller = new AbortController();
    const pending = post('slow', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await rejectionOf(pending);
    expect(error.code).toBe('ECONNABORTED');
    expect(translate(error.message)).not.toBe('网络超时，请重新尝试！');
    expect(currentMessage()).toBeNull();
  });

  it('a signal already aborted rejects at once with ECONNABORTED and no message', async () => {
    server.use(http.post(`${API}x`, () => HttpResponse.json({ status: 0, data: null, statusText: '' })));
    const controller = new AbortController();
    controller.abort();
    const error = await rejectionOf(post('x', {}, { signal: controller.signal }));
    expect(error.code).toBe('ECONNABORTED');
    expect(currentMessage()).toBeNull();
  });
});

describe('section 8: downloads and exports', () => {
  const fileResponse = (contentType: string, disposition?: string) => () =>
    new HttpResponse('col1,col2\n1,2', {
      headers: { 'Content-Type': contentType, ...(disposition ? { 'Content-Disposition': disposition } : {}) },
    });

  it.each(['application/octet-stream', 'application/msword', 'application/x-download'])('content type %s is saved as a file named from Content-Disposition', async (contentType) => {
    let method = '';
    server.use(
      http.get(`${API}interactive/idea/export`, (info) => {
        method = info.request.method;
        return fileResponse(contentType, 'attachment; filename="a.xlsx"')();
      }),
    );
    const result = await download('interactive/idea/export', { id: 3 });
    expect(method).toBe('GET');
    expect(saved).toEqual(['a.xlsx']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0][0];
    expect(await blob.text()).toBe('col1,col2\n1,2');
    expect(result.status).toBe(0);
    expect(shownText()).toBe('下载成功');
    expect(currentMessage()?.type).toBe('success');
  });

  it('an octet-stream with a charset parameter is still a download', async () => {
    server.use(http.get(`${API}d`, fileResponse('application/octet-stream;charset=UTF-8', 'attachment; filename="b.docx"')));
    await download('d');
    expect(saved).toEqual(['b.docx']);
  });

  it('an RFC 5987 file name is decoded (报表.xlsx)', async () => {
    server.use(http.get(`${API}d`, fileResponse('application/octet-stream', "attachment; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.xlsx")));
    await download('d');
    expect(saved).toEqual(['报表.xlsx']);
  });

  it("the caller's fileName is used when the header is missing", async () => {
    server.use(http.get(`${API}business/disciplineInfo/export`, fileResponse('application/x-download')));
    const result = await download('business/disciplineInfo/export', { year: 2026 }, '纪律处分.xlsx');
    expect(saved).toEqual(['纪律处分.xlsx']);
    expect(result.status).toBe(0);
    expect(shownText()).toBe('下载成功');
  });

  it('the header wins over the caller file name', async () => {
    server.use(http.get(`${API}d`, fileResponse('application/msword', 'attachment; filename="server.doc"')));
    await download('d', undefined, 'caller.doc');
    expect(saved).toEqual(['server.doc']);
  });

  it('the object URL is released after the download', async () => {
    server.use(http.get(`${API}d`, fileResponse('application/octet-stream', 'attachment; filename="a.xlsx"')));
    await download('d');
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/file-1'));
  });

  it('a download answering a JSON error envelope rejects with its statusText and saves nothing', async () => {
    server.use(http.get(`${API}d`, () => HttpResponse.json({ status: -1, data: null, statusText: '文件不存在' })));
    const error = await rejectionOf(download('d', { id: 9 }, 'x.xlsx'));
    expect(error.status).toBe(-1);
    expect(error.message).toBe('文件不存在');
    expect(shownText()).toBe('文件不存在');
    expect(saved).toEqual([]);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('a download answering anything but a file or an error envelope rejects with 获取数据失败', async () => {
    server.use(http.get(`${API}d`, () => HttpResponse.json({ status: 0, data: null, statusText: '' })));
    const error = await rejectionOf(download('d'));
    expect(translate(error.message)).toBe('获取数据失败');
    expect(saved).toEqual([]);
  });

  it('a download answering a 401 envelope clears the token', async () => {
    setUserState({ token: 'tok-old' });
    server.use(http.get(`${API}d`, () => HttpResponse.json({ status: 401, data: null, statusText: '请重新登录' })));
    await rejectionOf(download('d'));
    expect(getToken()).toBeNull();
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('export uses POST with a JSON body and saves the answer', async () => {
    let seen: { method: string; contentType: string | null; body: unknown; token: string | null } | undefined;
    setUserState({ token: 'tok-export' });
    server.use(
      http.post(`${API}ability/abilityQuestionManage/exportAbilityQuestionExcel`, async ({ request: req }) => {
        seen = { method: req.method, contentType: req.headers.get('content-type'), body: await req.json(), token: req.headers.get('token') };
        return fileResponse('application/octet-stream', "attachment; filename*=UTF-8''%E9%A2%98%E5%BA%93.xlsx")();
      }),
    );
    const result = await exportFile('ability/abilityQuestionManage/exportAbilityQuestionExcel', { businessType: 2 }, 'fallback.xlsx');
    expect(seen).toEqual({ method: 'POST', contentType: expect.stringMatching(/^application\/json/), body: { businessType: 2 }, token: 'tok-export' });
    expect(saved).toEqual(['题库.xlsx']);
    expect(result.status).toBe(0);
    expect(shownText()).toBe('下载成功');
  });

  it('an export answering a JSON error envelope rejects with its statusText', async () => {
    server.use(http.post(`${API}e`, () => HttpResponse.json({ status: -1, data: null, statusText: '没有可导出的数据' })));
    const error = await rejectionOf(exportFile('e', {}));
    expect(error.message).toBe('没有可导出的数据');
    expect(saved).toEqual([]);
  });

  it('an export answering HTTP 500 shows the 500 text', async () => {
    server.use(http.post(`${API}e`, () => new HttpResponse(null, { status: 500 })));
    const error = await rejectionOf(exportFile('e', {}));
    expect(translate(error.message)).toBe('服务器发生错误，请检查服务器');
    expect(saved).toEqual([]);
  });
});

describe('toApiError', () => {
  it('turns a plain string rejection into that string as the message', () => {
    const error = toApiError('出错了');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(-1);
    expect(error.message).toBe('出错了');
    expect(error.statusText).toBe('出错了');
  });

  it('turns a plain number rejection into that value as the message', () => {
    const error = toApiError(500);
    expect(error.status).toBe(-1);
    expect(error.message).toBe('500');
  });

  it('keeps an ApiError as it is', () => {
    const original = new ApiError(401, '请重新登录');
    expect(toApiError(original)).toBe(original);
  });

  it('keeps the message of an Error', () => {
    expect(toApiError(new Error('boom')).message).toBe('boom');
  });

  it('gives 获取数据失败 for anything else', () => {
    expect(translate(toApiError({ weird: true }).message)).toBe('获取数据失败');
    expect(translate(toApiError(undefined).message)).toBe('获取数据失败');
    expect(translate(toApiError(new Error('')).message)).toBe('获取数据失败');
  });
});

describe('fileNameFromDisposition', () => {
  it.each<[string | null, string | null]>([
    [null, null],
    ['', null],
    ['attachment', null],
    ['inline; size=12', null],
    ['attachment; filename="a.xlsx"', 'a.xlsx'],
    ['attachment; filename=a.xlsx', 'a.xlsx'],
    ['attachment; filename=a.xlsx; size=100', 'a.xlsx'],
    ['attachment;filename = "spaced.pdf"', 'spaced.pdf'],
    ['ATTACHMENT; FILENAME="UPPER.DOC"', 'UPPER.DOC'],
    ['attachment; filename="a;b.xlsx"', 'a;b.xlsx'],
    ["attachment; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.xlsx", '报表.xlsx'],
    ["attachment; filename*=utf-8''%E6%8A%A5%E8%A1%A8.xlsx", '报表.xlsx'],
    ["attachment; filename*=UTF-8'zh-CN'%E6%8A%A5%E8%A1%A8.xlsx", '报表.xlsx'],
    ['attachment; filename="fallback.xlsx"; filename*=UTF-8\'\'%E6%8A%A5%E8%A1%A8.xlsx', '报表.xlsx'],
    ['attachment; filename*=UTF-8\'\'%E6%8A%A5%E8%A1%A8.xlsx; filename="fallback.xlsx"', '报表.xlsx'],
    ['attachment; filename=%E6%8A%A5%E8%A1%A8.xlsx', '报表.xlsx'],
    ['attachment; filename="%E6%8A%A5%E8%A1%A8.xlsx"', '报表.xlsx'],
    ['attachment; filename="100%.txt"', '100%.txt'],
    ['attachment; filename*=UTF-8\'\'%E6%8A; filename="plain.txt"', 'plain.txt'],
  ])('%j -> %j', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});
