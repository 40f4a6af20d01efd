/** The sampling core of questionnaires (issue 23): pure, deterministic, no database. docs/questionnaire.md explains it. */
export { allocate, checkSampleSize, type StratumAllocation, type StratumSize } from './allocation';
export { drawAttributeSample, planAttributeSample, type AttributePlan, type AttributeRequest } from './attributeSampling';
export { SamplingError, type SamplingErrorCode } from './errors';
export { canonicalFrame, canonicalFrameJson, frameFingerprint, type Frame, type FrameSummary, type Institution } from './frame';
export { drawPreciseSample, type PreciseRequest } from './preciseSampling';
export { ALGORITHM, sfc32, streamFor, streamMaterial, uniformBelow } from './prng';
export { drawRandomSample, resolveRandomSize, type RandomRequest } from './randomSampling';
export type { AllocationRow, AttributeDrawRecord, DrawRecord, PreciseDrawRecord, RandomDrawRecord, RandomSize, SamplingMethod, StratumSelection } from './record';
export { generateSeed, normaliseSeed, type Seed } from './seed';
export { canonicalAttributes, formStrata, type Stratum } from './strata';
export { verifyDraw, type VerifyResult } from './verify';
