/** Menu permissions on every call, the system-user list and the dictionaries. */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { roles } from '../../server/db/schema';
import { menuTree, type MenuNode } from '../../resources/menus';

const FORBIDDEN = '您没有该功能的访问权限';

let server: TestServer;
let admin: string;
let editor: string;

const tokenOf = async (loginName: string, password: string): Promise<string> => {
  const answer = await login(server, loginName, password);
  expect(answer.status).toBe(0);
  return answer.data.token;
};

const queryUsers = (token: string, body: Record<string, unknown> = {}) => call(server, 'POST', 'user/queryUserList', { token, body });

const ALL_UNITS = ['detail', 'list', 'add', 'modify', 'delete', 'enable'];

const asDto = (nodes: MenuNode[]): unknown[] =>
  nodes.map((node) => ({
    menuId: node.id,
    menuName: node.name,
    dataUnits: node.children?.length ? [] : ALL_UNITS,
    children: asDto(node.children ?? []),
  }));

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenOf('admin', 'Admin@2026');
  editor = await tokenOf('editor', 'Editor@2026');
});

afterAll(async () => {
  await server?.close();
});

describe('user/queryUserList (menu 2)', () => {
  it('refuses a user without the menu with status 403', async () => {
    const answer = await queryUsers(editor);
    expect(answer.httpStatus).toBe(200);
    expect(answer.status).toBe(403);
    expect(answer.statusText).toBe(FORBIDDEN);
    expect(answer.data).toBeNull();
  });

  it('asks for a login before checking the menu', async () => {
    const answer = await queryUsers('');
    expect(answer.status).toBe(401);
  });

  it('answers the administrator {list, total} without password hashes', async () => {
    const answer = await queryUsers(admin);
    expect(answer.status).toBe(0);
    expect(answer.data.total).toBe(2);
    expect(answer.data.list.map((row: { loginName: string }) => row.loginName).sort()).toEqual(['admin', 'editor']);
    expect(answer.data.list.find((row: { loginName: string }) => row.loginName === 'editor')).toMatchObject({
      cnName: '内容编辑',
      roleCode: 'editor',
      roleName: '内容编辑',
      phone: '13800000002',
      status: 1,
    });
    expect(JSON.stringify(answer.data)).not.toMatch(/passwordHash|password_hash|scrypt/i);
  });

  it('pages the list', async () => {
    const first = await queryUsers(admin, { pageNum: 1, pageSize: 1 });
    expect(first.data.list).toHaveLength(1);
    expect(first.data.total).toBe(2);
    const second = await queryUsers(admin, { pageNum: 2, pageSize: 1 });
    expect(second.data.list).toHaveLength(1);
    expect(second.data.total).toBe(2);
    expect(second.data.list[0].id).not.toBe(first.data.list[0].id);
    const beyond = await queryUsers(admin, { pageNum: 3, pageSize: 1 });
    expect(beyond.data.list).toEqual([]);
    expect(beyond.data.total).toBe(2);
  });

  it('accepts paging numbers sent as strings', async () => {
    const answer = await queryUsers(admin, { pageNum: '1', pageSize: '1' });
    expect(answer.status).toBe(0);
    expect(answer.data.list).toHaveLength(1);
  });

  it('filters by a part of the Chinese name', async () => {
    const answer = await queryUsers(admin, { cnName: '管理' });
    expect(answer.data.total).toBe(1);
    expect(answer.data.list.map((row: { loginName: string }) => row.loginName)).toEqual(['admin']);
  });

  it('filters by role code', async () => {
    const answer = await queryUsers(admin, { roleCode: 'editor' });
    expect(answer.data.total).toBe(1);
    expect(answer.data.list[0].loginName).toBe('editor');
    const none = await queryUsers(admin, { roleCode: 'nobody' });
    expect(none.data).toEqual({ list: [], total: 0 });
  });

  it('combines the filters', async () => {
    const answer = await queryUsers(admin, { cnName: '编辑', roleCode: 'admin' });
    expect(answer.data).toEqual({ list: [], total: 0 });
  });

  it.each(['%', '_'])('treats "%s" in the name filter as a literal character', async (wildcard) => {
    const answer = await queryUsers(admin, { cnName: wildcard });
    expect(answer.status).toBe(0);
    expect(answer.data.total).toBe(0);
  });

  it.each([
    ['pageNum 0', { pageNum: 0 }, '页码必须是正整数'],
    ['pageNum -1', { pageNum: -1 }, '页码必须是正整数'],
    ['pageNum "abc"', { pageNum: 'abc' }, '页码必须是正整数'],
    ['pageNum 1.5', { pageNum: 1.5 }, '页码必须是正整数'],
    ['pageSize 0', { pageSize: 0 }, '每页条数必须在1到100之间'],
    ['pageSize 1000', { pageSize: 1000 }, '每页条数必须在1到100之间'],
    ['pageSize "abc"', { pageSize: 'abc' }, '每页条数必须在1到100之间'],
  ])('refuses invalid paging (%s) with a Chinese message', async (_label, body, message) => {
    const answer = await queryUsers(admin, body);
    expect(answer.httpStatus).toBe(200);
    expect(answer.status).toBe(-1);
    expect(answer.statusText).toBe(message);
  });

  it('refuses a filter that is not text', async () => {
    const answer = await queryUsers(admin, { cnName: { $ne: null } });
    expect(answer.status).toBe(-1);
    expect(answer.statusText).toBe('姓名格式不正确');
  });
});

