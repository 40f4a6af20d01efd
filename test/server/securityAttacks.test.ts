/**
 * The attacks of issue 20, each performed against the server as an attacker
 * would, with the legitimate path beside it (the lock-out attack is in
 * rateLimit.test.ts). docs/reliability.md lists them with their results.
 */
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { call, encryptPassword, encryptText, freshKey, login, loginToken, loginWithGrants, passwordBody, startTestServer, type TestServer } from './helpers';
import { credentialKeys, operationLog, roleMenus, roles, users } from '../../server/db/schema';

const BAD_CREDENTIALS = '用户名或密码错误';
const RULE = '密码8~20位，需包含大小写字母+数字+符号';
const KEY_SPENT = '密钥已失效，请重新提交';

let server: TestServer;
let admin: string;

const post = (token: string, path: string, body: Record<string, unknown> = {}) => call(server, 'POST', path, { token, body });

const roleOf = async (code: string) => {
  const [role] = await server.services.db.select().from(roles).where(eq(roles.code, code));
  const grants = await server.services.db.select({ menuId: roleMenus.menuId, dataUnits: roleMenus.dataUnits }).from(roleMenus).where(eq(roleMenus.roleId, role.id));
  return { ...role, grants: grants.sort((a, b) => a.menuId - b.menuId) };
};

const userByLogin = async (loginName: string) => (await server.services.db.select().from(users).where(eq(users.loginName, loginName)))[0];

/** Every leaf menu with every unit, as the administrator's permission tree offers them. */
const everyMenu = async () => {
  const tree = (await call(server, 'GET', 'common/queryMenuDict', { token: admin })).data as Array<{ menuId: number; dataUnits: string[]; children: unknown[] }>;
  const leaves = (nodes: typeof tree): typeof tree => nodes.flatMap((node) => (node.children.length ? leaves(node.children as typeof tree) : [node]));
  return leaves(tree).map((leaf) => ({ menuId: leaf.menuId, dataUnits: leaf.dataUnits }));
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
});

afterAll(async () => {
  await server?.close();
});

