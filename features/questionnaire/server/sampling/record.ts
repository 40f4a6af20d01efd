/**
 * What a draw leaves behind (抽样记录): enough for an auditor to repeat it (verify.ts) given the frame it was
 * drawn from. Plain JSON values only, so it can be stored as it is (a jsonb column) and read back.
 */
import type { FrameSummary } from './frame';
import type { ALGORITHM } from './prng';

export type SamplingMethod = 'attribute' | 'random' | 'precise';

/** A random sample's size as asked: a number of institutions, or a share of the (eligible) frame. */
export type RandomSize = { count: number } | { share: number };

/** One stratum of a draw. Random and precise samples have a single stratum, key `{}` (no attribute). */
export interface StratumSelection {
  key: string;
  values: Record<string, string>;
  /** Eligible institutions in the stratum. */
  population: number;
  allocated: number;
  /** The chosen institutions, ids ascending. */
  selectedIds: number[];
}

/** A row of the allocation table shown before an attribute draw is confirmed. */
export interface AllocationRow {
  key: string;
  values: Record<string, string>;
  population: number;
  /** The plain proportional share n · N_i / N, unrounded. */
  share: number;
  allocated: number;
  heldAtMinimum: boolean;
}

interface RecordBase {
  /** The PRNG and stream derivation the draw used (prng.ts). */
  algorithm: typeof ALGORITHM;
  frame: FrameSummary;
  /** Every chosen id, ascending. */
  selectedIds: number[];
}

export interface AttributeDrawRecord extends RecordBase {
  method: 'attribute';
  seed: string;
  /** Attribute names in canonical order; sampleSize is n. */
  parameters: { attributes: string[]; sampleSize: number };
  strata: (AllocationRow & StratumSelection)[];
}

export interface RandomDrawRecord extends RecordBase {
  method: 'random';
  seed: string;
  /** The size as asked and the number of institutions it came to. */
  parameters: { size: RandomSize; sampleSize: number };
  strata: StratumSelection[];
}

export interface PreciseDrawRecord extends RecordBase {
  method: 'precise';
  /** Nothing is random in a precise sample. */
  seed: null;
  /** The chosen ids, duplicates removed, ascending. */
  parameters: { ids: number[] };
  strata: StratumSelection[];
}

export type DrawRecord = AttributeDrawRecord | RandomDrawRecord | PreciseDrawRecord;

/** The key of the single stratum of a random or precise sample: the values of no attribute. */
export const WHOLE_FRAME_KEY = '{}';

export const ascending = (ids: readonly number[]): number[] => [...ids].sort((a, b) => a - b);
