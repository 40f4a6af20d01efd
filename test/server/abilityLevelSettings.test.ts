/**
 * The ability levels' settings records (menu 41): the coefficient range
 * (ability/abilityLevelModulus) and the common settings
 * (ability/abilityLevelCommonSetting) — defaults until saved, a whole save
 * read back, every bad value refused with its message and nothing saved, and
 * the menu's detail (read) and modify (save) units.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginToken, loginWithGrants, startTestServer, type TestServer } from './helpers';

const MODULUS = 'ability/abilityLevelModulus';
const COMMON = 'ability/abilityLevelCommonSetting';
const NO_MENU = '您没有该功能的访问权限';
const NO_UNIT = '您没有该操作的权限';

const DEFAULT_COMMON = {
  dailyQuestionLimit: 50,
  scorePerQuestion: 2,
  streakCount: 5,
  streakBonus: 10,
  upgradeTip: '恭喜您晋升新的能力等级，继续加油！',
  levelEnabled: 1,
};

let server: TestServer;
let admin: string;
let editor: string;

const post = (path: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', path, { token, body });
const modulus = (token = admin) => post(`${MODULUS}/queryAbilityLevelModulusInfo`, {}, token);
/** A save at the version last read (as the console sends it), unless the body names one. */
const saveModulus = async (body: Record<string, unknown>, token = admin) => post(`${MODULUS}/updateAbilityLevelModulusInfo`, { version: (await modulus()).data.version, ...body }, token);
const common = (token = admin) => post(`${COMMON}/queryLevelCommonSettingInfo`, {}, token);
const saveCommon = async (body: Record<string, unknown>, token = admin) => post(`${COMMON}/updateLevelCommonSettingInfo`, { version: (await common()).data.version, ...body }, token);

const expectRefusal = (answer: { status: number; statusText: string; data: any }, field: string, message: string) => {
  expect(answer.status).toBe(-1);
  expect(answer.statusText).toBe(message);
  expect(answer.data.errors[field]).toBe(message);
};

/** A user whose role holds menu 41 with `units` (loginWithGrants); answers the token. */
const userWith = async (code: string, units: string[]) => (await loginWithGrants(server, code, { 41: units })).token;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  editor = await loginToken(server, 'editor', 'Editor@2026');
});

afterAll(async () => {
  await server?.close();
});

describe('coefficient range (abilityLevelModulus)', () => {
  it('answers the defaults until saved, then what was saved', async () => {
    expect(await modulus()).toMatchObject({ status: 0, data: { modulusMin: 0.8, modulusMax: 1.5, updatedAt: null } });
    const saved = await saveModulus({ modulusMin: '0.75', modulusMax: 2 });
    expect(saved).toMatchObject({ status: 0, data: { modulusMin: 0.75, modulusMax: 2 } });
    expect(typeof saved.data.updatedAt).toBe('string');
    expect((await modulus()).data).toMatchObject({ modulusMin: 0.75, modulusMax: 2 });
    // Equal bounds and the upper limit of 10 are allowed.
    expect((await saveModulus({ modulusMin: 10, modulusMax: '10.00' })).data).toMatchObject({ modulusMin: 10, modulusMax: 10 });
    expect((await saveModulus({ modulusMin: 0.01, modulusMax: 1.2 })).data).toMatchObject({ modulusMin: 0.01, modulusMax: 1.2 });
  });

  it('refuses a missing, out-of-range, over-precise or reversed bound and keeps the saved range', async () => {
    const kept = (await saveModulus({ modulusMin: 0.9, modulusMax: 1.3 })).data;
    const range = '系数下限须大于0且不超过10，最多保留两位小数';
    expectRefusal(await saveModulus({ modulusMax: 1 }), 'modulusMin', '请输入系数下限');
    for (const modulusMin of [0, -1, 10.01, 1.234, 'abc', '1e1', true]) {
      expectRefusal(await saveModulus({ modulusMin, modulusMax: 1 }), 'modulusMin', range);
    }
    expectRefusal(await saveModulus({ modulusMin: 1, modulusMax: 11 }), 'modulusMax', '系数上限须大于0且不超过10，最多保留两位小数');
    expectRefusal(await saveModulus({ modulusMin: 1.5, modulusMax: 1.49 }), 'modulusMax', '系数上限不能小于系数下限');
    expect((await modulus()).data).toEqual(kept);
  });

  it('saves only over the version read: a second save from the same read is refused and changes nothing', async () => {
    const read = (await modulus()).data;
    const first = await saveModulus({ modulusMin: 1.1, modulusMax: 1.9, version: read.version });
    expect(first).toMatchObject({ status: 0, data: { modulusMin: 1.1, modulusMax: 1.9, version: read.version + 1, saved: true } });
    const second = await saveModulus({ modulusMin: 0.5, modulusMax: 0.6, version: read.version });
    expect(second).toMatchObject({ status: -1, statusText: '该记录已被他人修改，请刷新后重试', data: { conflict: true } });
    expect((await saveModulus({ modulusMin: 0.5, modulusMax: 0.6, version: null })).statusText).toBe('缺少版本号，请刷新后重试');
    expect((await modulus()).data).toEqual(first.data);
  });

  it('lets one of several simultaneous saves over the same version through', async () => {
    const { version } = (await modulus()).data;
    const answers = await Promise.all([1.1, 1.2, 1.3, 1.4, 1.5].map((modulusMin) => saveModulus({ modulusMin, modulusMax: 2, version })));
    const saved = answers.filter((answer) => answer.status === 0);
    expect(saved).toHaveLength(1);
    expect(answers.filter((answer) => answer.data?.conflict)).toHaveLength(4);
    expect((await modulus()).data).toMatchObject({ modulusMin: saved[0].data.modulusMin, version: version + 1 });
  });
});

