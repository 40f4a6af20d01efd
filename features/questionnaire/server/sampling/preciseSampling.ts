/**
 * Precise sampling (精准抽样): the institutions an operator picked by hand. Nothing is random; the record
 * still carries the frame's fingerprint so an auditor can see the picks were members of that frame.
 */
import { SamplingError, nameIds } from './errors';
import { prepareFrame, type Frame } from './frame';
import { ALGORITHM } from './prng';
import { WHOLE_FRAME_KEY, ascending, type PreciseDrawRecord } from './record';

export interface PreciseRequest {
  ids: readonly number[];
  exclude?: Iterable<number>;
}

/**
 * The picks, duplicates removed, checked against the frame: ids the frame does not hold are refused by
 * name, and so are picks that the exclusion of recently sampled institutions leaves out (an operator who
 * asked for both should see the conflict rather than a sample quietly smaller than the picks).
 */
export const drawPreciseSample = (frame: Frame, request: PreciseRequest): PreciseDrawRecord => {
  if (!Array.isArray(request.ids) || request.ids.length === 0) throw new SamplingError('noIds', '请至少选择一家机构');
  if (!request.ids.every((id) => Number.isSafeInteger(id) && id > 0)) throw new SamplingError('noIds', '机构编号必须是正整数');
  const ids = ascending([...new Set(request.ids)]);
  const { eligible, summary } = prepareFrame(frame, request.exclude);
  const inFrame = new Set(eligible.map((institution) => institution.id));
  const excluded = new Set(summary.excludedIds);
  const unknown = ids.filter((id) => !inFrame.has(id) && !excluded.has(id));
  if (unknown.length > 0) throw new SamplingError('unknownIds', `以下机构不在抽样框中：${nameIds(unknown)}`, { ids: unknown });
  const left = ids.filter((id) => excluded.has(id));
  if (left.length > 0) throw new SamplingError('excludedIds', `以下机构近期已被抽样，已排除在本次抽样之外：${nameIds(left)}`, { ids: left });
  return {
    algorithm: ALGORITHM,
    method: 'precise',
    seed: null,
    parameters: { ids },
    frame: summary,
    strata: [{ key: WHOLE_FRAME_KEY, values: {}, population: eligible.length, allocated: ids.length, selectedIds: ids }],
    selectedIds: ids,
  };
};
