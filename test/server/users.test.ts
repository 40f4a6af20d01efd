/** System users (menu 2): user/* calls, the first login of a new user, and the post and data dictionaries. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, loginWithGrants, passwordBody, startTestServer, type TestServer } from './helpers';
import { roles, users } from '../../server/db/schema';
import { generateKeyPair, toBase64Der } from '../../server/auth/rsa';

const FIRST_LOGIN = '用户首次登陆或者密码重置后首次登陆';
const EXPIRED = '登录已失效，请重新登录';

let server: TestServer;
let admin: { token: string; id: number };
let editor: string;

const user = (name: string, body: Record<string, unknown> = {}, token = admin.token) => call(server, 'POST', `user/${name}`, { token, body });

const pwd = (password: string) => passwordBody(server, 'loginPwd', password);

const newUser = async (loginName: string, extra: Record<string, unknown> = {}) =>
  user('addCenterUser', { loginName, cnName: '张三', phone: '13912345678', roleCode: 'editor', postCode: 'business_specialist', ...(await pwd('Start@2026')), ...extra });

const expectFailure = (answer: { status: number; statusText: string }, message: string) => {
  expect(answer.statusText).toBe(message);
  expect(answer.status).toBe(-1);
};

const initLogin = (token: string, id: number) => call(server, 'POST', 'userpwd/initializationLogin', { token, body: { id } });

beforeAll(async () => {
  server = await startTestServer();
  const answer = await login(server, 'admin', 'Admin@2026');
  admin = { token: answer.data.token, id: answer.data.id };
  editor = (await login(server, 'editor', 'Editor@2026')).data.token;
});

afterAll(async () => {
  await server?.close();
});

describe('user/queryUserList', () => {
  it('answers the records with post, first-login flag, last login and version', async () => {
    const answer = await user('queryUserList', { cnName: '系统' });
    expect(answer.data.total).toBe(1);
    const [record] = answer.data.list;
    expect(Object.keys(record).sort()).toEqual(
      ['cnName', 'createdAt', 'id', 'lastLoginAt', 'loginName', 'manageable', 'mustChangePassword', 'phone', 'postCode', 'postName', 'roleCode', 'roleName', 'status', 'version'].sort(),
    );
    expect(record).toMatchObject({ loginName: 'admin', roleName: '超级管理员', postCode: 'information_admin', postName: '信息管理员', mustChangePassword: false, status: 1 });
    expect(typeof record.lastLoginAt).toBe('string');
  });

  it("answers one user by id (the console's edit page has no detail call), none for an unknown id, and refuses a bad one", async () => {
    const [admin] = (await user('queryUserList', { cnName: '系统' })).data.list;
    const one = await user('queryUserList', { pageNum: 1, pageSize: 1, id: admin.id });
    expect(one.data).toMatchObject({ total: 1, list: [{ id: admin.id, loginName: 'admin' }] });
    expect((await user('queryUserList', { id: 999_999 })).data).toMatchObject({ total: 0, list: [] });
    expectFailure(await user('queryUserList', { id: 'x' }), '记录编号必须是正整数');
  });
});

describe('user/addCenterUser and the first login', () => {
  it('adds a user who must set a password at first login', async () => {
    const answer = await newUser('zhang.san');
    expect(answer.status).toBe(0);
    expect(answer.data).toMatchObject({
      loginName: 'zhang.san',
      cnName: '张三',
      phone: '13912345678',
      roleCode: 'editor',
      roleName: '内容编辑',
      postCode: 'business_specialist',
      postName: '业务专员',
      status: 1,
      mustChangePassword: true,
      lastLoginAt: null,
      version: 0,
    });
    const first = await login(server, 'zhang.san', 'Start@2026');
    expect(first.status).toBe(0);
    expect(first.data.menuList.map((item: { menuId: number }) => item.menuId)).toEqual([48, 12]);
    expect(await initLogin(first.data.token, first.data.id)).toMatchObject({ status: -1, statusText: FIRST_LOGIN });
  });

  it.each([
    ['no login name', { loginName: '' }, '请输入登录名'],
    ['a short login name', { loginName: 'ab' }, '登录名只能包含字母、数字、下划线和点，长度为3到32位'],
    ['a login name with other characters', { loginName: 'li si' }, '登录名只能包含字母、数字、下划线和点，长度为3到32位'],
    ['a taken login name in other case', { loginName: 'ADMIN' }, '登录名已存在'],
    ['no name', { cnName: ' ' }, '请输入姓名'],
    ['a long name', { cnName: '名'.repeat(21) }, '姓名不能超过20个字符'],
    ['no phone', { phone: '' }, '请输入手机号'],
    ['a wrong phone', { phone: '12345678901' }, '请输入正确手机号'],
    ['no role', { roleCode: '' }, '请选择角色'],
    ['an unknown role', { roleCode: 'nobody' }, '所选角色不存在或已停用'],
    ['no post', { postCode: undefined }, '请选择岗位'],
    ['an unknown post', { postCode: 'janitor' }, '所选岗位不存在'],
    ['no initial password', { loginPwd: '' }, '请输入初始密码'],
    ['a key the server never issued', { rsaPublicKey: toBase64Der(generateKeyPair().publicKey) }, '密钥已失效，请重新提交'],
    ['an undecryptable password', { loginPwd: 'bm90IGEgY2lwaGVy' }, '密码解密失败，请刷新页面后重试'],
  ])('refuses %s', async (_label, extra, message) => {
    expectFailure(await newUser('refused_user', extra), message);
  });

  it('refuses a disabled role', async () => {
    await server.services.db.insert(roles).values({ code: 'retired', name: '已停用角色', status: 0 });
    expectFailure(await newUser('retired_user', { roleCode: 'retired' }), '所选角色不存在或已停用');
  });

  it('needs the add unit of menu 2', async () => {
    const { token } = await loginWithGrants(server, 'user_lister', { 2: ['list'] });
    expect((await user('queryUserList', {}, token)).status).toBe(0);
    for (const name of ['addCenterUser', 'modifyCenterUser', 'deleteUser', 'switchStatus', 'resetCenterUserPwd']) {
      expect(await user(name, { id: admin.id }, token), name).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
    }
    expect((await user('addCenterUser', {}, editor)).statusText).toBe('您没有该功能的访问权限');
  });
});

describe('user/modifyCenterUser', () => {
  it('modifies name, phone, role and post; the login name stays', async () => {
    const created = (await newUser('wang_wu')).data;
    const answer = await user('modifyCenterUser', { id: created.id, version: 0, loginName: 'other', cnName: '王五', phone: '13700000000', roleCode: 'admin', postCode: 'president' });
    expect(answer.status).toBe(0);
    expect(answer.data).toMatchObject({ loginName: 'wang_wu', cnName: '王五', phone: '13700000000', roleCode: 'admin', roleName: '超级管理员', postName: '会长', version: 1 });
    const stale = await user('modifyCenterUser', { id: created.id, version: 0, cnName: '王五', phone: '13700000000', roleCode: 'editor', postCode: 'president' });
    expectFailure(stale, '该记录已被他人修改，请刷新后重试');
    expectFailure(await user('modifyCenterUser', { id: 99999, version: 0, cnName: '无', phone: '13700000000', roleCode: 'editor', postCode: 'president' }), '用户不存在或已被删除');
    // Back to editor, so the administrator stays the only enabled admin for the tests below.
    const back = await user('modifyCenterUser', { id: created.id, version: 1, cnName: '王五', phone: '13700000000', roleCode: 'editor', postCode: 'president' });
    expect(back.data.roleCode).toBe('editor');
  });
});

describe('user/switchStatus, user/deleteUser and user/resetCenterUserPwd', () => {
  it("protects the caller's own account", async () => {
    expectFailure(await user('deleteUser', { id: admin.id }), '不能删除当前登录的账号');
    expectFailure(await user('switchStatus', { id: admin.id, status: 0 }), '不能停用当前登录的账号');
  });

  it('keeps the administrator out of reach of a manager of users who holds less', async () => {
    const db = server.services.db;
    const { token } = await loginWithGrants(server, 'user_manager', { 2: null });
    const beyond = '不能管理权限超出您自身的账号';
    expectFailure(await user('deleteUser', { id: admin.id }, token), beyond);
    expectFailure(await user('switchStatus', { id: admin.id, status: 0 }, token), beyond);
    const [adminRow] = await db.select({ version: users.version }).from(users).where(eq(users.id, admin.id));
    const demote = { id: admin.id, version: adminRow.version, cnName: '系统管理员', phone: '13800000001', roleCode: 'editor', postCode: 'president' };
    expectFailure(await user('modifyCenterUser', demote, token), beyond);
    // The administrator may not demote itself either.
    expectFailure(await user('modifyCenterUser', demote), '不能变更自己的角色');
  });

  it('disabling ends the sessions; the account cannot log in until enabled again', async () => {
    const created = (await newUser('zhao_liu')).data;
    const session = await login(server, 'zhao_liu', 'Start@2026');
    const off = await user('switchStatus', { id: created.id, status: 0 });
    expect(off.data).toMatchObject({ status: 0, version: 1 });
    expect(await call(server, 'GET', 'user/getCenterUser', { token: session.data.token })).toMatchObject({ status: 401, statusText: EXPIRED });
    expectFailure(await login(server, 'zhao_liu', 'Start@2026'), '账号已停用，请联系管理员');
    expect((await user('switchStatus', { id: created.id, status: 1, version: 1 })).data.status).toBe(1);
    expect((await login(server, 'zhao_liu', 'Start@2026')).status).toBe(0);
    expectFailure(await user('switchStatus', { id: created.id, status: 3 }), '状态只能是启用(1)或停用(0)');
  });

  it('resets the password: first login again, sessions ended', async () => {
    const created = (await newUser('sun_qi')).data;
    const first = await login(server, 'sun_qi', 'Start@2026');
    const init = await call(server, 'POST', 'userpwd/initializationpwd', {
      token: first.data.token,
      body: { id: created.id, ...(await passwordBody(server, 'initialPwd', 'Own@20260')) },
    });
    expect(init.status).toBe(0);
    expect((await initLogin(first.data.token, created.id)).status).toBe(0);

    const reset = await user('resetCenterUserPwd', { id: created.id, ...(await pwd('Reset@2026')) });
    expect(reset.status).toBe(0);
    expect((await call(server, 'GET', 'user/getCenterUser', { token: first.data.token })).status).toBe(401);
    expectFailure(await login(server, 'sun_qi', 'Own@20260'), '用户名或密码错误');
    const again = await login(server, 'sun_qi', 'Reset@2026');
    expect(await initLogin(again.data.token, created.id)).toMatchObject({ status: -1, statusText: FIRST_LOGIN });
    expectFailure(await user('resetCenterUserPwd', { id: created.id, loginPwd: '' }), '请输入初始密码');
    expectFailure(await user('resetCenterUserPwd', { id: 99999, ...(await pwd('Reset@2026')) }), '用户不存在或已被删除');
  });

  it('deletes a user with their sessions', async () => {
    const created = (await newUser('zhou_ba')).data;
    const session = await login(server, 'zhou_ba', 'Start@2026');
    expect((await user('deleteUser', { id: created.id })).status).toBe(0);
    expect((await call(server, 'GET', 'user/getCenterUser', { token: session.data.token })).status).toBe(401);
    expectFailure(await user('deleteUser', { id: created.id }), '用户不存在或已被删除');
  });
});

describe('dictionaries', () => {
  it('answers the posts to holders of menu 2', async () => {
    const answer = await call(server, 'GET', 'common/queryPostDict', { token: admin.token });
    expect(answer.data.map((post: { name: string }) => post.name)).toEqual(['会长', '副会长', '秘书长', '副秘书长', '部门负责人', '业务专员', '信息管理员', '合规专员']);
    expect(answer.data[0]).toEqual({ code: 'president', name: '会长' });
    expect((await call(server, 'GET', 'common/queryPostDict', { token: editor })).status).toBe(403);
  });

  it('answers a generic dictionary by type', async () => {
    const dict = (type: string, token = admin.token) => call(server, 'GET', 'common/queryDataDict', { token, query: { type } });
    expect((await dict('userStatus')).data).toEqual([
      { code: '1', name: '启用' },
      { code: '0', name: '停用' },
    ]);
    expect((await dict('gender')).data).toEqual([
      { code: '1', name: '男' },
      { code: '2', name: '女' },
    ]);
    expect((await dict('unknown')).data).toEqual([]);
    expectFailure(await dict(''), '请指定字典类型');
    expect((await dict('gender', editor)).status).toBe(403);
  });
});
