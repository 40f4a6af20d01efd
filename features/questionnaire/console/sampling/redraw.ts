/** The request that repeats a draw with its own seed, parameters and exclusion (docs/questionnaire.md "Repeating a draw"). */
import type { Draw, DrawInput, PreciseDrawInput } from '../../contract/calls';

/** A draw as a sampling page asks for it (the questionnaire's id is added by useDraw). */
export type DrawRequest = { precise: false; body: Omit<DrawInput, 'id'> } | { precise: true; body: Omit<PreciseDrawInput, 'id'> };

export const redrawRequest = (draw: Draw): DrawRequest => {
  const parameters = draw.parameters as { attributes?: string[]; sampleSize?: number; size?: { count?: number; share?: number }; ids?: number[] };
  const excludeDays = draw.excludeDays ?? 0;
  if (draw.method === 'precise') return { body: { institutionIds: parameters.ids ?? draw.selectedIds, excludeDays }, precise: true };
  if (draw.method === 'random') return { body: { method: 'random', ...(parameters.size ?? { count: draw.sampleSize }), seed: draw.seed, excludeDays }, precise: false };
  return { body: { method: 'attribute', attributes: parameters.attributes, sampleSize: parameters.sampleSize, seed: draw.seed, excludeDays }, precise: false };
};

export const sameIds = (a: number[], b: number[]) => {
  const left = [...a].sort((x, y) => x - y);
  const right = [...b].sort((x, y) => x - y);
  return left.length === right.length && left.every((value, index) => value === right[index]);
};
