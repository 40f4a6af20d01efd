/** The addresses of the ability statistics pages (src/routes/routeTable.ts) and the tabs kept in them. */
export const RANKING_TABS = ['questionBank', 'study', 'barrier', 'assess'] as const;
export type RankingTab = (typeof RANKING_TABS)[number];

export const rankingPath = (tab: RankingTab) => `/ability/statistics/${tab}/module`;
export const ASSESS_GROUP = '/ability/assess/group';
export const ASSESS_STUFF = '/ability/assess/stuff';
export const ASSESS_DETAIL = '/ability/assess/detail';
export const STUDY_DETAIL = '/ability/study/detail';
export const BARRIER_DETAIL = '/ability/barrier/detail';

/** The tab an address shows (questionBank when none matches). */
export const tabOf = (pathname: string): RankingTab => RANKING_TABS.find((tab) => pathname.startsWith(rankingPath(tab))) ?? 'questionBank';
