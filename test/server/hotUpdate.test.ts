/**
 * Version release (hu/, menu 22): the declared module with `{product}` in its
 * detail call, its exclusive enable switch, and the bespoke
 * hu/query{product}HuToEnable call — under the default product and PRODUCT=demo.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { call, loginToken, startTestServer, type TestServer } from './helpers';
import { ONE_ENABLED_VERSION } from '../../resources/system/hotUpdateVersion';

let server: TestServer;
let admin: string;
let editor: string;

const hu = (name: string, body: Record<string, unknown> = {}, token = admin, on = server) => call(on, 'POST', `hu/${name}`, { token, body });
const enabledNow = (token = admin, on = server, product = 'Assoc') => call(on, 'GET', `hu/query${product}HuToEnable`, { token });

const validVersion = {
  versionName: '测试热更新',
  versionCode: '3.13.0',
  platform: 3,
  packageUrl: 'https://cdn.example.org.cn/assoc-app/hotupdate/3.13.0/bundle.zip',
  description: '测试用的热更新包。',
  releaseTime: '2026-12-01 20:00:00',
};

const enabledIds = async () => {
  const list = await hu('queryList', { pageSize: 100 });
  return list.data.list.filter((row: { status: number }) => row.status === 1).map((row: { id: number }) => row.id);
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  editor = await loginToken(server, 'editor', 'Editor@2026');
});

afterAll(async () => {
  await server?.close();
});

describe('version release (hu/)', () => {
  it('lists six demo versions, newest release first, exactly one enabled', async () => {
    const list = await hu('queryList', { pageSize: 10 });
    expect(list.status).toBe(0);
    expect(list.data.total).toBe(6);
    expect(list.data.list[0]).toMatchObject({ versionName: '资讯频道改版热更新', versionCode: '3.12.0', platform: 3, status: 1 });
    expect(await enabledIds()).toEqual([list.data.list[0].id]);
  });

  it('answers the detail on hu/queryAssocHu (query{product}Hu) and not on the placeholder', async () => {
    const [id] = await enabledIds();
    expect((await hu('queryAssocHu', { id })).data).toMatchObject({ id, versionCode: '3.12.0' });
    expect((await hu('query{product}Hu', { id })).httpStatus).toBe(404);
  });

  it('creates, modifies and deletes on add, modify and delete; checks the version code', async () => {
    const created = await hu('add', validVersion);
    expect(created.data).toMatchObject({ versionName: '测试热更新', status: 0, forceUpdate: 0 });
    const modified = await hu('modify', { id: created.data.id, version: 0, packageSize: 4096 });
    expect(modified.data).toMatchObject({ packageSize: 4096, version: 1 });
    const badCode = await hu('add', { ...validVersion, versionCode: 'v3.13' });
    expect(badCode).toMatchObject({ status: -1, statusText: '版本号格式应为“主版本.次版本.修订号”，例如 3.12.0' });
    expect((await hu('delete', { id: created.data.id })).status).toBe(0);
  });

  it('refuses a second enabled version on the switch, on modify and on add, changing nothing', async () => {
    const [current] = await enabledIds();
    const other = (await hu('queryList', { versionName: '会员服务优化' })).data.list[0];
    const switched = await hu('modifyStatus', { id: other.id, status: 1, version: other.version });
    expect(switched).toMatchObject({ status: -1, statusText: ONE_ENABLED_VERSION });
    const modified = await hu('modify', { id: other.id, version: other.version, status: 1, versionName: '改名' });
    expect(modified).toMatchObject({ status: -1, statusText: ONE_ENABLED_VERSION });
    expect((await hu('queryAssocHu', { id: other.id })).data).toMatchObject({ versionName: '会员服务优化热更新', status: 0, version: other.version });
    expect((await hu('add', { ...validVersion, status: 1 })).statusText).toBe(ONE_ENABLED_VERSION);
    expect((await hu('queryList', {})).data.total).toBe(6);
    expect(await enabledIds()).toEqual([current]);
  });

  it('enables another version once the current one is switched off', async () => {
    const [current] = await enabledIds();
    const other = (await hu('queryList', { versionName: '会员服务优化' })).data.list[0];
    expect((await hu('modifyStatus', { id: current, status: 0 })).status).toBe(0);
    expect((await hu('modifyStatus', { id: other.id, status: 1, version: other.version })).data).toMatchObject({ status: 1 });
    expect(await enabledIds()).toEqual([other.id]);
  });

  it('lets one of two concurrent enables pass', async () => {
    for (const id of await enabledIds()) await hu('modifyStatus', { id, status: 0 });
    const { list } = (await hu('queryList', { pageSize: 2 })).data;
    const answers = await Promise.all(list.map((row: { id: number }) => hu('modifyStatus', { id: row.id, status: 1 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([-1, 0]);
    expect(await enabledIds()).toHaveLength(1);
  });

  it('is refused to the editor, who lacks menu 22', async () => {
    expect((await hu('queryList', {}, editor)).status).toBe(403);
    expect((await enabledNow(editor)).status).toBe(403);
  });
});

describe('hu/query{product}HuToEnable', () => {
  it('answers the enabled version, and null when none is enabled', async () => {
    const [current] = await enabledIds();
    const answer = await enabledNow();
    expect(answer).toMatchObject({ status: 0, data: { id: current, status: 1 } });
    expect(answer.data.releaseTime).toMatch(/Z$/);
    await hu('modifyStatus', { id: current, status: 0 });
    expect(await enabledNow()).toMatchObject({ status: 0, data: null });
    await hu('modifyStatus', { id: current, status: 1 });
  });
});

describe('PRODUCT=demo', () => {
  let demo: TestServer;
  let token: string;

  beforeAll(async () => {
    demo = await startTestServer({ env: { PRODUCT: 'demo' } });
    token = await loginToken(demo, 'admin', 'Admin@2026');
  });

  afterAll(async () => {
    await demo?.close();
  });

  it('serves the detail on hu/queryDemoHu and the enabled version on hu/queryDemoHuToEnable', async () => {
    const enabled = await enabledNow(token, demo, 'Demo');
    expect(enabled).toMatchObject({ status: 0, data: { versionCode: '3.12.0' } });
    expect((await hu('queryDemoHu', { id: enabled.data.id }, token, demo)).data).toMatchObject({ versionCode: '3.12.0' });
    expect((await hu('queryAssocHu', { id: enabled.data.id }, token, demo)).httpStatus).toBe(404);
    expect((await call(demo, 'GET', 'hu/queryAssocHuToEnable', { token })).httpStatus).toBe(404);
  });
});
