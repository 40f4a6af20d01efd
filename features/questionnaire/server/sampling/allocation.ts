/**
 * How many institutions each stratum gives (样本分配): proportional to the stratum's size, at least one from
 * every stratum, never more than a stratum holds, exactly n in all.
 *
 * The rule, step by step (docs/questionnaire.md works an example):
 * 1. Each open stratum i gets the quota q_i = m · N_i / M, where m is the sample still to allocate and M
 *    the population of the open strata (at first m = n, M = N, every stratum open).
 * 2. Every open stratum whose quota is below 1 is held at the minimum: it gets 1, leaves the open strata,
 *    and step 1 is repeated for the rest with m and M reduced accordingly.
 * 3. When every open quota is at least 1, the open strata get the largest-remainder rounding of their
 *    quotas: each gets ⌊q_i⌋, and the seats left over (m − Σ⌊q_i⌋, fewer than the open strata) go one each
 *    to the strata with the largest remainder q_i − ⌊q_i⌋; equal remainders go first to the larger stratum,
 *    then to the stratum whose key comes first.
 *
 * The cap never needs a step of its own: n ≤ N gives q_i ≤ N_i, and holding a stratum at 1 never raises
 * the other quotas (it takes a seat from them), so q_i ≤ N_i holds in every round; a quota ⌊q_i⌋ + 1 is
 * given only to a non-integer q_i, and then ⌈q_i⌉ ≤ N_i. Step 2 stops because m never falls below the
 * number of open strata (n ≥ the number of strata), so their quotas cannot all be below 1. The result is
 * checked against the rules all the same, so a mistake here can never produce a wrong sample silently.
 *
 * Quotas are compared as exact integers (m · N_i and its remainder modulo M), so ties are real ties and no
 * floating-point rounding decides a seat.
 *
 * How far the result can be from the plain proportional share s_i = n · N_i / N: |a_i − s_i| < 1 + k,
 * where k is the number of strata held at the minimum (so < 1 when none is).
 */
import { SamplingError } from './errors';

export interface StratumSize {
  key: string;
  population: number;
}

export interface StratumAllocation {
  /** The plain proportional share n · N_i / N, before the minimum and the rounding. */
  share: number;
  allocated: number;
  /** The stratum's proportional quota fell below one, so it was given the minimum of one. */
  heldAtMinimum: boolean;
}

/** m · N_i must be exact in a double: frames up to this size are always safe (n ≤ N). */
const LARGEST_FRAME = Math.floor(Math.sqrt(Number.MAX_SAFE_INTEGER));

/** Refuses a sample size no allocation can satisfy, with the sentence the console shows. */
export const checkSampleSize = (sampleSize: number, population: number, strataCount: number): void => {
  if (!Number.isSafeInteger(sampleSize) || sampleSize < 1) throw new SamplingError('sampleSize', '样本量必须是正整数', { sampleSize });
  if (sampleSize > population) {
    throw new SamplingError('tooLarge', `样本量不能超过总体数（${population}）`, { sampleSize, population });
  }
  if (sampleSize < strataCount) {
    throw new SamplingError('tooFewForStrata', `样本量不能少于分层数（${strataCount}），每层至少抽取1家`, { sampleSize, strataCount });
  }
};

/** The allocation of `sampleSize` over `strata` (in their canonical order); one entry per stratum, same order. */
export const allocate = (strata: readonly StratumSize[], sampleSize: number): StratumAllocation[] => {
  const total = strata.reduce((sum, stratum) => sum + stratum.population, 0);
  checkSampleSize(sampleSize, total, strata.length);
  if (total > LARGEST_FRAME) throw new RangeError(`allocate: a frame of ${total} is too large for exact quotas`);
  if (strata.some((stratum) => !Number.isSafeInteger(stratum.population) || stratum.population < 1)) {
    throw new RangeError('allocate: every stratum must hold at least one institution');
  }

  const allocated = strata.map(() => 0);
  const held = strata.map(() => false);
  let open = strata.map((_, index) => index);
  for (;;) {
    const m = sampleSize - allocated.reduce((sum, count) => sum + count, 0);
    const M = open.reduce((sum, index) => sum + strata[index].population, 0);
    // q_i < 1 ⇔ m · N_i < M
    const below = open.filter((index) => m * strata[index].population < M);
    if (below.length > 0) {
      for (const index of below) {
        allocated[index] = 1;
        held[index] = true;
      }
      open = open.filter((index) => !held[index]);
      continue;
    }
    roundLargestRemainders(strata, open, m, M, allocated);
    break;
  }

  const result = strata.map((stratum, index) => ({
    share: (sampleSize * stratum.population) / total,
    allocated: allocated[index],
    heldAtMinimum: held[index],
  }));
  assertRules(strata, result, sampleSize);
  return result;
};

const roundLargestRemainders = (strata: readonly StratumSize[], open: readonly number[], m: number, M: number, allocated: number[]) => {
  // Remainders as numerators over the common denominator M: exact, so equal means equal.
  const remainder = new Map<number, number>();
  let left = m;
  for (const index of open) {
    const product = m * strata[index].population;
    allocated[index] = Math.floor(product / M);
    remainder.set(index, product % M);
    left -= allocated[index];
  }
  const order = [...open].sort(
    (a, b) => remainder.get(b)! - remainder.get(a)! || strata[b].population - strata[a].population || (strata[a].key < strata[b].key ? -1 : strata[a].key > strata[b].key ? 1 : 0),
  );
  for (const index of order.slice(0, left)) allocated[index] += 1;
};

const assertRules = (strata: readonly StratumSize[], result: readonly StratumAllocation[], sampleSize: number) => {
  const sum = result.reduce((total, row) => total + row.allocated, 0);
  const broken = result.some((row, index) => row.allocated < 1 || row.allocated > strata[index].population);
  if (sum !== sampleSize || broken) throw new Error('allocate: the allocation broke its own rules (a bug, not a bad request)');
};
