/** Exclusive flags on a synthetic declaration: at most one record holds the on value, on create, update and switch. */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './helpers';
import { resources } from '../../resources';
import { defineResource, flag, text } from '../../resources/framework';
import { seedResources, syncResourceTables } from '../../server/resources';
import { tableOf } from '../../server/resources/columns';
import { ResourceStore } from '../../server/resources/store';

const ONE_LAMP = '同一时间只能点亮一盏灯';

const lamp = defineResource({
  name: 'testLamp',
  title: '测试灯',
  menuId: 5,
  routes: { list: '/portal/testLamp', edit: '/portal/testLampEdit' },
  api: 'portal/testLamp',
  switchCall: { call: 'switchOn', field: 'lit' },
  fields: {
    name: text('名称', { required: true }),
    lit: flag('点亮', { exclusive: ONE_LAMP }),
    spare: flag('备用'),
  },
  demo: () => [{ name: '一号灯', lit: 1 }, { name: '二号灯' }, { name: '三号灯' }],
});

let server: TestServer;
let store: ResourceStore;

const litIds = async () => {
  const { table, columns } = tableOf(lamp);
  const rows = await server.services.db.select({ id: columns.id }).from(table).where(eq(columns.lit, 1));
  return rows.map((row) => row.id as number);
};

beforeAll(async () => {
  server = await startTestServer();
  const all = [...resources, lamp];
  expect(await syncResourceTables(server.services.db, all)).toEqual(['res_test_lamp']);
  expect(await seedResources(server.services.db, all, { tables: ['res_test_lamp'] })).toEqual(['testLamp']);
  store = new ResourceStore(server.services.db, lamp, all);
});

afterAll(async () => {
  await server?.close();
});

describe('an exclusive flag', () => {
  it('refuses a create that turns it on while another record holds it, and creates nothing', async () => {
    await expect(store.create({ name: '四号灯', lit: 1 })).rejects.toThrow(ONE_LAMP);
    const { table } = tableOf(lamp);
    expect(await server.services.db.$count(table)).toBe(3);
    const off = await store.create({ name: '四号灯' });
    expect(off).toMatchObject({ name: '四号灯', lit: 0 });
  });

  it('refuses an update that turns it on elsewhere and changes nothing, but lets the holder save', async () => {
    await expect(store.update({ id: 2, version: 0, lit: 1, name: '改名' })).rejects.toThrow(ONE_LAMP);
    expect(await store.detail(2)).toMatchObject({ name: '二号灯', lit: 0, version: 0 });
    expect(await store.update({ id: 1, version: 0, lit: 1, name: '一号灯（主）' })).toMatchObject({ lit: 1, version: 1 });
    expect(await litIds()).toEqual([1]);
  });

  it('refuses the switch call too, and allows it once the holder is switched off', async () => {
    await expect(store.switchFlag('lit', { id: 3, lit: 1, version: 0 })).rejects.toThrow(ONE_LAMP);
    expect(await store.detail(3)).toMatchObject({ lit: 0, version: 0 });
    await store.switchFlag('lit', { id: 1, lit: 0 });
    expect(await store.switchFlag('lit', { id: 3, lit: 1, version: 0 })).toMatchObject({ lit: 1, version: 1 });
    expect(await litIds()).toEqual([3]);
  });

  it('lets only one of several concurrent enables pass', async () => {
    await store.switchFlag('lit', { id: 3, lit: 0 });
    const attempts = await Promise.allSettled([1, 2, 3, 4].map((id) => store.switchFlag('lit', { id, lit: 1 })));
    const passed = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.filter((attempt): attempt is PromiseRejectedResult => attempt.status === 'rejected');
    expect(passed).toHaveLength(1);
    expect(refused.map((attempt) => (attempt.reason as Error).message)).toEqual([ONE_LAMP, ONE_LAMP, ONE_LAMP]);
    expect(await litIds()).toHaveLength(1);
  });

  it('leaves other flags alone', async () => {
    await store.switchFlag('spare', { id: 1, spare: 1 });
    expect(await store.switchFlag('spare', { id: 2, spare: 1 })).toMatchObject({ spare: 1 });
  });

  it('may be declared on a flag only', () => {
    const { name, title, menuId, routes, api } = lamp;
    expect(() => defineResource({ name, title, menuId, routes, api, fields: { name: text('名称', { exclusive: '只能一个' }) } })).toThrow('only a flag can be exclusive');
  });
});
