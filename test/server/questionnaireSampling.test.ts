/**
 * The questionnaire sampling core (server/questionnaire/sampling, docs/questionnaire.md "抽样方法"):
 * allocations worked by hand (proportional shares, largest remainders and their tie-breaks, the minimum of
 * one, strata taken whole), the refusals with their Chinese messages, reproducibility (same seed and frame,
 * any input order, pinned outputs), independent strata, exclusion of recently sampled institutions, random
 * and precise samples, repeating a stored draw, and fast-check properties of the allocation and the draws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALGORITHM,
  SamplingError,
  allocate,
  canonicalFrameJson,
  canonicalFrame,
  drawAttributeSample,
  drawPreciseSample,
  drawRandomSample,
  frameFingerprint,
  normaliseSeed,
  planAttributeSample,
  resolveRandomSize,
  sfc32,
  streamFor,
  uniformBelow,
  verifyDraw,
  type DrawRecord,
  type Institution,
  type SamplingErrorCode,
} from '../../server/questionnaire/sampling';
import { partialFisherYates } from '../../server/questionnaire/sampling/shuffle';

const TYPES = ['银行', '证券公司', '基金公司', '保险公司'];
const REGIONS = ['华东', '华北', '华南'];

/** `count` institutions with ids from `firstId`, type and region cycling (4 × 3 = 12 strata). */
const makeFrame = (count: number, firstId = 1): Institution[] =>
  Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    name: `会员机构${firstId + index}`,
    attributes: { type: TYPES[index % TYPES.length], region: REGIONS[index % REGIONS.length], size: index % 5 === 0 ? '大型' : '中小型' },
  }));

/** A frame with strata of the given sizes by `type` (keys t0, t1, …), ids consecutive. */
const frameOfStrata = (sizes: readonly number[]): Institution[] => {
  let id = 0;
  return sizes.flatMap((size, stratum) =>
    Array.from({ length: size }, () => {
      id += 1;
      return { id, name: `机构${id}`, attributes: { type: `t${stratum}` } };
    }),
  );
};

const sizes = (populations: readonly number[]) => populations.map((population, index) => ({ key: `s${String(index).padStart(2, '0')}`, population }));
const counts = (populations: readonly number[], n: number) => allocate(sizes(populations), n).map((row) => row.allocated);

/** The refusal `run` throws: a SamplingError with this code and exactly this message. */
const expectRefusal = (run: () => unknown, code: SamplingErrorCode, message: string) => {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(SamplingError);
  expect((thrown as SamplingError).code).toBe(code);
  expect((thrown as SamplingError).message).toBe(message);
};

/** A fixed reordering of the frame (reverse, then odd positions before even ones). */
const reordered = (frame: readonly Institution[]) => {
  const reversed = [...frame].reverse();
  return [...reversed.filter((_, index) => index % 2 === 1), ...reversed.filter((_, index) => index % 2 === 0)];
};

const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

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
    expectRefusal(
      () => planAttributeSample(big, { attributes: ['type', 'region'], sampleSize: 11 }),
      'tooFewForStrata',
      '样本量不能少于分层数（12），每层至少抽取1家',
    );
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

