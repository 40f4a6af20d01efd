/** Role permissions (menu 54): role/* calls with their messages and data units. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { call, login, startTestServer, type TestServer } from './helpers';
import { roleMenus, roles, users } from '../../server/db/schema';
import { hashPassword, md5Hex } from '../../server/auth/password';

const ALL_UNITS = ['detail', 'list', 'add', 'modify', 'delete', 'enable'];
const NO_UNIT = '您没有该操作的权限';

let server: TestServer;
let admin: string;
let editor: string;

const role = (name: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', `role/${name}`, { token, body });

const perms = (...menuIds: number[]) => menuIds.map((menuId) => ({ menuId, dataUnits: ['list', 'detail'] }));

const newRole = (code: string, extra: Record<string, unknown> = {}) => role('addRole', { code, name: `名称${code}`, remark: '测试角色', permissions: perms(9, 13), ...extra });

const roleRows = async (code: string) => {
  const db = server.services.db;
  const [found] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  return db.select({ menuId: roleMenus.menuId, dataUnits: roleMenus.dataUnits }).from(roleMenus).where(eq(roleMenus.roleId, found.id)).orderBy(asc(roleMenus.menuId));
};

const addUser = async (loginName: string, roleCode: string) => {
  await server.services.db.insert(users).values({ loginName, cnName: loginName, roleCode, passwordHash: await hashPassword(md5Hex('Roles@2026')) });
};

const expectFailure = (answer: { status: number; statusText: string }, message: string) => {
  expect(answer.statusText).toBe(message);
  expect(answer.status).toBe(-1);
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
  editor = (await login(server, 'editor', 'Editor@2026')).data.token;
});

afterAll(async () => {
  await server?.close();
});

describe('role/queryRoleList and role/queryRoleInfo', () => {
  it('lists the roles with their user counts, filtered by a part of the name', async () => {
    const answer = await role('queryRoleList', { pageNum: 1, pageSize: 10 });
    expect(answer.status).toBe(0);
    expect(answer.data.total).toBe(2);
    expect(answer.data.list[0]).toMatchObject({ code: 'admin', name: '超级管理员', status: 1, remark: null, version: 0, userCount: 1 });
    expect(Object.keys(answer.data.list[0]).sort()).toEqual(['code', 'createdAt', 'editable', 'id', 'name', 'remark', 'status', 'updatedAt', 'userCount', 'version']);
    const filtered = await role('queryRoleList', { roleName: '编辑' });
    expect(filtered.data.list.map((item: { code: string }) => item.code)).toEqual(['editor']);
    expect((await role('queryRoleList', { roleName: '%' })).data).toEqual({ list: [], total: 0 });
  });

  it('answers a role with its leaf permissions', async () => {
    const [editorRole] = (await role('queryRoleList', { roleName: '内容编辑' })).data.list;
    const answer = await role('queryRoleInfo', { id: editorRole.id });
    expect(answer.status).toBe(0);
    expect(answer.data).toMatchObject({ code: 'editor', userCount: 1 });
    expect(answer.data.permissions).toEqual([9, 13, 14, 23, 49, 55].map((menuId) => ({ menuId, dataUnits: ALL_UNITS })));
    expectFailure(await role('queryRoleInfo', { id: 99999 }), '角色不存在或已被删除');
    expectFailure(await role('queryRoleInfo', { id: 'x' }), '记录编号必须是正整数');
  });

  it('refuses users without menu 54', async () => {
    const answer = await role('queryRoleList', {}, editor);
    expect(answer.status).toBe(403);
    expect(answer.statusText).toBe('您没有该功能的访问权限');
  });
});

describe('role/addRole', () => {
  it('adds a role storing leaves with their units and sections with an empty list', async () => {
    const answer = await role('addRole', {
      code: 'news_auditor',
      name: '新闻审核员',
      remark: '只看新闻',
      permissions: [
        { menuId: 9, dataUnits: ['modify', 'list', 'detail'] },
        { menuId: 56, dataUnits: ['list'] },
      ],
    });
    expect(answer.status).toBe(0);
    expect(answer.data).toMatchObject({ code: 'news_auditor', name: '新闻审核员', remark: '只看新闻', status: 1, version: 0, userCount: 0 });
    expect(await roleRows('news_auditor')).toEqual([
      { menuId: 9, dataUnits: ['detail', 'list', 'modify'] },
      { menuId: 48, dataUnits: [] },
      { menuId: 56, dataUnits: ['list'] },
    ]);
    const info = await role('queryRoleInfo', { id: answer.data.id });
    expect(info.data.permissions).toEqual([
      { menuId: 9, dataUnits: ['detail', 'list', 'modify'] },
      { menuId: 56, dataUnits: ['list'] },
    ]);
  });

  it("gives the role's users its menus and units at login", async () => {
    await addUser('auditor_one', 'news_auditor');
    const answer = await login(server, 'auditor_one', 'Roles@2026');
    expect(answer.data.menuList).toEqual([
      { menuId: 48, menuName: '资讯管理', dataUnits: [], children: [{ menuId: 9, menuName: '新闻管理', dataUnits: ['detail', 'list', 'modify'], children: [] }] },
      { menuId: 56, menuName: '公共图标', dataUnits: ['list'], children: [] },
    ]);
  });

  it.each([
    ['no code', { code: '' }, '请输入角色编码'],
    ['a code with other characters', { code: 'bad-code' }, '角色编码只能包含字母、数字和下划线'],
    ['a code over 32 characters', { code: 'a'.repeat(33) }, '角色编码不能超过32个字符'],
    ['a taken code', { code: 'editor' }, '角色编码已存在'],
    ['a taken code in other case', { code: 'EDITOR' }, '角色编码已存在'],
    ['no name', { name: '' }, '请输入角色名称'],
    ['a name over 30 characters', { name: '名'.repeat(31) }, '角色名称不能超过30个字符'],
    ['a taken name', { name: '内容编辑' }, '角色名称已存在'],
    ['no permissions', { permissions: [] }, '请至少选择一个菜单权限'],
    ['permissions that are not a list', { permissions: 'all' }, '权限格式不正确'],
    ['an unknown menu', { permissions: [{ menuId: 999, dataUnits: ['list'] }] }, '菜单不存在：999'],
    ['a section with children', { permissions: [{ menuId: 48, dataUnits: ['list'] }] }, '“资讯管理”是菜单分组，请选择其下的具体菜单'],
    ['a menu without units', { permissions: [{ menuId: 9, dataUnits: [] }] }, '请为菜单“新闻管理”至少选择一项数据权限'],
    ['an unknown unit', { permissions: [{ menuId: 9, dataUnits: ['list', 'export'] }] }, '菜单“新闻管理”的数据权限“export”不存在'],
    ['a menu twice', { permissions: [...perms(9), ...perms(9)] }, '菜单“新闻管理”重复'],
    ['a bad status', { status: 5 }, '状态只能是启用(1)或停用(0)'],
  ])('refuses %s', async (_label, extra, message) => {
    expectFailure(await newRole('refused_role', extra), message);
  });

  it('adds a disabled role when asked', async () => {
    const answer = await newRole('disabled_new', { status: 0 });
    expect(answer.data.status).toBe(0);
  });
});

describe('role/modifyRole and role/modifyCheckRole', () => {
  let id: number;

  beforeAll(async () => {
    id = (await newRole('to_modify')).data.id;
  });

  it('lists the leaf menus a change would remove', async () => {
    const answer = await role('modifyCheckRole', { id, permissions: perms(13, 14) });
    expect(answer.status).toBe(0);
    expect(answer.data).toEqual({ removedMenus: [{ menuId: 9, menuName: '新闻管理' }] });
    expect((await role('modifyCheckRole', { id, permissions: perms(9, 13, 14) })).data).toEqual({ removedMenus: [] });
  });

  it('modifies name, remark and permissions; the code stays', async () => {
    const answer = await role('modifyRole', { id, version: 0, code: 'renamed', name: '改过的角色', remark: '', permissions: perms(13, 14) });
    expect(answer.status).toBe(0);
    expect(answer.data).toMatchObject({ code: 'to_modify', name: '改过的角色', remark: null, version: 1 });
    expect((await role('queryRoleInfo', { id })).data.permissions).toEqual(perms(13, 14).map((item) => ({ ...item, dataUnits: ['detail', 'list'] })));
    expect((await roleRows('to_modify')).map((row) => row.menuId)).toEqual([12, 13, 14]);
  });

  it('refuses a stale version, a taken name and a missing role', async () => {
    expectFailure(await role('modifyRole', { id, version: 0, name: '又一个名字', permissions: perms(13) }), '该记录已被他人修改，请刷新后重试');
    expectFailure(await role('modifyRole', { id, version: 1, name: '超级管理员', permissions: perms(13) }), '角色名称已存在');
    expectFailure(await role('modifyRole', { id: 99999, version: 0, name: '无', permissions: perms(13) }), '角色不存在或已被删除');
    expectFailure(await role('modifyRole', { id, name: '无', permissions: perms(13) }), '缺少版本号，请刷新后重试');
  });

  it('keeps the administrator its system menus 2 and 54', async () => {
    const info = await role('queryRoleInfo', { id: 1 });
    const { version, permissions } = info.data as { version: number; permissions: Array<{ menuId: number; dataUnits: string[] }> };
    const without = (menuId: number) => permissions.filter((item) => item.menuId !== menuId);
    const message = '不能移除超级管理员的系统管理权限';
    expectFailure(await role('modifyRole', { id: 1, version, name: '超级管理员', permissions: without(54) }), message);
    expectFailure(await role('modifyRole', { id: 1, version, name: '超级管理员', permissions: without(2) }), message);
    const fewerUnits = [...without(54), { menuId: 54, dataUnits: ['list', 'detail'] }];
    expectFailure(await role('modifyRole', { id: 1, version, name: '超级管理员', permissions: fewerUnits }), message);
    // The operation log (79) is not needed by the rest of this file: the administrator may give it up.
    const kept = await role('modifyRole', { id: 1, version, name: '超级管理员', permissions: without(79) });
    expect(kept.status).toBe(0);
  });
});

describe('role/delRole and role/switchStatus', () => {
  it('refuses to delete or disable the administrator role', async () => {
    expectFailure(await role('delRole', { id: 1 }), '内置角色不能删除');
    expectFailure(await role('switchStatus', { id: 1, status: 0 }), '内置角色不能停用');
  });

  it('refuses to delete a role that still has users', async () => {
    const id = (await newRole('with_users')).data.id;
    await addUser('holder_one', 'with_users');
    await addUser('holder_two', 'with_users');
    expectFailure(await role('delRole', { id }), '该角色下还有 2 个用户，无法删除');
  });

  it('deletes a role without users, with its grants', async () => {
    const id = (await newRole('to_delete')).data.id;
    expect((await role('delRole', { id })).status).toBe(0);
    expectFailure(await role('queryRoleInfo', { id }), '角色不存在或已被删除');
    const rows = await server.services.db.select().from(roleMenus).where(eq(roleMenus.roleId, id));
    expect(rows).toEqual([]);
    expectFailure(await role('delRole', { id }), '角色不存在或已被删除');
  });

  it('switches a role off and on; a disabled role grants nothing', async () => {
    const id = (await newRole('switched', { permissions: perms(9) })).data.id;
    await addUser('switch_user', 'switched');
    const token = (await login(server, 'switch_user', 'Roles@2026')).data.token;
    expect((await call(server, 'POST', 'business/news/queryList', { token, body: {} })).status).toBe(0);
    const off = await role('switchStatus', { id, status: 0 });
    expect(off.data).toMatchObject({ status: 0, version: 1 });
    expect((await call(server, 'POST', 'business/news/queryList', { token, body: {} })).status).toBe(403);
    const on = await role('switchStatus', { id, status: '1', version: 1 });
    expect(on.data.status).toBe(1);
    expectFailure(await role('switchStatus', { id, status: 0, version: 0 }), '该记录已被他人修改，请刷新后重试');
    expectFailure(await role('switchStatus', { id, status: 2 }), '状态只能是启用(1)或停用(0)');
  });
});

describe('role/checkRole', () => {
  const check = (menuIds: string, token = admin) => call(server, 'GET', 'role/checkRole', { token, query: { menuIds } });

  it('tells whether the menus include the institution review', async () => {
    expect((await check('9,20,21')).data).toEqual({ containsExamine: true, menus: ['机构名称同步记录', '机构名称同步审核'] });
    expect((await check('52')).data).toEqual({ containsExamine: true, menus: ['审核管理'] });
    expect((await check('9,13')).data).toEqual({ containsExamine: false, menus: [] });
    expect((await check('')).data).toEqual({ containsExamine: false, menus: [] });
    expectFailure(await check('9,abc'), '菜单编号格式不正确');
  });
});

describe('data units of the role calls', () => {
  it('lets a holder of list only list, and refuses the other calls', async () => {
    await server.services.db.transaction(async (tx) => {
      const [created] = await tx.insert(roles).values({ code: 'role_viewer', name: '角色查看员' }).returning({ id: roles.id });
      await tx.insert(roleMenus).values([
        { roleId: created.id, menuId: 1, dataUnits: [] },
        { roleId: created.id, menuId: 54, dataUnits: ['list'] },
      ]);
    });
    await addUser('viewer_one', 'role_viewer');
    const token = (await login(server, 'viewer_one', 'Roles@2026')).data.token;
    expect((await role('queryRoleList', {}, token)).status).toBe(0);
    for (const [name, body] of [
      ['queryRoleInfo', { id: 1 }],
      ['addRole', { code: 'x1', name: 'x1', permissions: perms(9) }],
      ['modifyRole', { id: 2, version: 0, name: 'x', permissions: perms(9) }],
      ['modifyCheckRole', { id: 2, permissions: perms(9) }],
      ['delRole', { id: 2 }],
      ['switchStatus', { id: 2, status: 0 }],
    ] as const) {
      const answer = await role(name, body, token);
      expect(answer.status, name).toBe(403);
      expect(answer.statusText, name).toBe(NO_UNIT);
    }
    const check = await call(server, 'GET', 'role/checkRole', { token, query: { menuIds: '20' } });
    expect(check.statusText).toBe(NO_UNIT);
  });
});
