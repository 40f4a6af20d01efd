/**
 * What each call learnt about the server, for the parts of the console that
 * react to the connection rather than to one call (the connection banner,
 * the drafts kept before a forced logout). The request wrapper reports.
 */
/** What a call learnt about the server: it answered, it was unreachable or slow, or it rejected the token. */
export type CallOutcome = 'answered' | 'network' | 'timeout' | 'unauthorized';
const outcomeListeners = new Set<(outcome: CallOutcome) => void>();

/** Hears every call's outcome; 'unauthorized' comes before the session is cleared (drafts are kept then). */
export const subscribeCallOutcomes = (listener: (outcome: CallOutcome) => void): (() => void) => {
  outcomeListeners.add(listener);
  return () => outcomeListeners.delete(listener);
};

/** Tells every listener (the request wrapper, after each call). */
export const reportOutcome = (outcome: CallOutcome) => outcomeListeners.forEach((listener) => listener(outcome));