describe('§1 a delegated administrator', () => {
  it('of roles cannot give its own role every menu, nor strip the super administrator, nor add what it does not hold', async () => {
    const { token } = await loginWithGrants(server, 'roles_admin', { 54: ['list', 'detail', 'modify', 'add'] });
    const own = await roleOf('roles_admin');
    const everything = await everyMenu();

    const escalate = await post(token, 'role/modifyRole', { id: own.id, version: own.version, name: own.name, permissions: everything });
    expect(escalate.statusText).toBe('不能修改自己所属的角色');
    expect((await roleOf('roles_admin')).grants).toEqual(own.grants);
    expect((await post(token, 'user/queryUserList')).status).toBe(403);
    expect((await post(token, 'system/operationLog/queryList')).status).toBe(403);

    const adminRole = await roleOf('admin');
    const strip = await post(token, 'role/modifyRole', {
      id: adminRole.id,
      version: adminRole.version,
      name: adminRole.name,
      permissions: [2, 54].map((menuId) => ({ menuId, dataUnits: ['detail', 'list', 'add', 'modify', 'delete', 'enable'] })),
    });
    expect(strip.statusText).toBe('只有超级管理员可以修改超级管理员角色');
    expect((await roleOf('admin')).grants).toEqual(adminRole.grants);

    const editor = await roleOf('editor');
    const widen = await post(token, 'role/modifyRole', { id: editor.id, version: editor.version, name: editor.name, permissions: [{ menuId: 2, dataUnits: ['list'] }] });
    expect(widen.statusText).toBe('不能授予您自己没有的权限：系统用户（列表）');
    const made = await post(token, 'role/addRole', { code: 'made_by_delegate', name: '代建角色', permissions: [{ menuId: 79, dataUnits: ['list'] }] });
    expect(made.statusText).toBe('不能授予您自己没有的权限：操作日志（列表）');

    // What it holds it may grant; what the role had beyond it stays as it was.
    const granted = await post(token, 'role/modifyRole', { id: editor.id, version: editor.version, name: editor.name, permissions: [{ menuId: 54, dataUnits: ['list'] }] });
    expect(granted.status).toBe(0);
    const after = await roleOf('editor');
    expect(after.grants.find((grant) => grant.menuId === 54)?.dataUnits).toEqual(['list']);
    expect(after.grants.filter((grant) => grant.menuId !== 54 && grant.menuId !== 1)).toEqual(editor.grants);

    // Its permission tree offers only what it holds.
    const tree = (await call(server, 'GET', 'common/queryMenuDict', { token })).data;
    expect(tree).toEqual([{ menuId: 1, menuName: '系统管理', dataUnits: [], children: [{ menuId: 54, menuName: '角色权限', dataUnits: ['detail', 'list', 'add', 'modify'], children: [] }] }]);
    const listed = (await post(token, 'role/queryRoleList', { pageSize: 100 })).data.list as Array<{ code: string; editable: boolean }>;
    expect(
      listed
        .filter((role) => !role.editable)
        .map((role) => role.code)
        .sort(),
    ).toEqual(['admin', 'roles_admin']);
  });

  it('of users cannot make itself or anyone a super administrator, nor take over the administrator', async () => {
    const { token, userId } = await loginWithGrants(server, 'users_admin', { 2: ['list', 'add', 'modify', 'enable', 'delete'] });
    const self = await userByLogin('users_admin');
    const profile = { cnName: self.cnName, phone: '13900000000', postCode: 'business_specialist' };

    const promote = await post(token, 'user/modifyCenterUser', { id: userId, version: self.version, ...profile, roleCode: 'admin' });
    expect(promote.statusText).toBe('不能变更自己的角色');
    expect((await userByLogin('users_admin')).roleCode).toBe('users_admin');

    const editor = await userByLogin('editor');
    const other = await post(token, 'user/modifyCenterUser', { id: editor.id, version: editor.version, cnName: editor.cnName, phone: editor.phone, postCode: editor.postCode, roleCode: 'admin' });
    expect(other.statusText).toBe('不能管理权限超出您自身的账号');
    const created = await post(token, 'user/addCenterUser', { loginName: 'sneaky', ...profile, roleCode: 'admin', ...(await passwordBody(server, 'loginPwd', 'Sneaky@2026')) });
    expect(created.statusText).toBe('不能分配超出您自身权限的角色');
    expect(await userByLogin('sneaky')).toBeUndefined();

    const adminUser = await userByLogin('admin');
    const reset = await post(token, 'user/resetCenterUserPwd', { id: adminUser.id, ...(await passwordBody(server, 'loginPwd', 'Taken@2026')) });
    expect(reset.statusText).toBe('不能管理权限超出您自身的账号');
    expect((await login(server, 'admin', 'Admin@2026')).status).toBe(0);
    expect((await post(token, 'user/switchStatus', { id: adminUser.id, status: 0 })).statusText).toBe('不能管理权限超出您自身的账号');
    // Its own password changes with the old one and an SMS code, never by a reset.
    const own = await post(token, 'user/resetCenterUserPwd', { id: userId, ...(await passwordBody(server, 'loginPwd', 'Taken@2026')) });
    expect(own.statusText).toBe('不能重置本人密码，请在右上角“修改密码”中修改');

    // A role within its own grants it may give.
    await loginWithGrants(server, 'user_reader', { 2: ['list'] });
    const roleDict = (await call(server, 'GET', 'common/queryRoleDict', { token })).data as Array<{ code: string; assignable: boolean }>;
    expect(roleDict.find((role) => role.code === 'admin')?.assignable).toBe(false);
    expect(roleDict.find((role) => role.code === 'user_reader')?.assignable).toBe(true);
    const fine = await post(token, 'user/addCenterUser', { loginName: 'helper1', ...profile, roleCode: 'user_reader', ...(await passwordBody(server, 'loginPwd', 'Helper@2026')) });
    expect(fine.status).toBe(0);
    const rows = (await post(token, 'user/queryUserList', { pageSize: 100 })).data.list as Array<{ loginName: string; manageable: boolean }>;
    expect(rows.find((row) => row.loginName === 'admin')?.manageable).toBe(false);
    expect(rows.find((row) => row.loginName === 'helper1')?.manageable).toBe(true);
  });

  it('lets the super administrator grant what it holds', async () => {
    const everything = await everyMenu();
    const made = await post(admin, 'role/addRole', { code: 'deputy', name: '副管理员', permissions: everything });
    expect(made.status).toBe(0);
  });
});

