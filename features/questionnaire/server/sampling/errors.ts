/**
 * A refusal of a draw: the message is the Chinese sentence the console shows as it is; `code` lets a caller
 * or a test tell refusals apart without matching the text; `details` carries the numbers or ids named in it.
 * Kept apart from the HTTP layer's ApiError so this core stays free of the server: the call that serves a
 * draw turns a SamplingError into its envelope refusal.
 */
export type SamplingErrorCode = 'frame' | 'seed' | 'sampleSize' | 'tooLarge' | 'tooFewForStrata' | 'share' | 'attributes' | 'emptyFrame' | 'noIds' | 'unknownIds' | 'excludedIds' | 'record';

export class SamplingError extends Error {
  constructor(
    readonly code: SamplingErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'SamplingError';
  }
}

/** At most this many ids are named in a message; the rest are counted (the full list is in `details`). */
const NAMED_IDS = 20;

/** `3、7、12` or `3、7、…等25家`: a message an operator can read even when a pasted list is long. */
export const nameIds = (ids: readonly number[]): string => (ids.length <= NAMED_IDS ? ids.join('、') : `${ids.slice(0, NAMED_IDS).join('、')}等${ids.length}家`);