describe('reproducibility', () => {
  const frame = makeFrame(300);
  const request = { attributes: ['type', 'region'], sampleSize: 40, seed: 'c0ffee-2024' };

  it('draws the same institutions from the same seed and frame, with the allocation as planned', () => {
    const first = drawAttributeSample(frame, request);
    expect(drawAttributeSample(frame, request)).toEqual(first);
    expect(first.strata.map((row) => row.allocated)).toEqual(planAttributeSample(frame, request).rows.map((row) => row.allocated));
    expect(first.strata.every((row) => row.selectedIds.length === row.allocated)).toBe(true);
    expect(first.selectedIds).toHaveLength(40);
  });

  it('does not depend on the order the frame is given in', () => {
    const first = drawAttributeSample(frame, request);
    expect(drawAttributeSample(reordered(frame), request)).toEqual(first);
    expect(drawRandomSample(reordered(frame), { size: { count: 25 }, seed: 'x1' })).toEqual(drawRandomSample(frame, { size: { count: 25 }, seed: 'x1' }));
    expect(frameFingerprint(reordered(frame))).toBe(frameFingerprint(frame));
  });

  it('usually draws other institutions from another seed', () => {
    const seeds = Array.from({ length: 10 }, (_, index) => `seed-${index}`);
    const samples = new Set(seeds.map((seed) => drawAttributeSample(frame, { ...request, seed }).selectedIds.join(',')));
    expect(samples.size).toBe(10);
  });

  it('treats an integer seed as its decimal digits', () => {
    expect(drawAttributeSample(frame, { ...request, seed: 42 })).toEqual(drawAttributeSample(frame, { ...request, seed: '42' }));
  });

  it('keeps the outputs pinned, so stored draws stay repeatable after changes to the code', () => {
    // sfc32 by hand from (1, 2, 3, 4): t = 1 + 2 + 4 = 7; then a = 2, b = 3 + 24 = 27, counter = 5: t = 34.
    const next = sfc32(1, 2, 3, 4);
    expect([next(), next()]).toEqual([7, 34]);
    // The same values come from an independent Python implementation (docs/questionnaire.md).
    const stream = streamFor('demo-seed', 'attribute', '{"type":"银行"}');
    expect([stream(), stream(), stream()]).toEqual([3093063041, 54533060, 2532908412]);
    const golden = Array.from({ length: 30 }, (_, index) => ({ id: 101 + index, name: `机构${index + 1}`, attributes: { type: ['银行', '证券公司', '基金公司'][index % 3] } }));
    const draw = drawAttributeSample(golden, { attributes: ['type'], sampleSize: 7, seed: 'golden' });
    expect(draw.algorithm).toBe(ALGORITHM);
    expect(draw.strata.map((row) => [row.key, row.selectedIds])).toEqual([
      ['{"type":"基金公司"}', [106, 115, 130]],
      ['{"type":"证券公司"}', [114, 117]],
      ['{"type":"银行"}', [104, 122]],
    ]);
    expect(draw.frame.fingerprint).toBe('a83b2471d81497861ffba59407a11ffa447c6e41b2daa827b0c54b09b6aeaa06');
    expect(drawRandomSample(golden, { size: { count: 5 }, seed: 'golden' }).selectedIds).toEqual([110, 111, 116, 117, 118]);
  });

  it('fingerprints the canonical JSON: ids ascending, attribute names ascending, even integer-like ones', () => {
    const frame2: Institution[] = [
      { id: 2, name: '乙', attributes: { '9': 'x', '10': 'y' } },
      { id: 1, name: '甲 "A"', attributes: { b: '2', a: '1' } },
    ];
    expect(canonicalFrameJson(canonicalFrame(frame2))).toBe('[{"id":1,"name":"甲 \\"A\\"","attributes":{"a":"1","b":"2"}},{"id":2,"name":"乙","attributes":{"10":"y","9":"x"}}]');
    expect(frameFingerprint([{ id: 1, name: '甲', attributes: { b: '2', a: '1' } }])).toBe('0613e1057b47f28d2e19a4a4fcf0b535b4feb57252d6bbd7b8d6a0254f2f0acd');
    // A renamed institution is another frame.
    expect(frameFingerprint([{ id: 1, name: '甲乙', attributes: { b: '2', a: '1' } }])).not.toBe('0613e1057b47f28d2e19a4a4fcf0b535b4feb57252d6bbd7b8d6a0254f2f0acd');
  });
});

