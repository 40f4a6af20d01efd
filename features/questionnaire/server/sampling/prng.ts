/**
 * The pseudo-random numbers of a draw: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 32-bit
 * variant, from PractRand), seeded through SHA-256. Both are fully specified, use only 32-bit integer
 * arithmetic (Math.imul is not even needed) and so give the same numbers on every machine, Node version
 * and language an auditor may choose to repeat a draw in.
 *
 * Each stratum draws from its own stream, derived from the seed and the stratum's key, so that a change in
 * one stratum (a member added elsewhere, a stratum appearing) cannot shift another stratum's numbers.
 */
import { createHash } from 'node:crypto';

/** A source of uniformly distributed unsigned 32-bit integers. */
export type Uint32Source = () => number;

/** The version of the derivation below; a record names it so a later change cannot silently alter old draws. */
export const ALGORITHM = 'sfc32-sha256-v1';

/**
 * sfc32 over the state (a, b, c, counter); one output per call. The same steps as PractRand's sfc32:
 * t = a + b + counter; counter += 1; a = b ^ (b >>> 9); b = c + (c << 3); c = rotl(c, 21) + t; output t.
 */
export const sfc32 = (a: number, b: number, c: number, counter: number): Uint32Source => {
  let sa = a >>> 0;
  let sb = b >>> 0;
  let sc = c >>> 0;
  let sd = counter >>> 0;
  return () => {
    const t = (((sa + sb) >>> 0) + sd) >>> 0;
    sd = (sd + 1) >>> 0;
    sa = (sb ^ (sb >>> 9)) >>> 0;
    sb = (sc + (sc << 3)) >>> 0;
    sc = (((sc << 21) | (sc >>> 11)) + t) >>> 0;
    return t;
  };
};

/** Outputs thrown away after seeding, as PractRand's own sfc32 seeding does, so the first used numbers are well mixed. */
const WARM_UP = 12;

/**
 * The text hashed to seed one stream: `sampling/v1`, the seed, the method and the stream's name (a stratum
 * key), joined by newlines (a seed cannot contain one; seed.ts). Exported so that the documentation and an
 * auditor's check can show exactly what is hashed.
 */
export const streamMaterial = (seed: string, method: string, stream: string): string => `sampling/v1\n${seed}\n${method}\n${stream}`;

/**
 * The stream for one stratum: SHA-256 of the UTF-8 material, its first 16 bytes read as four big-endian
 * 32-bit words for a, b, c and the counter, then WARM_UP outputs skipped.
 */
export const streamFor = (seed: string, method: string, stream: string): Uint32Source => {
  const digest = createHash('sha256')
    .update(streamMaterial(seed, method, stream), 'utf8')
    .digest();
  const next = sfc32(digest.readUInt32BE(0), digest.readUInt32BE(4), digest.readUInt32BE(8), digest.readUInt32BE(12));
  for (let i = 0; i < WARM_UP; i += 1) next();
  return next;
};

const TWO_32 = 0x1_0000_0000;

/**
 * A uniform integer in [0, bound) for 1 ≤ bound ≤ 2^32, without modulo bias: outputs at or above the
 * largest multiple of `bound` below 2^32 are rejected and the next one taken. (For a bound of a few
 * thousand a rejection happens about once in a million calls.)
 */
export const uniformBelow = (next: Uint32Source, bound: number): number => {
  if (!Number.isInteger(bound) || bound < 1 || bound > TWO_32) throw new RangeError(`uniformBelow: bad bound ${bound}`);
  const limit = TWO_32 - (TWO_32 % bound);
  for (;;) {
    const value = next();
    if (value < limit) return value % bound;
  }
};
