/** How the questionnaire pages show the server's times and shares. */

/** `2026-11-27T02:00:00Z` as Beijing time `2026-11-27 10:00`. */
export const beijing = (iso: string | null | undefined, seconds = false) => {
  if (!iso) return '';
  const time = new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().replace('T', ' ');
  return time.slice(0, seconds ? 19 : 16);
};

export const percent = (share: number | null | undefined) => (share === null || share === undefined ? '—' : `${(share * 100).toFixed(1)}%`);
