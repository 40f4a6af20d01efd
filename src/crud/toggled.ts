/** A set with `value` added when absent and removed when present: what a checkbox or an expander does to a selection. */
export const toggled = <T>(set: ReadonlySet<T>, value: T): Set<T> => {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
};
