/**
 * The react-admin authProvider: RSA + MD5 login (spec section 7), the
 * persisted user state (only 'user' and 'common' in localStorage) and
 * menu-id permissions (spec section 6).
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import md5 from 'blueimp-md5';
import { authProvider, CaptchaRequiredError, FALLBACK_NAME, HOME_PATH } from '../../authProvider';
import { getToken, getUserState, setUserState, type MenuItem } from '../../dataProvider/session';
import { setUnauthorizedHandler } from '../../dataProvider/http';
import { closeMessage } from '../../dataProvider/messages';
import { createKeys } from '../../server/auth/rsa';

const API = 'http://localhost/api/';
const PASSWORD = 'Admin@2026';

const pair = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
/** base64 DER (SPKI) without armour, as the server sends it. */
const PUBLIC_KEY = pair.publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
const keys = createKeys(pair.privateKey, pair.publicKey);

const MENUS: MenuItem[] = [
  {
    menuId: 1,
    menuName: '系统管理',
    children: [
      { menuId: 9, menuName: '用户管理' },
      { menuId: 10, menuName: '角色管理', children: [{ menuId: 11 }] },
    ],
  },
  { menuId: 4, menuName: '门户管理' },
];

const server = setupServer();

interface LoginCall {
  body: Record<string, unknown>;
  contentType: string | null;
}

let keyRequests: number;
let loginCalls: LoginCall[];

/** The public-key call and a login answering `answer`. */
const serve = (answer: Record<string, unknown>) =>
  server.use(
    http.get(`${API}fastdfs/rsa/getPublicKey`, ({ request }) => {
      expect(request.method).toBe('GET');
      keyRequests += 1;
      return HttpResponse.json({ status: 0, data: PUBLIC_KEY, statusText: '' });
    }),
    http.post(`${API}user/login`, async ({ request }) => {
      loginCalls.push({ body: (await request.json()) as Record<string, unknown>, contentType: request.headers.get('content-type') });
      return HttpResponse.json(answer);
    }),
  );

const storageKeys = () => Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) as string).sort();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  window.APP_CONFIG = { apiBase: API, fileBase: 'http://localhost/file-api/' };
  setUnauthorizedHandler(vi.fn());
  closeMessage();
  keyRequests = 0;
  loginCalls = [];
});

afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  closeMessage();
  delete window.APP_CONFIG;
});

describe('login', () => {
  const success = {
    status: 0,
    statusText: '',
    data: { token: 'tok-abc', menuList: MENUS, id: 7, loginName: 'admin', cnName: '管理员', phone: '13800000000', roleCode: 'admin' },
  };

  it('fetches the public key, posts {loginName, loginPwd, rsaPublicKey} with loginPwd = RSA(md5(password))', async () => {
    serve(success);
    const result = await authProvider.login({ username: ' admin ', password: PASSWORD });
    expect(keyRequests).toBe(1);
    expect(loginCalls).toHaveLength(1);
    const { body, contentType } = loginCalls[0];
    expect(contentType).toMatch(/^application\/json/);
    expect(body).toEqual({ loginName: 'admin', loginPwd: expect.any(String), rsaPublicKey: PUBLIC_KEY });
    expect(body.loginPwd).not.toBe(md5(PASSWORD));
    expect(keys.decrypt(body.loginPwd as string)).toBe(md5(PASSWORD));
    expect(result).toEqual({ redirectTo: HOME_PATH });
  });

  it('encrypts afresh each time (PKCS#1 v1.5 is randomised) and both decrypt to the hash', async () => {
    serve(success);
    await authProvider.login({ username: 'admin', password: PASSWORD });
    await authProvider.login({ username: 'admin', password: PASSWORD });
    const [first, second] = loginCalls.map((call) => call.body.loginPwd as string);
    expect(first).not.toBe(second);
    expect(keys.decrypt(first)).toBe(md5(PASSWORD));
    expect(keys.decrypt(second)).toBe(md5(PASSWORD));
  });

  it('sends the captcha key and code when given', async () => {
    serve(success);
    await authProvider.login({ username: 'admin', password: PASSWORD, captchaKey: 'k-1', captchaCode: 'ab12' });
    expect(loginCalls[0].body).toMatchObject({ loginName: 'admin', rsaPublicKey: PUBLIC_KEY, captchaKey: 'k-1', captchaCode: 'ab12' });
  });

  it("stores token, menuList and userInfo under 'user' and writes nothing but 'user' and 'common'", async () => {
    serve(success);
    const written = new Set<string>();
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      written.add(key);
      setItem.call(this, key, value);
    });
    await authProvider.login({ username: 'admin', password: PASSWORD });

    const user = JSON.parse(localStorage.getItem('user') ?? 'null') as Record<string, unknown>;
    expect(user.token).toBe('tok-abc');
    expect(user.menuList).toEqual(MENUS);
    expect(user.userInfo).toEqual({ id: 7, loginName: 'admin', cnName: '管理员', phone: '13800000000', roleCode: 'admin' });
    expect(getToken()).toBe('tok-abc');
    expect([...written].every((key) => key === 'user' || key === 'common')).toBe(true);
    expect(written.has('user')).toBe(true);
    expect(storageKeys().every((key) => key === 'user' || key === 'common')).toBe(true);
  });

  it('a missing menuList is stored as an empty tree', async () => {
    serve({ status: 0, statusText: '', data: { token: 'tok-x', id: 1 } });
    await authProvider.login({ username: 'admin', password: PASSWORD });
    expect(getUserState().menuList).toEqual([]);
    expect(getToken()).toBe('tok-x');
  });

  it('a -10001 answer rejects with CaptchaRequiredError carrying the server text', async () => {
    serve({ status: -10001, data: null, statusText: '请输入图形验证码' });
    const rejection = authProvider.login({ username: 'admin', password: PASSWORD });
    await expect(rejection).rejects.toBeInstanceOf(CaptchaRequiredError);
    await expect(rejection).rejects.toThrow('请输入图形验证码');
    expect(getToken()).toBeNull();
  });

  it('a failure rejects with the server text and stores nothing', async () => {
    serve({ status: -1, data: null, statusText: '用户名或密码错误' });
    const rejection = authProvider.login({ username: 'admin', password: 'wrong-password' });
    await expect(rejection).rejects.toThrow('用户名或密码错误');
    await expect(rejection).rejects.not.toBeInstanceOf(CaptchaRequiredError);
    expect(getToken()).toBeNull();
    expect(storageKeys().every((key) => key === 'user' || key === 'common')).toBe(true);
  });

  it('a failing public-key call rejects with its server text and never posts the login', async () => {
    server.use(
      http.get(`${API}fastdfs/rsa/getPublicKey`, () => HttpResponse.json({ status: -1, data: null, statusText: '获取公钥失败' })),
      http.post(`${API}user/login`, () => {
        loginCalls.push({ body: {}, contentType: null });
        return HttpResponse.json(success);
      }),
    );
    await expect(authProvider.login({ username: 'admin', password: PASSWORD })).rejects.toThrow('获取公钥失败');
    expect(loginCalls).toEqual([]);
  });
});