describe('independent strata', () => {
  const twoStrata = frameOfStrata([20, 20]);

  it('keeps a stratum’s draw when a stratum appears elsewhere and the allocation stays the same', () => {
    const before = drawAttributeSample(twoStrata, { attributes: ['type'], sampleSize: 10, seed: 'ind' });
    // A third stratum of one member: n = 11 holds it at 1 and leaves 5 + 5 for the others.
    const grown = [...twoStrata, { id: 1000, name: '新会员', attributes: { type: 'a-new' } }];
    const after = drawAttributeSample(grown, { attributes: ['type'], sampleSize: 11, seed: 'ind' });
    const ids = (record: DrawRecord, key: string) => record.strata.find((row) => row.key === key)!.selectedIds;
    expect(after.strata.map((row) => row.allocated)).toEqual([1, 5, 5]);
    expect(ids(after, '{"type":"t0"}')).toEqual(ids(before, '{"type":"t0"}'));
    expect(ids(after, '{"type":"t1"}')).toEqual(ids(before, '{"type":"t1"}'));
  });

  it('keeps a stratum’s draw when another stratum gains members', () => {
    const before = drawAttributeSample(twoStrata, { attributes: ['type'], sampleSize: 10, seed: 'ind' });
    const grown = [...twoStrata, ...Array.from({ length: 5 }, (_, index) => ({ id: 500 + index, name: `新证券${index}`, attributes: { type: 't1' } }))];
    // N = 45, n = 11: shares 4.89 and 6.11 → 4 + 6, the seat to t0's larger remainder: 5 + 6.
    const after = drawAttributeSample(grown, { attributes: ['type'], sampleSize: 11, seed: 'ind' });
    expect(after.strata.map((row) => row.allocated)).toEqual([5, 6]);
    expect(after.strata[0].selectedIds).toEqual(before.strata[0].selectedIds);
  });

  it('draws different strata from different streams', () => {
    // Two strata of the same size and allocation would draw the same positions from one shared stream.
    const record = drawAttributeSample(frameOfStrata([50, 50]), { attributes: ['type'], sampleSize: 10, seed: 'streams' });
    const positions = record.strata.map((row, index) => row.selectedIds.map((id) => id - index * 50));
    expect(positions[0]).not.toEqual(positions[1]);
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
    expectRefusal(
      () => drawRandomSample(makeFrame(3), { size: { count: 1 }, seed: 'ex', exclude: [1, 2, 3] }),
      'emptyFrame',
      '排除近期已抽样的3家机构后，没有可抽取的机构',
    );
  });

  it('computes a share of the institutions that remain', () => {
    const record = drawRandomSample(frame, { size: { share: 0.1 }, seed: 'ex', exclude: recent });
    expect(record.parameters.sampleSize).toBe(9);
    expect(record.selectedIds.every((id) => id > 30)).toBe(true);
  });

  it('refuses a precise pick of an excluded institution', () => {
    expectRefusal(
      () => drawPreciseSample(frame, { ids: [40, 3, 5], exclude: recent }),
      'excludedIds',
      '以下机构近期已被抽样，已排除在本次抽样之外：3、5',
    );
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
    expectRefusal(
      () => drawPreciseSample(frame, { ids: many }),
      'unknownIds',
      `以下机构不在抽样框中：${many.slice(0, 20).join('、')}等25家`,
    );
    expectRefusal(() => drawPreciseSample(frame, { ids: [] }), 'noIds', '请至少选择一家机构');
    expectRefusal(() => drawPreciseSample(frame, { ids: [1, -2] }), 'noIds', '机构编号必须是正整数');
  });
});

describe('repeating a stored draw', () => {
  const frame = makeFrame(200);
  const attribute = drawAttributeSample(frame, { attributes: ['region', 'size'], sampleSize: 30, seed: 'audit-1', exclude: [1, 2, 3] });
  const random = drawRandomSample(frame, { size: { share: 0.15 }, seed: 'audit-2' });
  const records: DrawRecord[] = [attribute, random, drawPreciseSample(frame, { ids: [8, 9, 10] })];

  it('matches for every method, the record read back from JSON and the frame in another order', () => {
    for (const record of records) {
      const result = verifyDraw(reordered(frame), roundTrip(record));
      expect(result).toMatchObject({ matches: true, frameMatches: true, differingStrata: [], message: '复核一致：重新抽样得到的机构与记录相同' });
    }
  });

  it('finds a changed selection and names its stratum', () => {
    const tampered = roundTrip(attribute);
    const stratum = tampered.strata[2];
    const outsider = frame.find((institution) => !tampered.selectedIds.includes(institution.id) && institution.id > 3)!.id;
    stratum.selectedIds = [...stratum.selectedIds.slice(1), outsider].sort((a, b) => a - b);
    const result = verifyDraw(frame, tampered);
    expect(result.matches).toBe(false);
    expect(result.frameMatches).toBe(true);
    expect(result.differingStrata).toEqual([stratum.key]);
    expect(result.message).toBe('复核不一致：1个分层的抽样结果与记录不同');
  });

  it('finds a changed seed or exclusion', () => {
    expect(verifyDraw(frame, { ...roundTrip(random), seed: 'audit-3' }).matches).toBe(false);
    const record = roundTrip(attribute);
    expect(verifyDraw(frame, { ...record, frame: { ...record.frame, excludedIds: [1, 2] } }).matches).toBe(false);
  });

  it('refuses to compare against another frame', () => {
    const renamed = frame.map((institution) => (institution.id === 5 ? { ...institution, name: '改名后的机构' } : institution));
    expect(verifyDraw(renamed, attribute)).toMatchObject({ matches: false, frameMatches: false, message: '抽样框与记录不一致（指纹不同），无法复核' });
    expect(verifyDraw(frame, { ...attribute, algorithm: 'other' as typeof ALGORITHM }).matches).toBe(false);
  });
});

