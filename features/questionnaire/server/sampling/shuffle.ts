/**
 * Drawing k institutions from one stratum: the first k steps of a Fisher–Yates shuffle (Durstenfeld's
 * form, from the front) over the stratum's ids in canonical order. Step i (0-based) swaps position i with a
 * position j drawn uniformly from i to the end; after k steps the first k positions are the sample. Every
 * set of k institutions is equally likely, and only k random numbers are used, whatever the stratum's size.
 */
import { uniformBelow, type Uint32Source } from './prng';

/** The chosen ids in the order drawn. `ids` must be in canonical order; it is not changed. */
export const partialFisherYates = (ids: readonly number[], count: number, next: Uint32Source): number[] => {
  if (!Number.isInteger(count) || count < 0 || count > ids.length) throw new RangeError(`partialFisherYates: cannot draw ${count} of ${ids.length}`);
  const deck = [...ids];
  for (let i = 0; i < count; i += 1) {
    const j = i + uniformBelow(next, deck.length - i);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck.slice(0, count);
};
