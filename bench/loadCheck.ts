/**
 * The load script's count check, through the API after the load: the news
 * total grew by exactly the rows the operators' creates stored; every
 * acknowledged create is stored, nothing is stored that was never sent; every
 * operator's own record holds its last acknowledged update (or the one whose
 * answer never came).
 */
import { API_BASE, JSON_HEADERS } from './serverLogin';
import { CREATE_PREFIX, type Operator } from './loadOperator';

interface Page {
  list: Array<{ id: number; title: string; version: number }>;
  total: number;
}

export const apiPost = async <T>(url: string, token: string, path: string, body: unknown): Promise<T> => {
  const response = await fetch(`${url}${API_BASE}${path}`, { method: 'POST', headers: { ...JSON_HEADERS, token }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { status: number; data: T; statusText: string };
  if (answer.status !== 0) throw new Error(`${path}: ${answer.statusText}`);
  return answer.data;
};

/** The news total (unfiltered list) and the total of the rows whose title holds `title`. */
export const newsTotals = async (url: string, token: string, title: string) => ({
  all: (await apiPost<Page>(url, token, 'business/news/queryList', { pageSize: 1 })).total,
  created: (await apiPost<Page>(url, token, 'business/news/queryList', { pageSize: 1, title })).total,
});

const titlesHolding = async (url: string, token: string, title: string): Promise<Set<string>> => {
  const titles = new Set<string>();
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await apiPost<Page>(url, token, 'business/news/queryList', { pageNum, pageSize: 100, title });
    for (const row of page.list) titles.add(row.title);
    if (titles.size >= page.total || !page.list.length) return titles;
  }
};

export interface CountCheck {
  before: { all: number; created: number };
  after: { all: number; created: number };
  createsSent: number;
  createsAcked: number;
  /** Creates sent whose answer never came (cut off when the run ended) and that were stored. */
  unansweredStored: number;
  lostCreates: string[];
  phantomCreates: string[];
  totalMismatch: boolean;
  updatesAcked: number;
  lostUpdates: string[];
  ok: boolean;
}

/**
 * The totals once the server has finished the requests it had queued when the
 * load stopped (autocannon drops its connections, the server still runs what
 * it received): read until two readings a second apart agree.
 */
const settledTotals = async (url: string, token: string, title: string) => {
  let last = await newsTotals(url, token, title);
  for (let attempt = 0; attempt < 60; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const next = await newsTotals(url, token, title);
    if (next.all === last.all && next.created === last.created) return next;
    last = next;
  }
  return last;
};

export const countCheck = async (url: string, token: string, run: string, operators: Operator[], before: { all: number; created: number }): Promise<CountCheck> => {
  const after = await settledTotals(url, token, `${CREATE_PREFIX}${run}-`);
  const lostCreates: string[] = [];
  const phantomCreates: string[] = [];
  const lostUpdates: string[] = [];
  let stored = 0;
  let unansweredStored = 0;
  for (const operator of operators) {
    const titles = await titlesHolding(url, token, operator.createPrefix);
    stored += titles.size;
    for (const title of operator.createsAcked) if (!titles.has(title)) lostCreates.push(title);
    for (const title of titles) {
      if (!operator.createsSent.has(title)) phantomCreates.push(title);
      else if (!operator.createsAcked.has(title)) unansweredStored += 1;
    }
    const own = await apiPost<{ title: string }>(url, token, 'business/news/queryDetails', { id: operator.ownId });
    if (own.title !== operator.ownTitle && own.title !== operator.pendingTitle) lostUpdates.push(`${operator.ownPrefix}: stored "${own.title}", acknowledged "${operator.ownTitle}"`);
  }
  const totalMismatch = after.all - before.all !== stored || after.created !== stored;
  return {
    before,
    after,
    createsSent: operators.reduce((sum, operator) => sum + operator.createsSent.size, 0),
    createsAcked: operators.reduce((sum, operator) => sum + operator.createsAcked.size, 0),
    unansweredStored,
    lostCreates,
    phantomCreates,
    totalMismatch,
    updatesAcked: operators.reduce((sum, operator) => sum + operator.updatesAcked, 0),
    lostUpdates,
    ok: !lostCreates.length && !phantomCreates.length && !totalMismatch && !lostUpdates.length,
  };
};