describe('§2 the password rule on the server', () => {
  const profile = { cnName: '规则', phone: '13900000001', roleCode: 'editor', postCode: 'business_specialist' };

  it.each([
    ['"1"', '1'],
    ['"a"', 'a'],
    ['an empty password', ''],
    ['one without a symbol', 'Abcdefg1'],
    ['one of 21 characters', 'Abcdefghijklmnopq1@#x'],
  ])('refuses %s on user creation and reset, whatever the MD5 says', async (_name, password) => {
    const created = await post(admin, 'user/addCenterUser', { loginName: 'weak_user', ...profile, ...(await passwordBody(server, 'loginPwd', password)) });
    expect(created.statusText).toBe(RULE);
    expect(await userByLogin('weak_user')).toBeUndefined();
  });

  it('refuses a call without the password itself, or with another password than the MD5 names', async () => {
    const bare = await post(admin, 'user/addCenterUser', { loginName: 'weak_user', ...profile, ...(await passwordBody(server, 'loginPwd', 'Strong@2026', null)) });
    expect(bare.statusText).toBe(RULE);
    const mismatch = await post(admin, 'user/addCenterUser', { loginName: 'weak_user', ...profile, ...(await passwordBody(server, 'loginPwd', '1', 'Strong@2026')) });
    expect(mismatch.statusText).toBe('密码解密失败，请刷新页面后重试');
    expect(await userByLogin('weak_user')).toBeUndefined();
  });

  it('accepts a good password, then the new user may do nothing but set their own', async () => {
    const created = await post(admin, 'user/addCenterUser', { loginName: 'newcomer', ...profile, ...(await passwordBody(server, 'loginPwd', 'Start@2026')) });
    expect(created.status).toBe(0);
    const answer = await login(server, 'newcomer', 'Start@2026');
    expect(answer.status).toBe(0);
    expect(answer.data.mustChangePassword).toBe(true);
    const token = answer.data.token as string;
    const refused = await post(token, 'business/news/queryList');
    expect(refused).toMatchObject({ status: 403, statusText: '请先设置初始密码' });
    expect((await call(server, 'GET', 'user/getCenterUser', { token })).status).toBe(0);

    const weak = await post(token, 'userpwd/initializationpwd', { id: created.data.id, ...(await passwordBody(server, 'initialPwd', 'a')) });
    expect(weak.statusText).toBe(RULE);
    const good = await post(token, 'userpwd/initializationpwd', { id: created.data.id, ...(await passwordBody(server, 'initialPwd', 'Mine@2026x')) });
    expect(good.status).toBe(0);
    expect((await post(token, 'business/news/queryList')).status).toBe(0);
  });

  it('refuses a weak new password on the change call', async () => {
    const { token, userId } = await loginWithGrants(server, 'changer', { 9: ['list'] });
    const code = await call(server, 'POST', 'message/centerSendMessage', { token, base: server.config.fileBase, body: { phone: '13900000000', messageType: 'changePwd' } });
    expect(code.status).toBe(0);
    const rsaPublicKey = await freshKey(server);
    const answer = await post(token, 'userpwd/changepassword', {
      id: userId,
      ordLoginPwd: encryptPassword(rsaPublicKey, 'Tester@2026'),
      newLoginPwd: encryptPassword(rsaPublicKey, '1'),
      confirmLoginPwd: encryptPassword(rsaPublicKey, '1'),
      plainPwd: encryptText(rsaPublicKey, '1'),
      rsaPublicKey,
      phone: '13900000000',
      messageCode: '000000',
    });
    expect(answer.statusText).toBe(RULE);
  });
});