describe('session', () => {
  it('logout clears the state', async () => {
    setUserState({ token: 'tok-1', menuList: MENUS, userInfo: { id: 1, cnName: '张三' } });
    await authProvider.logout({});
    expect(getToken()).toBeNull();
    expect(getUserState().menuList).toEqual([]);
    expect(getUserState().userInfo).toBeNull();
  });

  it('checkAuth rejects without a token and resolves with one', async () => {
    await expect(authProvider.checkAuth({})).rejects.toThrow();
    setUserState({ token: 'tok-1' });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it.each([401, 402])('checkError rejects for status %i and clears the token', async (status) => {
    setUserState({ token: 'tok-1' });
    await expect(authProvider.checkError({ status })).rejects.toThrow();
    expect(getToken()).toBeNull();
  });

  it.each([0, -1, 400, 403, 500, -10001, undefined])('checkError resolves for status %s and keeps the token', async (status) => {
    setUserState({ token: 'tok-1' });
    await expect(authProvider.checkError({ status })).resolves.toBeUndefined();
    expect(getToken()).toBe('tok-1');
  });

  it('checkError resolves for an error without status', async () => {
    await expect(authProvider.checkError(new Error('x'))).resolves.toBeUndefined();
    await expect(authProvider.checkError(undefined)).resolves.toBeUndefined();
  });

  it('getIdentity gives fullName = cnName', async () => {
    setUserState({ token: 't', userInfo: { id: 7, cnName: '张三', loginName: 'zhangsan' } });
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: 7, fullName: '张三', loginName: 'zhangsan' });
  });

  it("getIdentity gives fullName 'username' when cnName is absent or empty", async () => {
    expect(FALLBACK_NAME).toBe('username');
    setUserState({ token: 't', userInfo: { id: 8, loginName: 'lisi' } });
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: 8, fullName: 'username' });
    setUserState({ userInfo: { id: 8, cnName: '' } });
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ fullName: 'username' });
    setUserState({ userInfo: null });
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: '', fullName: 'username' });
  });

  it('getPermissions lists the menu ids of the tree, parents included', async () => {
    setUserState({ token: 't', menuList: MENUS });
    const permissions = (await authProvider.getPermissions!({})) as number[];
    expect([...permissions].sort((a, b) => a - b)).toEqual([1, 4, 9, 10, 11]);
  });

  it('getPermissions is empty without a menu tree', async () => {
    await expect(authProvider.getPermissions!({})).resolves.toEqual([]);
  });
});

describe('canAccess', () => {
  it("canAccess('9') is true only when 9 is in the menu tree", async () => {
    setUserState({ token: 't', menuList: MENUS });
    await expect(authProvider.canAccess!({ resource: '9', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: '11', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: '1', action: 'list' })).resolves.toBe(true);
    setUserState({ menuList: [{ menuId: 4 }, { menuId: 1, children: [{ menuId: 10 }] }] });
    await expect(authProvider.canAccess!({ resource: '9', action: 'list' })).resolves.toBe(false);
    setUserState({ menuList: [] });
    await expect(authProvider.canAccess!({ resource: '9', action: 'list' })).resolves.toBe(false);
  });

  it('menu ids sent as strings still match', async () => {
    setUserState({ token: 't', menuList: [{ menuId: '9' as unknown as number }] });
    await expect(authProvider.canAccess!({ resource: '9', action: 'list' })).resolves.toBe(true);
  });

  it('a resource name the catalog does not list is allowed', async () => {
    setUserState({ token: 't', menuList: [] });
    await expect(authProvider.canAccess!({ resource: 'authTestUnregistered', action: 'list' })).resolves.toBe(true);
  });

  it('a listed resource name follows its menu id (news: menu 9)', async () => {
    setUserState({ token: 't', menuList: MENUS });
    await expect(authProvider.canAccess!({ resource: 'news', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'news', action: 'edit' })).resolves.toBe(true);
    setUserState({ menuList: [{ menuId: 4 }] });
    await expect(authProvider.canAccess!({ resource: 'news', action: 'list' })).resolves.toBe(false);
  });
});
