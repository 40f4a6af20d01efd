/**
 * Questionnaire draws an auditor can repeat (docs/questionnaire.md "抽样方法"): the same seed and frame in any
 * input order give the same institutions, outputs pinned, independent strata, a stored draw checked again,
 * and fast-check properties of the allocation and the draws.
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
  planAttributeSample,
  sfc32,
  streamFor,
  uniformBelow,
  verifyDraw,
  type DrawRecord,
  type Institution,
} from '../../features/questionnaire/server/sampling';
import { partialFisherYates } from '../../features/questionnaire/server/sampling/shuffle';
import { makeFrame, frameOfStrata, sizes, reordered, roundTrip } from '../../features/questionnaire/testing/sampling';

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
  const withSampleSize = populations.chain((list) => fc.integer({ min: list.length, max: list.reduce((sum, size) => sum + size, 0) }).map((n) => ({ list, n })));

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
    const institutions = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 100_000 }), type: fc.constantFrom('银行', '证券公司', '基金公司'), region: fc.constantFrom('华东', '华北') }), {
      minLength: 1,
      maxLength: 80,
      selector: (item) => item.id,
    });
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
