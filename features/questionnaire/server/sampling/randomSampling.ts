/**
 * Random sampling (随机抽样): a number, or a share, of the whole (eligible) frame, drawn with one
 * partial Fisher–Yates shuffle over the canonical order. The frame is a single stratum, key `{}`.
 */
import { SamplingError } from './errors';
import { prepareFrame, requireEligible, type Frame } from './frame';
import { ALGORITHM, streamFor } from './prng';
import { WHOLE_FRAME_KEY, ascending, type RandomDrawRecord, type RandomSize } from './record';
import { normaliseSeed, type Seed } from './seed';
import { partialFisherYates } from './shuffle';
import { checkSampleSize } from './allocation';

export interface RandomRequest {
  size: RandomSize;
  seed: Seed;
  exclude?: Iterable<number>;
}

/**
 * The number of institutions a size asks for out of `population`. A share p (0 < p ≤ 1) gives p · N
 * rounded half up, and at least 1. The product is computed exactly on the share's decimal digits as
 * JavaScript prints the number (0.35 is 35/100, not the nearest double), so 35% of 10 is 3.5 and rounds
 * to 4 on every machine, as an auditor working with a pencil would expect.
 */
export const resolveRandomSize = (size: RandomSize, population: number): number => {
  if (typeof size === 'object' && size !== null && 'share' in size) {
    const { share } = size;
    if (typeof share !== 'number' || !Number.isFinite(share) || share <= 0 || share > 1) {
      throw new SamplingError('share', '抽样比例必须大于0且不超过1', { share });
    }
    const { digits, scale } = decimalOf(share);
    const denominator = 10n ** BigInt(scale);
    const rounded = Number((2n * digits * BigInt(population) + denominator) / (2n * denominator));
    return Math.max(1, rounded);
  }
  if (typeof size === 'object' && size !== null && 'count' in size) return size.count;
  throw new SamplingError('sampleSize', '请指定抽样数量或抽样比例');
};

/** A positive finite number as digits / 10^scale, from its shortest decimal form (`0.35`, `1e-7`). */
const decimalOf = (value: number): { digits: bigint; scale: number } => {
  const [mantissa, exponentText = '0'] = String(value).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const digits = BigInt(whole + fraction);
  const scale = fraction.length - Number(exponentText);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
};

export const drawRandomSample = (frame: Frame, request: RandomRequest): RandomDrawRecord => {
  const seed = normaliseSeed(request.seed);
  const { eligible, summary } = prepareFrame(frame, request.exclude);
  requireEligible(summary);
  const sampleSize = resolveRandomSize(request.size, eligible.length);
  checkSampleSize(sampleSize, eligible.length, 1);
  const ids = eligible.map((institution) => institution.id);
  const selectedIds = ascending(partialFisherYates(ids, sampleSize, streamFor(seed, 'random', WHOLE_FRAME_KEY)));
  return {
    algorithm: ALGORITHM,
    method: 'random',
    seed,
    parameters: { size: copySize(request.size), sampleSize },
    frame: summary,
    strata: [{ key: WHOLE_FRAME_KEY, values: {}, population: eligible.length, allocated: sampleSize, selectedIds }],
    selectedIds,
  };
};

/** Only the field that was used, so the record holds nothing the caller's object happened to carry. */
const copySize = (size: RandomSize): RandomSize => ('share' in size ? { share: size.share } : { count: size.count });
