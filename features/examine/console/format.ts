/** 2026-11-27 10:30 in Beijing time. */
export const beijingTime = (iso: string | null | undefined) => {
  if (!iso) return '—';
  const date = new Date(new Date(iso).getTime() + 8 * 3_600_000);
  return date.toISOString().slice(0, 16).replace('T', ' ');
};
