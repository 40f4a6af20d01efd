/**
 * The questionnaire sampling core (features/questionnaire/server/sampling, docs/questionnaire.md "抽样方法"):
 * allocations worked by hand (proportional shares, largest remainders and their tie-breaks, the minimum of
 * one, strata taken whole), the refusals with their Chinese messages, exclusion of recently sampled
 * institutions, random and precise samples. Reproducibility and properties: questionnaireDrawRepeat.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  allocate,
  drawAttributeSample,
  drawPreciseSample,
  drawRandomSample,
  frameFingerprint,
  normaliseSeed,
  planAttributeSample,
  resolveRandomSize,
  verifyDraw,
  type Institution,
} from '../../features/questionnaire/server/sampling';
import { makeFrame, frameOfStrata, sizes, counts, expectRefusal, roundTrip } from '../../features/questionnaire/testing/sampling';

describe('allocation worked by hand', () => {
  it('gives exact proportional shares as they are', () => {
    // N = 100, n = 10: shares 5, 3, 2.
    expect(allocate(sizes([50, 30, 20]), 10)).toEqual([
      { share: 5, allocated: 5, heldAtMinimum: false },
      { share: 3, allocated: 3, heldAtMinimum: false },
      { share: 2, allocated: 2, heldAtMinimum: false },
    ]);
  });

  it('rounds by largest remainders so the total is exactly n', () => {
    // N = 20, n = 5: shares 3.25 and 1.75 → floors 3 + 1, the one seat left goes to the larger remainder (.75).
    expect(counts([13, 7], 5)).toEqual([3, 2]);
    // N = 30, n = 10: three shares of 3.33… would round to 9 in all; floors 3 + 3 + 3 and one seat left over.
    expect(counts([10, 10, 10], 10)).toEqual([4, 3, 3]);
    // N = 40, n = 7: shares 2.8, 2.45, 1.4, 0.35 → the last held at 1; m = 6 over M = 38: quotas 2.53, 2.21, 1.26
    // → floors 2 + 2 + 1, the seat left to the largest remainder (.53).
    expect(counts([16, 14, 8, 2], 7)).toEqual([3, 2, 1, 1]);
  });

  it('breaks equal remainders by the larger stratum, then by the stratum key', () => {
    // N = 10, n = 5: shares 2.5, 1.5, 1 → floors 2 + 1 + 1, remainders .5 and .5: the larger stratum (5) gets the seat.
    expect(counts([3, 5, 2], 5)).toEqual([1, 3, 1]);
    // Equal remainders and equal sizes: the key that comes first wins, whatever the order the strata are given in.
    const rows = allocate(
      [
        { key: 'b', population: 7 },
        { key: 'a', population: 7 },
        { key: 'c', population: 6 },
      ],
      10,
    );
    expect(rows.map((row) => row.allocated)).toEqual([3, 4, 3]);
  });

  it('gives every stratum at least one, taking the seat from the others in proportion', () => {
    // docs/questionnaire.md's table: N = 200, n = 20, shares 9, 6, 4.5, 0.3, 0.2; the two small strata are held
    // at 1; m = 18 over M = 195: 8.31, 5.54, 4.15 → 8 + 5 + 4 and the seat left to the largest remainder (.54).
    expect(allocate(sizes([90, 60, 45, 3, 2]), 20)).toEqual([
      { share: 9, allocated: 8, heldAtMinimum: false },
      { share: 6, allocated: 6, heldAtMinimum: false },
      { share: 4.5, allocated: 4, heldAtMinimum: false },
      { share: 0.3, allocated: 1, heldAtMinimum: true },
      { share: 0.2, allocated: 1, heldAtMinimum: true },
    ]);
  });

  it('repeats the minimum when holding some strata at one pushes another below one', () => {
    // N = 100, n = 10: five strata of 1 (0.1 each) held at 1; m = 5 over M = 95 gives the stratum of 11 a quota of
    // 0.58 (its plain share was 1.1), so it is held too; the last stratum gets the remaining 4.
    const rows = allocate(sizes([1, 1, 1, 1, 1, 11, 84]), 10);
    expect(rows.map((row) => row.allocated)).toEqual([1, 1, 1, 1, 1, 1, 4]);
    expect(rows.map((row) => row.heldAtMinimum)).toEqual([true, true, true, true, true, true, false]);
  });

  it('never gives a stratum more than it holds: small strata are taken whole', () => {
    // N = 10, n = 9: shares 1.8 and 7.2 → 1 + 7, the seat left to the larger remainder: the stratum of 2 is taken whole.
    expect(counts([2, 8], 9)).toEqual([2, 7]);
    // Strata of one institution with a share below one: each gives its only member.
    expect(counts([1, 1, 8], 9)).toEqual([1, 1, 7]);
    // n = N takes everyone.
    expect(counts([3, 5, 1], 9)).toEqual([3, 5, 1]);
  });

  it('shows the table before drawing: keys, values, populations, shares and counts, no seed needed', () => {
    const plan = planAttributeSample(frameOfStrata([90, 60, 45, 3, 2]), { attributes: ['type'], sampleSize: 20 });
    expect(plan.attributes).toEqual(['type']);
    expect(plan.frame).toMatchObject({ size: 200, excludedCount: 0, eligibleSize: 200 });
    expect(plan.rows.map(({ key, values, population, allocated }) => ({ key, values, population, allocated }))).toEqual([
      { key: '{"type":"t0"}', values: { type: 't0' }, population: 90, allocated: 8 },
      { key: '{"type":"t1"}', values: { type: 't1' }, population: 60, allocated: 6 },
      { key: '{"type":"t2"}', values: { type: 't2' }, population: 45, allocated: 4 },
      { key: '{"type":"t3"}', values: { type: 't3' }, population: 3, allocated: 1 },
      { key: '{"type":"t4"}', values: { type: 't4' }, population: 2, allocated: 1 },
    ]);
  });

  it('forms strata by the combination of several attributes, whatever order they are named in', () => {
    const frame = makeFrame(60);
    const plan = planAttributeSample(frame, { attributes: ['type', 'region'], sampleSize: 24 });
    expect(plan.attributes).toEqual(['region', 'type']);
    expect(plan.rows).toHaveLength(12);
    expect(plan.rows[0].key).toBe('{"region":"华东","type":"保险公司"}');
    expect(plan.rows.every((row) => row.population === 5 && row.allocated === 2)).toBe(true);
    expect(planAttributeSample(frame, { attributes: ['region', 'type', 'region'], sampleSize: 24 })).toEqual(plan);
  });

  it('puts institutions without a value of the attribute in a stratum of their own (value empty)', () => {
    const frame = [...frameOfStrata([4, 4]), { id: 99, name: '未填类型的机构', attributes: {} }];
    const plan = planAttributeSample(frame, { attributes: ['type'], sampleSize: 3 });
    expect(plan.rows.map((row) => [row.key, row.population, row.allocated])).toEqual([
      ['{"type":""}', 1, 1],
      ['{"type":"t0"}', 4, 1],
      ['{"type":"t1"}', 4, 1],
    ]);
  });
});

describe('refusals', () => {
  const big = makeFrame(5000);

  it('refuses a sample size that is not a positive integer', () => {
    for (const sampleSize of [0, -3, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expectRefusal(() => planAttributeSample(big, { attributes: ['type'], sampleSize }), 'sampleSize', '样本量必须是正整数');
    }
  });

  it('refuses more than the population, naming it', () => {
    expectRefusal(() => planAttributeSample(big, { attributes: ['type'], sampleSize: 5001 }), 'tooLarge', '样本量不能超过总体数（5000）');
    expectRefusal(() => drawRandomSample(big, { size: { count: 5001 }, seed: 's' }), 'tooLarge', '样本量不能超过总体数（5000）');
  });

  it('refuses fewer than the strata, since each gives at least one', () => {
    expectRefusal(() => planAttributeSample(big, { attributes: ['type', 'region'], sampleSize: 11 }), 'tooFewForStrata', '样本量不能少于分层数（12），每层至少抽取1家');
  });

  it('refuses a request without attributes, or with one no institution has', () => {
    expectRefusal(() => planAttributeSample(big, { attributes: [], sampleSize: 10 }), 'attributes', '请至少选择一个分层属性');
    expectRefusal(() => planAttributeSample(big, { attributes: ['type', ' '], sampleSize: 10 }), 'attributes', '分层属性名称不能为空');
    expectRefusal(() => planAttributeSample(big, { attributes: ['type', 'rating'], sampleSize: 10 }), 'attributes', '没有机构具有分层属性：“rating”');
  });

  it('refuses a frame that cannot be fingerprinted unambiguously', () => {
    const twice = [...makeFrame(3), { id: 2, name: '重复', attributes: {} }];
    expectRefusal(() => frameFingerprint(twice), 'frame', '抽样框中机构编号重复：2');
    const broken = [...makeFrame(3), { id: 0, name: '编号为零', attributes: {} }, { id: 7, name: '数字属性', attributes: { size: 3 } }];
    expectRefusal(() => frameFingerprint(broken as Institution[]), 'frame', '抽样框中有2条机构记录不完整：需要正整数编号、名称和文字属性');
    expectRefusal(() => drawRandomSample([], { size: { count: 1 }, seed: 's' }), 'emptyFrame', '抽样框中没有机构');
  });

  it('refuses a seed an auditor could not copy without doubt', () => {
    expectRefusal(() => normaliseSeed(''), 'seed', '抽样种子只能由字母、数字和 . _ : - 组成，长度1到128个字符');
    expectRefusal(() => normaliseSeed('a b'), 'seed', '抽样种子只能由字母、数字和 . _ : - 组成，长度1到128个字符');
    expectRefusal(() => normaliseSeed('x'.repeat(129)), 'seed', '抽样种子只能由字母、数字和 . _ : - 组成，长度1到128个字符');
    expectRefusal(() => normaliseSeed(-1), 'seed', '抽样种子必须是非负整数或字符串');
    expectRefusal(() => normaliseSeed(1.5), 'seed', '抽样种子必须是非负整数或字符串');
    expect(normaliseSeed(42)).toBe('42');
    expect(normaliseSeed('9f1c:batch-2.v1_x')).toBe('9f1c:batch-2.v1_x');
  });

  it('refuses a share outside (0, 1]', () => {
    for (const share of [0, -0.1, 1.01, Number.NaN]) {
      expectRefusal(() => drawRandomSample(big, { size: { share }, seed: 's' }), 'share', '抽样比例必须大于0且不超过1');
    }
  });
});

describe('exclusion of recently sampled institutions', () => {
  const frame = makeFrame(120);
  const recent = new Set([...Array.from({ length: 30 }, (_, index) => index + 1), 9001, 9002]);

  it('leaves them out before drawing and records how many were left out', () => {
    const record = drawAttributeSample(frame, { attributes: ['type'], sampleSize: 20, seed: 'ex', exclude: recent });
    expect(record.selectedIds.some((id) => recent.has(id))).toBe(false);
    // 9001 and 9002 are not in the frame (left the association since): not counted.
    expect(record.frame).toMatchObject({ size: 120, excludedCount: 30, eligibleSize: 90 });
    expect(record.frame.excludedIds).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(record.strata.reduce((sum, row) => sum + row.population, 0)).toBe(90);
    expect(record.frame.fingerprint).toBe(frameFingerprint(frame));
    expect(verifyDraw(frame, roundTrip(record)).matches).toBe(true);
  });

  it('refuses to sample more than remain, and names the case where none remain', () => {
    expectRefusal(() => drawRandomSample(frame, { size: { count: 91 }, seed: 'ex', exclude: recent }), 'tooLarge', '样本量不能超过总体数（90）');
    expectRefusal(() => drawRandomSample(makeFrame(3), { size: { count: 1 }, seed: 'ex', exclude: [1, 2, 3] }), 'emptyFrame', '排除近期已抽样的3家机构后，没有可抽取的机构');
  });

  it('computes a share of the institutions that remain', () => {
    const record = drawRandomSample(frame, { size: { share: 0.1 }, seed: 'ex', exclude: recent });
    expect(record.parameters.sampleSize).toBe(9);
    expect(record.selectedIds.every((id) => id > 30)).toBe(true);
  });

  it('refuses a precise pick of an excluded institution', () => {
    expectRefusal(() => drawPreciseSample(frame, { ids: [40, 3, 5], exclude: recent }), 'excludedIds', '以下机构近期已被抽样，已排除在本次抽样之外：3、5');
  });
});

describe('random sampling', () => {
  const frame = makeFrame(10);

  it('draws a number of distinct institutions of the frame', () => {
    const record = drawRandomSample(makeFrame(200), { size: { count: 17 }, seed: 'r' });
    expect(record.method).toBe('random');
    expect(new Set(record.selectedIds).size).toBe(17);
    expect(record.selectedIds.every((id) => id >= 1 && id <= 200)).toBe(true);
    expect(record.strata).toEqual([{ key: '{}', values: {}, population: 200, allocated: 17, selectedIds: record.selectedIds }]);
    expect(record.parameters).toEqual({ size: { count: 17 }, sampleSize: 17 });
  });

  it('turns a share into a number: round half up on the decimal as written, at least one', () => {
    expect(resolveRandomSize({ share: 0.35 }, 10)).toBe(4); // 3.5 (the double 0.35 × 10 is 3.4999…)
    expect(resolveRandomSize({ share: 0.345 }, 10)).toBe(3); // 3.45
    expect(resolveRandomSize({ share: 0.25 }, 10)).toBe(3); // 2.5
    expect(resolveRandomSize({ share: 0.01 }, 10)).toBe(1); // 0.1, raised to one
    expect(resolveRandomSize({ share: 1e-7 }, 10)).toBe(1);
    expect(resolveRandomSize({ share: 1 }, 10)).toBe(10);
    expect(resolveRandomSize({ share: 0.333 }, 5000)).toBe(1665);
    expect(drawRandomSample(frame, { size: { share: 1 }, seed: 'r' }).selectedIds).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(drawRandomSample(frame, { size: { share: 0.35 }, seed: 'r' }).selectedIds).toHaveLength(4);
  });

  it('refuses a count that is not a positive integer', () => {
    expectRefusal(() => drawRandomSample(frame, { size: { count: 0 }, seed: 'r' }), 'sampleSize', '样本量必须是正整数');
    expectRefusal(() => drawRandomSample(frame, { size: { count: 1.5 }, seed: 'r' }), 'sampleSize', '样本量必须是正整数');
  });

  it('chooses every institution about equally often across seeds', () => {
    // One of 4 from 4,000 seeds: each about 1,000 times; 850 to 1,150 is far outside chance (σ ≈ 27).
    const tally = new Map<number, number>();
    const small = makeFrame(4);
    for (let seed = 0; seed < 4000; seed += 1) {
      const [id] = drawRandomSample(small, { size: { count: 1 }, seed }).selectedIds;
      tally.set(id, (tally.get(id) ?? 0) + 1);
    }
    expect([...tally.keys()].sort()).toEqual([1, 2, 3, 4]);
    for (const times of tally.values()) {
      expect(times).toBeGreaterThan(850);
      expect(times).toBeLessThan(1150);
    }
  });
});

describe('precise sampling', () => {
  const frame = makeFrame(50);

  it('takes the given ids, duplicates removed', () => {
    const record = drawPreciseSample(frame, { ids: [30, 4, 30, 12, 4] });
    expect(record).toMatchObject({ method: 'precise', seed: null, parameters: { ids: [4, 12, 30] }, selectedIds: [4, 12, 30] });
    expect(record.strata).toEqual([{ key: '{}', values: {}, population: 50, allocated: 3, selectedIds: [4, 12, 30] }]);
  });

  it('refuses ids the frame does not hold, naming them', () => {
    expectRefusal(() => drawPreciseSample(frame, { ids: [3, 9002, 9001, 9002] }), 'unknownIds', '以下机构不在抽样框中：9001、9002');
    const many = Array.from({ length: 25 }, (_, index) => 1000 + index);
    expectRefusal(() => drawPreciseSample(frame, { ids: many }), 'unknownIds', `以下机构不在抽样框中：${many.slice(0, 20).join('、')}等25家`);
    expectRefusal(() => drawPreciseSample(frame, { ids: [] }), 'noIds', '请至少选择一家机构');
    expectRefusal(() => drawPreciseSample(frame, { ids: [1, -2] }), 'noIds', '机构编号必须是正整数');
  });
});