describe('§3 replayed credentials', () => {
  it('refuses the same login request a second time, like a wrong password; a fresh key logs in', async () => {
    const key = await freshKey(server);
    const body = { loginName: 'admin', loginPwd: encryptPassword(key, 'Admin@2026'), rsaPublicKey: key };
    expect((await call(server, 'POST', 'user/login', { body })).status).toBe(0);
    const replayed = await call(server, 'POST', 'user/login', { body });
    expect(replayed).toMatchObject({ status: -1, statusText: BAD_CREDENTIALS, data: null });
    const withoutKey = await call(server, 'POST', 'user/login', { body: { loginName: 'admin', loginPwd: body.loginPwd } });
    expect(withoutKey.statusText).toBe(BAD_CREDENTIALS);
    expect((await login(server, 'admin', 'Admin@2026')).status).toBe(0);
  });

  it('spends the key of a login refused before its password check (a captcha asked for): it cannot be replayed with a captcha', async () => {
    const limited = await startTestServer({ limits: { captchaAfter: 1 } });
    try {
      await login(limited, 'editor', 'Wrong@0000', {}, '10.8.0.1');
      const key = await freshKey(limited);
      const body = { loginName: 'editor', loginPwd: encryptPassword(key, 'Editor@2026'), rsaPublicKey: key };
      const asked = await call(limited, 'POST', 'user/login', { body, ip: '10.8.0.1' });
      expect(asked.statusText).toBe('请输入图形验证码');
      // The eavesdropper solves a captcha of its own and sends the captured request again.
      const spy = vi.spyOn(limited.services.captchas, 'create');
      const drawn = await call(limited, 'GET', 'user/captcha', { ip: '10.8.0.2' });
      const { text } = (await spy.mock.results[0].value) as { text: string };
      spy.mockRestore();
      const replayed = await call(limited, 'POST', 'user/login', { body: { ...body, captchaKey: drawn.data.captchaKey, captchaCode: text }, ip: '10.8.0.2' });
      expect(replayed.statusText).toBe(BAD_CREDENTIALS);
    } finally {
      await limited.close();
    }
  });

  it('refuses a key past its five minutes', async () => {
    const key = await freshKey(server);
    await server.services.db.update(credentialKeys).set({ expiresAt: sql`now() - interval '1 second'` });
    const answer = await call(server, 'POST', 'user/login', { body: { loginName: 'admin', loginPwd: encryptPassword(key, 'Admin@2026'), rsaPublicKey: key } });
    expect(answer.statusText).toBe(BAD_CREDENTIALS);
  });

  it('refuses a replayed password reset', async () => {
    const editor = await userByLogin('editor');
    const body = { id: editor.id, ...(await passwordBody(server, 'loginPwd', 'Replay@2026')) };
    expect((await post(admin, 'user/resetCenterUserPwd', body)).status).toBe(0);
    const replayed = await post(admin, 'user/resetCenterUserPwd', body);
    expect(replayed.statusText).toBe(KEY_SPENT);
  });

  it('hands out a bounded number of keys and captchas per address, even to parallel requests', async () => {
    const limited = await startTestServer({ limits: { keysPerWindow: 3 } });
    try {
      for (const path of ['fastdfs/rsa/getPublicKey', 'user/captcha']) {
        const answers = await Promise.all(Array.from({ length: 8 }, () => call(limited, 'GET', path, { ip: '10.7.0.1' })));
        expect(answers.filter((answer) => answer.status === 0)).toHaveLength(3);
        expect(answers.filter((answer) => answer.statusText === '请求过于频繁，请稍后再试')).toHaveLength(5);
        expect((await call(limited, 'GET', path, { ip: '10.7.0.2' })).status).toBe(0);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('§5 the operation log', () => {
  const logRows = async (path: string) => (await server.services.db.select({ n: count() }).from(operationLog).where(eq(operationLog.path, path)))[0].n;

  it('records a write whose body carries NUL in a naming field', async () => {
    const role = await roleOf('editor');
    const before = await logRows('role/modifyRole');
    const answer = await post(admin, 'role/modifyRole', {
      id: role.id,
      version: role.version,
      name: role.name,
      title: '\u0000',
      permissions: role.grants.filter((grant) => grant.dataUnits && grant.dataUnits.length).map(({ menuId, dataUnits }) => ({ menuId, dataUnits })),
    });
    expect(answer.status).toBe(0);
    expect(await logRows('role/modifyRole')).toBe(before + 1);
  });

  it('writes neither the change nor its log row when the log row cannot be written', async () => {
    const role = await roleOf('editor');
    const db = server.services.db;
    await db.execute(sql.raw(`ALTER TABLE sys_operation_log ADD CONSTRAINT test_refuse_role CHECK (path <> 'role/modifyRole') NOT VALID`));
    try {
      const answer = await post(admin, 'role/modifyRole', { id: role.id, version: role.version, name: '改过的名字', permissions: [{ menuId: 9, dataUnits: ['list'] }] });
      expect(answer.status).not.toBe(0);
    } finally {
      await db.execute(sql.raw('ALTER TABLE sys_operation_log DROP CONSTRAINT test_refuse_role'));
    }
    const after = await roleOf('editor');
    expect(after.name).toBe(role.name);
    expect(after.version).toBe(role.version);
  });

  it('records writes made through GET', async () => {
    const before = { skin: await logRows('skin/black/update'), trial: await logRows('user/addTryDate') };
    expect((await call(server, 'GET', 'skin/black/update', { token: admin, query: { status: '1' } })).status).toBe(0);
    const appUsers = (await post(admin, 'user/userManagerList', { pageSize: 50 })).data.list as Array<{ id: number; memberType: number }>;
    const trial = appUsers.find((appUser) => appUser.memberType !== 2)!;
    expect((await call(server, 'GET', 'user/addTryDate', { token: admin, query: { id: String(trial.id), days: '7' } })).status).toBe(0);
    expect(await logRows('skin/black/update')).toBe(before.skin + 1);
    expect(await logRows('user/addTryDate')).toBe(before.trial + 1);
  });
});

describe('§6 bounded costs', () => {
  it('refuses rich text whose markup is far longer than its visible text', async () => {
    const types = (await post(admin, 'business/newsType/queryList', { pageSize: 1 })).data.list as Array<{ id: number }>;
    const body = '<b>x</b>'.repeat(187_500);
    const answer = await post(admin, 'business/news/add', { title: '格式炸弹', newsTypeId: types[0].id, content: body });
    expect(answer.status).toBe(-1);
    expect(answer.statusText).toBe('正文连同排版格式不能超过400000个字符，请精简格式或分篇发布');
  });

  it('sends no bodies in a list answer; the detail has them', async () => {
    const list = (await post(admin, 'business/news/queryList', { pageSize: 10 })).data.list as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((row) => !('content' in row))).toBe(true);
    const detail = await post(admin, 'business/news/queryDetails', { id: list[0].id });
    expect(typeof detail.data.content).toBe('string');
  });
});

describe('§7 answers', () => {
  it('forbids caching the login answer and every service answer', async () => {
    const key = await freshKey(server);
    const response = await server.app.inject({
      method: 'POST',
      url: `${server.base}user/login`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ loginName: 'admin', loginPwd: encryptPassword(key, 'Admin@2026'), rsaPublicKey: key }),
    });
    expect(response.json().status).toBe(0);
    expect(response.headers['cache-control']).toBe('no-store');
    const refused = await server.app.inject({ method: 'GET', url: `${server.base}user/getCenterUser` });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('answers an over-long address with the envelope, not a bare 431', async () => {
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as { port: number };
    const answer = await fetch(`http://127.0.0.1:${port}${server.base}business/news/queryList?q=${'x'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(await answer.json()).toEqual({ status: 431, data: null, statusText: '请求地址或请求头过长' });
  });
});
