/**
 * Sampling and push calls (menu 45) on the 12 demo member units: the attribute dictionary and frame counts,
 * the allocation table (rounding with its tie-break, minimum one, refusals), draws by attribute, at random
 * and by hand, reproducibility of a stored draw through the API (same seed and frame → same institutions;
 * verifyDraw on the stored frame), leaving out the recently sampled, the push with its per-institution
 * outcome and the refusal of a second push, also when two arrive at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { call, loginToken, startTestServer, type TestServer } from './helpers';
import { ALL_KINDS, qGet, qPost } from '../../features/questionnaire/testing/fixtures';

let server: TestServer;
let admin: string;
let ids: Record<string, number>;
const post = (path: string, body: Record<string, unknown> = {}) => qPost(server, admin, path, body);
const get = (path: string, query: Record<string, string> = {}) => qGet(server, admin, path, query);

const newQuestionnaire = async () => (await post('updateDetails', { title: '抽样测试', questions: ALL_KINDS.slice(0, 2) })).data.id as number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  const units = await get('attributeIssue', { pageSize: '100' });
  ids = Object.fromEntries(units.data.list.map((unit: { id: number; unitName: string }) => [unit.unitName, unit.id]));
});

afterAll(async () => {
  await server?.close();
});

describe('the frame and its attributes', () => {
  it('lists the attributes with their values and counts', async () => {
    const answer = await get('getAttribute');
    expect(answer.data.map((attribute: { name: string; label: string }) => [attribute.name, attribute.label])).toEqual([
      ['unitType', '机构类型'],
      ['region', '所属地区'],
      ['sizeClass', '规模类别'],
    ]);
    const size = answer.data[2].values;
    expect(size).toEqual([
      { value: '大型', code: 1, count: 3 },
      { value: '中型', code: 2, count: 5 },
      { value: '小型', code: 3, count: 4 },
    ]);
  });

  it('counts the frame, and what leaving out the recently sampled leaves', async () => {
    expect((await post('countAllAttribute')).data).toEqual({ total: 12, excludedCount: 0, excludedIds: [], eligible: 12 });
    const recent = (await post('countAllAttribute', { excludeDays: 30 })).data;
    // The demo's published (8 by size class) and closed (6 at random) questionnaires were drawn today.
    expect(recent.excludedCount).toBeGreaterThanOrEqual(8);
    expect(recent.eligible).toBe(12 - recent.excludedCount);
    expect((await post('countAllAttribute', { excludeDays: 400 })).statusText).toBe('排除天数必须是0到365之间的整数');
  });

  it('groups the frame into strata', async () => {
    const answer = await get('queryGroupAttribute', { attributes: 'sizeClass' });
    expect(answer.data.groups.map((group: { name: string; population: number }) => [group.name, group.population])).toEqual([
      ['中型', 5],
      ['大型', 3],
      ['小型', 4],
    ]);
    expect((await get('queryGroupAttribute', { attributes: 'color' })).statusText).toBe('分层属性只能是：unitType（机构类型）、region（所属地区）、sizeClass（规模类别）');
  });

  it('searches institutions for precise sampling', async () => {
    const byName = await get('attributeIssue', { keyword: '证券', allIds: '1' });
    expect(byName.data.total).toBe(3);
    expect(byName.data.ids).toEqual(byName.data.list.map((unit: { id: number }) => unit.id));
    expect(byName.data.list[0]).toMatchObject({ unitName: '东方汇通证券股份有限公司', unitTypeLabel: '证券公司', regionLabel: '华东', sizeClassLabel: '大型', recentlySampled: false });
    expect((await get('attributeIssue', { unitType: '3', sizeClass: '3' })).data.list.map((unit: { unitName: string }) => unit.unitName)).toEqual(['海峡融信期货股份有限公司']);
    const flagged = await get('attributeIssue', { excludeDays: '30', pageSize: '100' });
    expect(flagged.data.list.filter((unit: { recentlySampled: boolean }) => unit.recentlySampled).length).toBeGreaterThanOrEqual(8);
  });
});

describe('the allocation table (countAttribute)', () => {
  const rows = async (attributes: string[], sampleSize: number) => post('countAttribute', { attributes, sampleSize });

  it('shares proportionally with the largest remainders, the larger stratum first on a tie', async () => {
    const answer = await rows(['sizeClass'], 6);
    expect(answer.data.rows.map((row: { name: string; population: number; share: number; allocated: number }) => [row.name, row.population, row.share, row.allocated])).toEqual([
      ['中型', 5, 2.5, 3],
      ['大型', 3, 1.5, 1],
      ['小型', 4, 2, 2],
    ]);
  });

  it('holds small strata at one and takes the seats from the others', async () => {
    const answer = await rows(['unitType'], 8);
    const allocated = Object.fromEntries(answer.data.rows.map((row: { name: string; allocated: number; heldAtMinimum: boolean }) => [row.name, [row.allocated, row.heldAtMinimum]]));
    expect(allocated).toEqual({
      证券公司: [2, false],
      基金管理公司: [1, false],
      期货公司: [1, false],
      商业银行: [1, true],
      律师事务所: [1, true],
      会计师事务所: [1, true],
      其他机构: [1, false],
    });
  });

  it.each([
    [['unitType'], 3, '样本量不能少于分层数（7），每层至少抽取1家'],
    [['sizeClass'], 13, '样本量不能超过总体数（12）'],
    [['sizeClass'], 0, '样本量必须是正整数'],
    [[], 3, '请至少选择一个分层属性'],
  ])('refuses %j with n = %i', async (attributes, sampleSize, message) => {
    expect(await rows(attributes as string[], sampleSize as number)).toMatchObject({ status: -1, statusText: message });
  });
});

describe('draws', () => {
  it('draws by attribute with a seed, and the same seed on the same frame gives the same institutions', async () => {
    const id = await newQuestionnaire();
    const first = await post('randomAttribute', { id, method: 'attribute', attributes: ['region', 'sizeClass'], sampleSize: 9, seed: 'audit-seed-1' });
    expect(first).toMatchObject({ status: 0, statusText: '抽样成功', data: { method: 'attribute', methodName: '按属性抽样', seed: 'audit-seed-1', frameSize: 12, sampleSize: 9, current: true } });
    expect(first.data.frameFingerprint).toMatch(/^[0-9a-f]{64}$/);
    const again = await post('randomAttribute', { id, method: 'attribute', attributes: ['sizeClass', 'region'], sampleSize: 9, seed: 'audit-seed-1' });
    expect(again.data.selectedIds).toEqual(first.data.selectedIds);
    expect(again.data.frameFingerprint).toBe(first.data.frameFingerprint);
    const draws = await get('queryDrawList', { id: String(id) });
    expect(draws.data.map((draw: { id: number; current: boolean }) => [draw.id, draw.current])).toEqual([
      [again.data.id, true],
      [first.data.id, false],
    ]);
    // Who drew is named as operators read them, the login name kept beside it.
    expect(draws.data[0]).toMatchObject({ drawnBy: 'admin', drawnByName: '系统管理员' });
    const detail = await get('queryDrawDetail', { drawId: String(first.data.id) });
    expect(detail.data.frame).toHaveLength(12);
    // The stored frame is the canonical text the fingerprint hashes: an auditor can hash it.
    expect(createHash('sha256').update(JSON.stringify(detail.data.frame), 'utf8').digest('hex')).toBe(first.data.frameFingerprint);
    expect(detail.data.record).toMatchObject({ algorithm: 'sfc32-sha256-v1', seed: 'audit-seed-1', selectedIds: first.data.selectedIds });
    expect((await post('verifyDraw', { drawId: first.data.id })).data).toMatchObject({ matches: true, frameMatches: true, message: '复核一致：重新抽样得到的机构与记录相同' });
    const sample = await post('querySampleList', { id, pageSize: 100 });
    expect(sample.data.list.map((row: { institutionId: number }) => row.institutionId)).toEqual(first.data.selectedIds);
    expect(sample.data.list[0]).toMatchObject({ pushStatus: 0, pushStatusName: '未推送', answered: false });
  });

  it('keeps a stored draw checkable after the members change, while a new draw sees the new frame', async () => {
    const id = await newQuestionnaire();
    const first = await post('randomAttribute', { id, method: 'random', count: 4, seed: 'rename-check' });
    const renamed = await call(server, 'POST', 'business/memberUnit/queryMemberUnitDetail', { token: admin, body: { id: ids['蓝海资产管理有限公司'] } });
    const update = await call(server, 'POST', 'business/memberUnit/updateMemberUnitData', { token: admin, body: { ...renamed.data, unitName: '蓝海资产管理股份有限公司' } });
    expect(update.status).toBe(0);
    expect((await post('verifyDraw', { drawId: first.data.id })).data.matches).toBe(true);
    const again = await post('randomAttribute', { id, method: 'random', count: 4, seed: 'rename-check' });
    expect(again.data.frameFingerprint).not.toBe(first.data.frameFingerprint);
    // Same ids in the same order: the same positions come out, so the same institutions.
    expect(again.data.selectedIds).toEqual(first.data.selectedIds);
  });

  it('draws at random by number or share, and by hand', async () => {
    const id = await newQuestionnaire();
    expect((await post('randomAttribute', { id, method: 'random', share: 0.25 })).data).toMatchObject({ method: 'random', sampleSize: 3 });
    expect((await post('randomAttribute', { id, method: 'random', count: 13 })).statusText).toBe('样本量不能超过总体数（12）');
    expect((await post('randomAttribute', { id, method: 'random', share: 1.5 })).statusText).toBe('抽样比例必须大于0且不超过1');
    expect((await post('randomAttribute', { id, method: 'cluster', count: 1 })).statusText).toBe('抽样方式只能是按属性抽样(attribute)或随机抽样(random)');
    expect((await post('randomAttribute', { id, method: 'random', count: 2, seed: 'bad seed!' })).statusText).toBe('抽样种子只能由字母、数字和 . _ : - 组成，长度1到128个字符');
    expect((await post('preciseAttribute', { id, institutionIds: [1, 99999] })).statusText).toBe('以下机构不在抽样框中：99999');
    const precise = await post('preciseAttribute', { id, institutionIds: [3, 1, 3] });
    expect(precise.data).toMatchObject({ method: 'precise', methodName: '精准抽样', seed: null, sampleSize: 2, selectedIds: [1, 3] });
  });

  it('leaves out institutions sampled recently by other questionnaires, not its own earlier draw', async () => {
    // Every draw so far becomes 40 days old; one questionnaire then samples institutions 1 and 2 today.
    await server.services.db.execute(sql`UPDATE qn_draw SET drawn_at = now() - interval '40 days'`);
    const other = await newQuestionnaire();
    await post('preciseAttribute', { id: other, institutionIds: [1, 2] });
    expect((await post('countAllAttribute', { excludeDays: 30 })).data).toMatchObject({ excludedIds: [1, 2], eligible: 10 });
    expect((await post('countAllAttribute', { excludeDays: 30, id: other })).data).toMatchObject({ excludedIds: [], eligible: 12 });
    const id = await newQuestionnaire();
    expect((await post('preciseAttribute', { id, institutionIds: [2, 5], excludeDays: 30 })).statusText).toBe('以下机构近期已被抽样，已排除在本次抽样之外：2');
    const drawn = await post('randomAttribute', { id, method: 'random', share: 1, excludeDays: 30, seed: 's1' });
    expect(drawn.data).toMatchObject({ excludeDays: 30, excludedCount: 2, sampleSize: 10 });
    expect(drawn.data.selectedIds).not.toContain(1);
    expect((await post('verifyDraw', { drawId: drawn.data.id })).data.matches).toBe(true);
    expect((await post('countAttribute', { id, attributes: ['sizeClass'], sampleSize: 12, excludeDays: 30 })).statusText).toBe('样本量不能超过总体数（10）');
  });
});

describe('push', () => {
  it('pushes to the sample, records each institution, refuses a second push and a redraw after it', async () => {
    const id = await newQuestionnaire();
    const withStaff = ids['东方汇通证券股份有限公司'];
    const without = ids['西部丝路投资咨询有限公司'];
    expect((await post('pushAttribute', { id })).statusText).toBe('问卷尚未发布，不能推送');
    await post('preciseAttribute', { id, institutionIds: [withStaff, without], publish: true });
    const pushed = await post('pushAttribute', { id });
    expect(pushed).toMatchObject({ status: 0, statusText: '推送成功', data: { targetCount: 2, sentCount: 1, failedCount: 1, pushedBy: 'admin' } });
    const again = await post('pushAttribute', { id });
    expect(again.status).toBe(-1);
    expect(again.statusText).toMatch(/^该问卷已于\d{2}:\d{2}:\d{2}推送，10分钟内请勿重复推送$/);
    const list = await get('queryPushList', { id: String(id) });
    expect(list.data).toHaveLength(1);
    expect(list.data[0].failed).toEqual([{ institutionId: without, institutionName: '西部丝路投资咨询有限公司', reason: '该机构没有可接收推送的APP用户' }]);
    const sample = (await post('querySampleList', { id })).data.list;
    expect(sample.map((row: { institutionId: number; pushStatusName: string }) => [row.institutionId, row.pushStatusName])).toEqual(
      [
        [withStaff, '已推送'],
        [without, '推送失败'],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    const failed = (await post('querySampleList', { id, pushStatus: 2 })).data;
    expect(failed.total).toBe(1);
    // The sample says why the push failed, beside its state.
    expect(failed.list[0].pushFailure).toBe('该机构没有可接收推送的APP用户');
    expect(sample.find((row: { institutionId: number }) => row.institutionId === withStaff).pushFailure).toBeNull();
    expect((await post('randomAttribute', { id, method: 'random', count: 1 })).statusText).toBe('问卷已推送给样本机构，不能重新抽样');
  });

  it('takes one of two pushes sent at once', async () => {
    const id = await newQuestionnaire();
    await post('preciseAttribute', { id, institutionIds: [1, 2], publish: true });
    const answers = await Promise.all([post('pushAttribute', { id }), post('pushAttribute', { id })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([-1, 0]);
    expect((await get('queryPushList', { id: String(id) })).data).toHaveLength(1);
  });
});