describe('common settings (abilityLevelCommonSetting)', () => {
  it('answers the defaults until saved, then the whole saved record', async () => {
    expect(await common()).toMatchObject({ status: 0, data: { ...DEFAULT_COMMON, updatedAt: null } });
    const record = { dailyQuestionLimit: '80', scorePerQuestion: 3, streakCount: 10, streakBonus: 0, upgradeTip: '  等级提升，再接再厉！ ', levelEnabled: 0 };
    const saved = await saveCommon(record);
    expect(saved.status).toBe(0);
    const expected = { dailyQuestionLimit: 80, scorePerQuestion: 3, streakCount: 10, streakBonus: 0, upgradeTip: '等级提升，再接再厉！', levelEnabled: 0 };
    expect(saved.data).toMatchObject(expected);
    expect((await common()).data).toMatchObject(expected);
  });

  it('refuses every bad value with its message and keeps the saved record', async () => {
    const kept = (await saveCommon(DEFAULT_COMMON)).data;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ dailyQuestionLimit: 0 }, 'dailyQuestionLimit', '每日答题上限须为1到500之间的整数'],
      [{ dailyQuestionLimit: 501 }, 'dailyQuestionLimit', '每日答题上限须为1到500之间的整数'],
      [{ scorePerQuestion: 2.5 }, 'scorePerQuestion', '每题得分须为1到100之间的整数'],
      [{ streakCount: 1 }, 'streakCount', '连续答对题数须为2到50之间的整数'],
      [{ streakBonus: -1 }, 'streakBonus', '连续答对奖励分须为0到100之间的整数'],
      [{ upgradeTip: '' }, 'upgradeTip', '请输入升级提示语'],
      [{ upgradeTip: '升'.repeat(51) }, 'upgradeTip', '升级提示语不能超过50个字符'],
      [{ levelEnabled: 2 }, 'levelEnabled', '是否开启等级只能是开启或关闭'],
      [{ dailyQuestionLimit: undefined }, 'dailyQuestionLimit', '请输入每日答题上限'],
    ];
    for (const [change, field, message] of cases) {
      expectRefusal(await saveCommon({ ...DEFAULT_COMMON, ...change, levelEnabled: change.levelEnabled ?? 0 }), field, message);
    }
    expect((await common()).data).toEqual(kept);
  });
});

describe('access', () => {
  it('refuses both records to a user without menu 41, and to a caller without a token', async () => {
    for (const answer of [await modulus(editor), await saveModulus({ modulusMin: 1, modulusMax: 2 }, editor), await common(editor), await saveCommon(DEFAULT_COMMON, editor)]) {
      expect(answer.status).toBe(403);
      expect(answer.statusText).toBe(NO_MENU);
    }
    expect((await modulus('')).status).toBe(401);
  });

  it('needs the detail unit to read and the modify unit to save', async () => {
    const lister = await userWith('level_lister', ['list']);
    expect((await modulus(lister)).statusText).toBe(NO_UNIT);
    expect((await common(lister)).statusText).toBe(NO_UNIT);
    const reader = await userWith('level_reader', ['list', 'detail']);
    const before = (await common()).data;
    expect((await common(reader)).status).toBe(0);
    expect((await modulus(reader)).status).toBe(0);
    expect((await saveModulus({ modulusMin: 1, modulusMax: 2 }, reader)).statusText).toBe(NO_UNIT);
    expect((await saveCommon({ ...DEFAULT_COMMON, streakBonus: 99 }, reader)).statusText).toBe(NO_UNIT);
    expect((await common()).data).toEqual(before);
    const writer = await userWith('level_writer', ['detail', 'modify']);
    expect((await saveCommon({ ...DEFAULT_COMMON, streakBonus: 99 }, writer)).data.streakBonus).toBe(99);
  });
});
