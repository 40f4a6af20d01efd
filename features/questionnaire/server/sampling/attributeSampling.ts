/**
 * Attribute (stratified) sampling (按属性抽样): strata by the chosen attributes, the sample size allocated
 * over them (allocation.ts), then each stratum's institutions drawn from its own random stream.
 */
import { allocate } from './allocation';
import { prepareFrame, requireEligible, type Frame, type FrameSummary } from './frame';
import { ALGORITHM, streamFor } from './prng';
import { ascending, type AllocationRow, type AttributeDrawRecord } from './record';
import { normaliseSeed, type Seed } from './seed';
import { partialFisherYates } from './shuffle';
import { canonicalAttributes, formStrata, type Stratum } from './strata';

export interface AttributeRequest {
  /** Attribute names to stratify by; their order does not matter. */
  attributes: readonly string[];
  /** n, the number of institutions to draw. */
  sampleSize: number;
  /** Ids to leave out of the frame first (institutions sampled recently). */
  exclude?: Iterable<number>;
}

/** The allocation table a console shows for confirmation before anything is drawn. */
export interface AttributePlan {
  attributes: string[];
  sampleSize: number;
  frame: FrameSummary;
  /** One row per non-empty stratum, in stratum key order. */
  rows: AllocationRow[];
}

const planWithStrata = (frame: Frame, request: AttributeRequest): { plan: AttributePlan; strata: Stratum[] } => {
  const attributes = canonicalAttributes(request.attributes);
  const { eligible, summary } = prepareFrame(frame, request.exclude);
  requireEligible(summary);
  const strata = formStrata(eligible, attributes);
  const allocation = allocate(
    strata.map((stratum) => ({ key: stratum.key, population: stratum.members.length })),
    request.sampleSize,
  );
  const rows = strata.map((stratum, index) => ({
    key: stratum.key,
    values: stratum.values,
    population: stratum.members.length,
    ...allocation[index],
  }));
  return { plan: { attributes, sampleSize: request.sampleSize, frame: summary, rows }, strata };
};

/** The strata and their allocation, without drawing (and without a seed: the allocation does not depend on it). */
export const planAttributeSample = (frame: Frame, request: AttributeRequest): AttributePlan => planWithStrata(frame, request).plan;

/** Plans, then draws each stratum's allocation from the stream named by its key. */
export const drawAttributeSample = (frame: Frame, request: AttributeRequest & { seed: Seed }): AttributeDrawRecord => {
  const seed = normaliseSeed(request.seed);
  const { plan, strata } = planWithStrata(frame, request);
  const rows = plan.rows.map((row, index) => {
    const ids = strata[index].members.map((institution) => institution.id);
    const selectedIds = ascending(partialFisherYates(ids, row.allocated, streamFor(seed, 'attribute', row.key)));
    return { ...row, selectedIds };
  });
  return {
    algorithm: ALGORITHM,
    method: 'attribute',
    seed,
    parameters: { attributes: plan.attributes, sampleSize: plan.sampleSize },
    frame: plan.frame,
    strata: rows,
    selectedIds: ascending(rows.flatMap((row) => row.selectedIds)),
  };
};
