/**
 * Keeps a part of a page's state and the page's address together, both ways:
 * a change of the state (a new page, a search, a sort) is written to the
 * address; a change of the address that does not match the state (back,
 * forward, a link, another part of the page such as a new statistics range
 * going back to page 1) moves the state. The address is the page's
 * (pageAddress.tsx), so changes build on each other in order.
 */
import { useEffect, useRef } from 'react';
import { usePageAddress } from './pageAddress';

export interface AddressStateOptions<T> {
  /** What the page shows now. */
  value: T;
  /** The state an address asks for (`current` fills what it does not say). */
  read: (search: string, current: T) => T;
  /** The address of a state, the address's other parameters kept. */
  write: (search: string, value: T) => string;
  /** Moves the page to a state the address asks for. */
  apply: (next: T) => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const useAddressState = <T>({ value, read, write, apply }: AddressStateOptions<T>) => {
  const { search, update } = usePageAddress();
  const latest = useRef({ value, read, write, apply, search });
  latest.current = { value, read, write, apply, search };
  const signature = JSON.stringify(value);

  // State -> address: on opening (a state restored from elsewhere goes to the address) and after each change.
  useEffect(() => {
    const state = JSON.parse(signature) as T;
    update((current) => (same(latest.current.read(current, state), state) ? current : latest.current.write(current, state)));
  }, [signature, update]);

  // Address -> state: only a later address (on opening the state came from this one and what was restored).
  const seen = useRef(search);
  useEffect(() => {
    if (seen.current === search) return;
    seen.current = search;
    const { value: current, read: readState, apply: applyState } = latest.current;
    const next = readState(search, current);
    if (!same(next, current)) applyState(next);
  }, [search]);
};