describe('common dictionaries (menus 2 and 54)', () => {
  it('answers the administrator the full menu tree', async () => {
    const answer = await call(server, 'GET', 'common/queryMenuDict', { token: admin });
    expect(answer.status).toBe(0);
    expect(answer.data).toEqual(asDto(menuTree));
    expect(answer.data).toHaveLength(13);
  });

  it('refuses the menu tree to the editor', async () => {
    const answer = await call(server, 'GET', 'common/queryMenuDict', { token: editor });
    expect(answer.status).toBe(403);
    expect(answer.statusText).toBe(FORBIDDEN);
  });

  it('answers the enabled roles to the administrator only', async () => {
    const answer = await call(server, 'GET', 'common/queryRoleDict', { token: admin });
    expect(answer.status).toBe(0);
    expect(answer.data).toEqual([
      { code: 'admin', name: '超级管理员', assignable: true },
      { code: 'editor', name: '内容编辑', assignable: true },
    ]);
    const refused = await call(server, 'GET', 'common/queryRoleDict', { token: editor });
    expect(refused.status).toBe(403);
  });
});

describe('role state', () => {
  it('takes the menus away from a disabled role, even from live sessions', async () => {
    const db = server.services.db;
    const { token, login: before } = await loginWithGrants(server, 'auditor', { 2: null, 54: null });
    expect(before.data.menuList.map((item: { menuId: number }) => item.menuId)).toEqual([1]);
    expect((await queryUsers(token)).status).toBe(0);
    expect((await call(server, 'GET', 'common/queryRoleDict', { token: admin })).data).toContainEqual({ code: 'auditor', name: '角色auditor', assignable: true });

    await db.update(roles).set({ status: 0 }).where(eq(roles.code, 'auditor'));

    const refused = await queryUsers(token);
    expect(refused.status).toBe(403);
    expect(refused.statusText).toBe(FORBIDDEN);
    expect((await call(server, 'GET', 'common/queryMenuDict', { token })).status).toBe(403);
    const after = await login(server, 'auditor', 'Tester@2026');
    expect(after.status).toBe(0);
    expect(after.data.menuList).toEqual([]);
    expect((await call(server, 'GET', 'common/queryRoleDict', { token: admin })).data).not.toContainEqual(expect.objectContaining({ code: 'auditor' }));
  });
});