describe('properties', () => {
  const populations = fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 25 });
  const withSampleSize = populations.chain((list) =>
    fc.integer({ min: list.length, max: list.reduce((sum, size) => sum + size, 0) }).map((n) => ({ list, n })),
  );

  it('allocation: Σa_i = n, 1 ≤ a_i ≤ N_i, |a_i − n·N_i/N| < 1 + k (k strata held at one)', () => {
    fc.assert(
      fc.property(withSampleSize, ({ list, n }) => {
        const rows = allocate(sizes(list), n);
        const total = list.reduce((sum, size) => sum + size, 0);
        const held = rows.filter((row) => row.heldAtMinimum).length;
        expect(rows.reduce((sum, row) => sum + row.allocated, 0)).toBe(n);
        rows.forEach((row, index) => {
          expect(row.allocated).toBeGreaterThanOrEqual(1);
          expect(row.allocated).toBeLessThanOrEqual(list[index]);
          expect(row.share).toBeCloseTo((n * list[index]) / total, 9);
          expect(Math.abs(row.allocated - row.share)).toBeLessThan(1 + held);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('allocation refuses exactly the impossible sizes', () => {
    fc.assert(
      fc.property(populations, fc.integer({ min: -5, max: 12_000 }), (list, n) => {
        const total = list.reduce((sum, size) => sum + size, 0);
        const possible = n >= 1 && n >= list.length && n <= total;
        if (possible) expect(() => allocate(sizes(list), n)).not.toThrow();
        else expect(() => allocate(sizes(list), n)).toThrow(SamplingError);
      }),
      { numRuns: 300 },
    );
  });

  it('partial Fisher–Yates: k distinct ids of the stratum, the same for the same stream', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.nat(), fc.string({ unit: 'grapheme-ascii', maxLength: 12 }), (size, pick, key) => {
        const ids = Array.from({ length: size }, (_, index) => index * 3 + 1);
        const count = pick % (size + 1);
        const chosen = partialFisherYates(ids, count, streamFor('p', 'attribute', key));
        expect(new Set(chosen).size).toBe(count);
        expect(chosen.every((id) => ids.includes(id))).toBe(true);
        expect(partialFisherYates(ids, count, streamFor('p', 'attribute', key))).toEqual(chosen);
      }),
      { numRuns: 150 },
    );
  });

  it('uniformBelow stays below its bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.string({ maxLength: 8 }), (bound, key) => {
        const next = streamFor('u', 'random', key);
        for (let i = 0; i < 5; i += 1) {
          const value = uniformBelow(next, bound);
          expect(Number.isInteger(value) && value >= 0 && value < bound).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a draw: any frame order gives the same record, each stratum its allocation, verifyDraw agrees', () => {
    const institutions = fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 100_000 }), type: fc.constantFrom('银行', '证券公司', '基金公司'), region: fc.constantFrom('华东', '华北') }),
      { minLength: 1, maxLength: 80, selector: (item) => item.id },
    );
    fc.assert(
      fc.property(institutions, fc.nat(), fc.nat(), (items, pick, shuffleSeed) => {
        const frame = items.map(({ id, type, region }) => ({ id, name: `机构${id}`, attributes: { type, region } }));
        const strata = new Set(items.map((item) => `${item.type}/${item.region}`)).size;
        const n = strata + (pick % (frame.length - strata + 1));
        const record = drawAttributeSample(frame, { attributes: ['type', 'region'], sampleSize: n, seed: `s${shuffleSeed}` });
        const shuffled = partialFisherYates(
          frame.map((_, index) => index),
          frame.length,
          streamFor(String(shuffleSeed), 'random', '{}'),
        ).map((index) => frame[index]);
        expect(drawAttributeSample(shuffled, { attributes: ['region', 'type'], sampleSize: n, seed: `s${shuffleSeed}` })).toEqual(record);
        expect(record.selectedIds).toHaveLength(n);
        for (const row of record.strata) expect(row.selectedIds).toHaveLength(row.allocated);
        expect(verifyDraw(shuffled, roundTrip(record)).matches).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
