/**
 * Repeating a draw (复核抽样): given the frame an auditor holds and the stored record, check that the frame
 * is the one the draw used (its fingerprint) and that drawing again with the record's method, seed,
 * parameters and excluded ids chooses exactly the recorded institutions, stratum by stratum.
 */
import { isDeepStrictEqual } from 'node:util';
import { drawAttributeSample } from './attributeSampling';
import { SamplingError } from './errors';
import { frameFingerprint, type Frame } from './frame';
import { drawPreciseSample } from './preciseSampling';
import { ALGORITHM } from './prng';
import { drawRandomSample } from './randomSampling';
import type { DrawRecord, StratumSelection } from './record';

export interface VerifyResult {
  /** The frame is the recorded one and the redraw chose the recorded institutions. */
  matches: boolean;
  /** The frame's fingerprint equals the recorded one. */
  frameMatches: boolean;
  /** Keys of the strata whose population, allocation or chosen ids differ (or that only one side has). */
  differingStrata: string[];
  /** The outcome in a sentence for the console. */
  message: string;
  /** The repeated draw, when it could be made. */
  redrawn: DrawRecord | null;
}

const refused = (message: string, frameMatches: boolean): VerifyResult => ({ matches: false, frameMatches, differingStrata: [], message, redrawn: null });

export const verifyDraw = (frame: Frame, record: DrawRecord): VerifyResult => {
  if (record?.algorithm !== ALGORITHM) return refused(`记录的抽样算法（${String(record?.algorithm)}）不是本系统的算法（${ALGORITHM}）`, false);
  let fingerprint: string;
  try {
    fingerprint = frameFingerprint(frame);
  } catch (error) {
    if (error instanceof SamplingError) return refused(error.message, false);
    throw error;
  }
  if (fingerprint !== record.frame?.fingerprint) return refused('抽样框与记录不一致（指纹不同），无法复核', false);

  let redrawn: DrawRecord;
  try {
    redrawn = redraw(frame, record);
  } catch (error) {
    if (error instanceof SamplingError) return refused(`按记录重新抽样失败：${error.message}`, true);
    throw error;
  }
  const differingStrata = compareStrata(record.strata ?? [], redrawn.strata);
  const matches = differingStrata.length === 0 && isDeepStrictEqual(record.selectedIds, redrawn.selectedIds) && isDeepStrictEqual(record.frame.excludedIds, redrawn.frame.excludedIds);
  const message = matches ? '复核一致：重新抽样得到的机构与记录相同' : `复核不一致：${differingStrata.length}个分层的抽样结果与记录不同`;
  return { matches, frameMatches: true, differingStrata, message, redrawn };
};

/** The draw the record describes, made again on `frame`. */
const redraw = (frame: Frame, record: DrawRecord): DrawRecord => {
  const exclude = record.frame.excludedIds;
  switch (record.method) {
    case 'attribute':
      return drawAttributeSample(frame, { ...record.parameters, seed: record.seed, exclude });
    case 'random':
      return drawRandomSample(frame, { size: record.parameters.size, seed: record.seed, exclude });
    case 'precise':
      return drawPreciseSample(frame, { ids: record.parameters.ids, exclude });
    default:
      throw new SamplingError('record', `未知的抽样方式：${String((record as { method?: unknown }).method)}`);
  }
};

const compareStrata = (recorded: readonly StratumSelection[], redrawn: readonly StratumSelection[]): string[] => {
  const byKey = new Map(redrawn.map((stratum) => [stratum.key, stratum]));
  const differing = recorded
    .filter((stratum) => {
      const again = byKey.get(stratum.key);
      return !again || again.population !== stratum.population || again.allocated !== stratum.allocated || !isDeepStrictEqual(again.selectedIds, stratum.selectedIds);
    })
    .map((stratum) => stratum.key);
  const recordedKeys = new Set(recorded.map((stratum) => stratum.key));
  return [...differing, ...redrawn.filter((stratum) => !recordedKeys.has(stratum.key)).map((stratum) => stratum.key)];
};
