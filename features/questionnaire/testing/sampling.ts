/** Frames and helpers the questionnaire sampling tests share. */
import { expect } from 'vitest';
import { SamplingError, allocate, type Institution, type SamplingErrorCode } from '../server/sampling';

export const TYPES = ['银行', '证券公司', '基金公司', '保险公司'];
export const REGIONS = ['华东', '华北', '华南'];

/** `count` institutions with ids from `firstId`, type and region cycling (4 × 3 = 12 strata). */
export const makeFrame = (count: number, firstId = 1): Institution[] =>
  Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    name: `会员机构${firstId + index}`,
    attributes: { type: TYPES[index % TYPES.length], region: REGIONS[index % REGIONS.length], size: index % 5 === 0 ? '大型' : '中小型' },
  }));

/** A frame with strata of the given sizes by `type` (keys t0, t1, …), ids consecutive. */
export const frameOfStrata = (sizes: readonly number[]): Institution[] => {
  let id = 0;
  return sizes.flatMap((size, stratum) =>
    Array.from({ length: size }, () => {
      id += 1;
      return { id, name: `机构${id}`, attributes: { type: `t${stratum}` } };
    }),
  );
};

export const sizes = (populations: readonly number[]) => populations.map((population, index) => ({ key: `s${String(index).padStart(2, '0')}`, population }));
export const counts = (populations: readonly number[], n: number) => allocate(sizes(populations), n).map((row) => row.allocated);

/** The refusal `run` throws: a SamplingError with this code and exactly this message. */
export const expectRefusal = (run: () => unknown, code: SamplingErrorCode, message: string) => {
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
export const reordered = (frame: readonly Institution[]) => {
  const reversed = [...frame].reverse();
  return [...reversed.filter((_, index) => index % 2 === 1), ...reversed.filter((_, index) => index % 2 === 0)];
};

export const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
