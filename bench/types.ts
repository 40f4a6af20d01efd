/** The shapes the benchmark's parts share: a row of the printed table and a console under measure. */
import type { Page } from 'playwright-core';
import type { Summary } from './stats';

export type Figure = number | Summary | string | null;

/** One line of the table: our figure, the peer's in the same run when there is one, and the goal. */
export interface BenchRow {
  section: 'sizes' | 'browser' | 'lighthouse' | 'server' | 'scale' | 'start-up' | 'statistics' | 'questionnaire' | 'qualification';
  item: string;
  unit: string;
  ours: Figure;
  peer?: Figure;
  /** ours ÷ peer (medians), or the ratio the goal names. */
  ratio?: number | null;
  /** The goal in words, e.g. '≤ 150'; absent when the issue sets none. */
  goal?: string;
  met?: boolean | null;
  note?: string;
}

/** A built console served on a URL, described well enough for the size and timing runs. */
export interface ConsoleTarget {
  name: string;
  baseUrl: string;
  /** The production build the served assets come from (sizes are gzip of these files). */
  distDir: string;
  loginPath: string;
  /** Resolves when the login form can be typed into. */
  loginReady: (page: Page) => Promise<void>;
  /** Fills and submits the login form on an opened login page; resolves once the console shows after login. */
  login: (page: Page) => Promise<void>;
  /** The first list page (news) and a way to know its rows are visible. */
  listPath: string;
  /** The same list showing 100 rows a page. */
  list100Path: string;
  rowsVisible: (page: Page, rows?: number) => Promise<void>;
  /** An edit page holding rich text, and a way to know the record's rich text shows (when the console has one). */
  editPath?: string;
  editReady?: (page: Page) => Promise<void>;
  /** On the first list, clicks the menu entry of another list and resolves once its rows are visible (when the console has two lists). */
  menuClick?: (page: Page) => Promise<void>;
  stop: () => Promise<void>;
}
