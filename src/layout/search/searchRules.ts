/**
 * Matching of the menu search (issue 26), pure: a query matches a page's
 * Chinese title, the initials of its pinyin ('xw' for 新闻管理) or its whole
 * pinyin ('xinwen'), or the same of its section ('tjgl' for every page under
 * 统计管理). Better matches come first (the title's start, then the
 * initials', then the whole pinyin's; then a match inside; then the section's),
 * and among equals the menu's order, each page's sub-pages after it.
 */

export interface SearchEntry {
  /** The address it opens (a path, with a query for some sub-pages), or an external URL. */
  to: string;
  title: string;
  /** Where it sits in the menu: the section, and for a sub-page its menu entry. */
  section?: string;
  external?: boolean;
}

/** A title's pinyin, lower case without spaces: initials 'xwgl', whole 'xinwenguanli'. Non-Chinese letters stay as they are. */
export interface PinyinKeys {
  initials: string;
  full: string;
}

export type PinyinOf = (title: string) => PinyinKeys;

export const normaliseQuery = (query: string) => query.trim().toLowerCase().replace(/\s+/g, '');

/** 0 is the best match; undefined: no match. */
export const matchRank = (title: string, query: string, keys?: PinyinKeys): number | undefined => {
  const text = title.toLowerCase().replace(/\s+/g, '');
  const candidates = [text, keys?.initials, keys?.full];
  const starts = candidates.findIndex((candidate) => candidate !== undefined && candidate.startsWith(query));
  if (starts >= 0) return starts;
  const inside = candidates.findIndex((candidate) => candidate !== undefined && candidate.includes(query));
  return inside >= 0 ? candidates.length + inside : undefined;
};

/** After every match of a title: a page found by its section's name. */
const SECTION_RANK = 10;

const entryRank = (entry: SearchEntry, query: string, pinyinOf?: PinyinOf): number | undefined => {
  const own = matchRank(entry.title, query, pinyinOf?.(entry.title));
  if (own !== undefined || !entry.section) return own;
  const section = matchRank(entry.section, query, pinyinOf?.(entry.section));
  return section === undefined ? undefined : SECTION_RANK + section;
};

/** The entries matching `query`, best first; every entry, in menu order, for an empty query. */
export const searchEntries = (entries: SearchEntry[], query: string, pinyinOf?: PinyinOf): SearchEntry[] => {
  const wanted = normaliseQuery(query);
  if (!wanted) return entries;
  return entries
    .map((entry, order) => ({ entry, order, rank: entryRank(entry, wanted, pinyinOf) }))
    .filter((match): match is { entry: SearchEntry; order: number; rank: number } => match.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((match) => match.entry);
};
