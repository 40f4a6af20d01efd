/**
 * Ability levels (ability/abilityLevelManage, menu 41): the declared calls on
 * their spec names, the max order, and the score-range checks — a reversed
 * range and a range overlapping another level are refused on the field with a
 * message naming that level, leaving the table unchanged — with the menu's units.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginToken, loginWithGrants, startTestServer, type TestServer } from './helpers';

const API = 'ability/abilityLevelManage';
const NO_MENU = '您没有该功能的访问权限';
const NO_UNIT = '您没有该操作的权限';

let server: TestServer;
let admin: string;
let editor: string;

const post = (name: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', `${API}/${name}`, { token, body });

interface Level {
  id: number;
  version: number;
  levelName: string;
  minScore: number;
  maxScore: number;
  enabled: number;
  orderSeq: number;
}

const levels = async (): Promise<Level[]> => (await post('queryAbilityLevelManageList', { pageSize: 100 })).data.list;
const byName = async (name: string) => (await levels()).find((level) => level.levelName === name)!;

const expectFailure = (answer: { status: number; statusText: string }, message: string) => {
  expect(answer.statusText).toBe(message);
  expect(answer.status).toBe(-1);
};

/** A login whose role holds only `units` of the levels (menu 41). */
const userWith = async (code: string, units: string[]) => (await loginWithGrants(server, code, { 41: units })).token;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  editor = await loginToken(server, 'editor', 'Editor@2026');
});

afterAll(async () => {
  await server?.close();
});

describe('level calls', () => {
  it('list the demo levels in order with their ranges, and answer the max order', async () => {
    const list = await levels();
    expect(list.map((level) => [level.levelName, level.minScore, level.maxScore])).toEqual([
      ['见习', 10, 99],
      ['初级', 100, 299],
      ['中级', 300, 699],
      ['高级', 700, 1199],
      ['资深', 1200, 1999],
      ['专家', 2000, 999999],
    ]);
    expect(await post('queryMaxOrderSeqValue')).toMatchObject({ status: 0, data: 6 });
    const search = await post('queryAbilityLevelManageList', { levelName: '资深' });
    expect(search.data.total).toBe(1);
  });

  it('adds a level in a gap, reads, updates and deletes it', async () => {
    const added = await post('addAbilityLevelManageData', { levelName: '入门', minScore: 0, maxScore: 9, description: '新注册用户', orderSeq: 0 });
    expect(added.status).toBe(0);
    expect(added.data).toMatchObject({ levelName: '入门', minScore: 0, maxScore: 9, enabled: 1 });
    const detail = await post('queryAbilityLevelManageDetail', { id: added.data.id });
    expect(detail.data.levelName).toBe('入门');
    const updated = await post('updateAbilityLevelManageData', { id: added.data.id, version: detail.data.version, levelName: '新手', maxScore: 5 });
    expect(updated.data).toMatchObject({ levelName: '新手', minScore: 0, maxScore: 5 });
    expect((await post('deleteAbilityLevelManageData', { id: added.data.id })).status).toBe(0);
    expect((await levels()).some((level) => level.levelName === '新手')).toBe(false);
  });

  it('refuse a level name another level holds', async () => {
    const answer = await post('addAbilityLevelManageData', { levelName: ' 初级 ', minScore: 0, maxScore: 5, orderSeq: 9 });
    expectFailure(answer, '该等级名称已存在');
    expect(answer.data.errors.levelName).toBe('该等级名称已存在');
  });
});

describe('score range checks', () => {
  it('refuse a new range overlapping another level, naming it, and add nothing', async () => {
    const before = await levels();
    const answer = await post('addAbilityLevelManageData', { levelName: '进阶', minScore: 250, maxScore: 350, orderSeq: 9 });
    expectFailure(answer, '积分区间与等级“初级”（100–299分）重叠，请调整');
    expect(answer.data.errors.minScore).toBe('积分区间与等级“初级”（100–299分）重叠，请调整');
    // Bounds are included: a range ending where another starts overlaps it.
    expectFailure(await post('addAbilityLevelManageData', { levelName: '入门', minScore: 0, maxScore: 10, orderSeq: 9 }), '积分区间与等级“见习”（10–99分）重叠，请调整');
    // A range covering several levels names the lowest.
    expectFailure(await post('addAbilityLevelManageData', { levelName: '全能', minScore: 0, maxScore: 5000, orderSeq: 9 }), '积分区间与等级“见习”（10–99分）重叠，请调整');
    expect(await levels()).toEqual(before);
  });

  it('refuse a reversed range on the highest score', async () => {
    const answer = await post('addAbilityLevelManageData', { levelName: '入门', minScore: 8, maxScore: 2, orderSeq: 9 });
    expectFailure(answer, '最高积分不能小于最低积分');
    expect(answer.data.errors).toEqual({ maxScore: '最高积分不能小于最低积分' });
  });

  it('check an update against the stored bound it does not send, and leave the level unchanged', async () => {
    const middle = await byName('中级');
    const wider = await post('updateAbilityLevelManageData', { id: middle.id, version: middle.version, maxScore: 800 });
    expectFailure(wider, '积分区间与等级“高级”（700–1199分）重叠，请调整');
    expect(wider.data.errors).toEqual({ maxScore: '积分区间与等级“高级”（700–1199分）重叠，请调整' });
    expectFailure(await post('updateAbilityLevelManageData', { id: middle.id, version: middle.version, minScore: 900 }), '最高积分不能小于最低积分');
    expect(await byName('中级')).toEqual(middle);
    // Its own range does not count against it.
    const same = await post('updateAbilityLevelManageData', { id: middle.id, version: middle.version, minScore: 301, maxScore: 699 });
    expect(same.data).toMatchObject({ minScore: 301, maxScore: 699 });
  });

  it('let the enable switch through without a range', async () => {
    const expert = await byName('专家');
    const switched = await post('updateAbilityLevelManageData', { id: expert.id, version: expert.version, enabled: 1 });
    expect(switched.data.enabled).toBe(1);
  });

  it('keep the field messages of a malformed bound', async () => {
    const answer = await post('addAbilityLevelManageData', { levelName: '入门', minScore: 'abc', maxScore: 5, orderSeq: 9 });
    expect(answer.status).toBe(-1);
    expect(answer.data.errors.minScore).toBeTruthy();
  });
});

describe('access', () => {
  it('refuses the level calls without menu 41', async () => {
    for (const name of ['queryAbilityLevelManageList', 'queryMaxOrderSeqValue', 'addAbilityLevelManageData']) {
      expect((await post(name, { levelName: '入门', minScore: 0, maxScore: 5, orderSeq: 1 }, editor)).statusText, name).toBe(NO_MENU);
    }
  });

  it('refuses a range change to a holder of the enable unit only, without naming other levels', async () => {
    const switcher = await userWith('level_switcher', ['list', 'enable']);
    const senior = await byName('资深');
    const answer = await post('updateAbilityLevelManageData', { id: senior.id, version: senior.version, minScore: 100 }, switcher);
    expect(answer.statusText).toBe(NO_UNIT);
    const switched = await post('updateAbilityLevelManageData', { id: senior.id, version: senior.version, enabled: 0 }, switcher);
    expect(switched.data.enabled).toBe(0);
  });
});
