/**
 * The seed of a draw. The caller makes one (generateSeed) and stores it with the draw; everything here only
 * takes it. Seeds are limited to a plain alphabet so that an auditor can copy one from a record or a
 * screen without doubt about invisible characters, and so that the newline separating the parts of a
 * stream's seed material (prng.ts) can never occur inside one.
 */
import { randomBytes } from 'node:crypto';
import { SamplingError } from './errors';

export type Seed = string | number;

const SEED_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The canonical text of a seed: a string as it is, an integer (0 to 2^53 − 1) as its decimal digits, so
 * the integer 42 and the string "42" are the same seed.
 */
export const normaliseSeed = (seed: Seed): string => {
  if (typeof seed === 'number') {
    if (Number.isSafeInteger(seed) && seed >= 0) return String(seed);
    throw new SamplingError('seed', '抽样种子必须是非负整数或字符串', { seed });
  }
  if (typeof seed === 'string' && SEED_PATTERN.test(seed)) return seed;
  throw new SamplingError('seed', '抽样种子只能由字母、数字和 . _ : - 组成，长度1到128个字符', { seed });
};

/** 128 random bits as 32 hex digits: what a caller stores when it starts a draw. */
export const generateSeed = (): string => randomBytes(16).toString('hex');
