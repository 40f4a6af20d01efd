/**
 * The pieces of the SIGKILL test (docs/reliability.md "Faults"): the pid of
 * the real server process under the tsx wrapper, a stream of writes by
 * concurrent workers that records what the server acknowledged, and the
 * check after a restart that every acknowledged write is stored and every
 * multi-row write (a role with its menu grants) is whole or absent.
 */
import { API_BASE, JSON_HEADERS } from '../../bench/serverLogin';

interface Envelope<T = any> {
  status: number;
  data: T;
  statusText: string;
}

/** One POST of the API; rejects when the connection fails (the server is gone). */
export const post = async <T = any>(url: string, path: string, token: string, body: unknown): Promise<Envelope<T>> => {
  const response = await fetch(`${url}${API_BASE}${path}`, { method: 'POST', headers: { ...JSON_HEADERS, token }, body: JSON.stringify(body) });
  return (await response.json()) as Envelope<T>;
};

/** Two grant sets of leaf menus; a role holds one of them whole or the save was lost whole. */
export const GRANT_SETS = {
  A: [9, 10, 13, 16, 27].map((menuId) => ({ menuId, dataUnits: ['detail', 'list', 'add', 'modify', 'delete', 'enable'] })),
  B: [5, 6, 7, 22, 23, 26, 56].map((menuId) => ({ menuId, dataUnits: ['detail', 'list'] })),
};
type SetName = keyof typeof GRANT_SETS;

export const grantKey = (permissions: Array<{ menuId: number; dataUnits: string[] }>) =>
  permissions
    .map((item) => `${item.menuId}:${[...item.dataUnits].sort().join('+')}`)
    .sort()
    .join(',');
const KEYS: Record<SetName, string> = { A: grantKey(GRANT_SETS.A), B: grantKey(GRANT_SETS.B) };

/** What the server acknowledged (or had in flight when it died) so far, across cycles. */
export interface Ledger {
  /** News title → acknowledged (true) or in flight when the server died (false). */
  news: Map<string, boolean>;
  /** Role code → last acknowledged state, and the grant set of a save in flight at the kill. */
  roles: Map<string, { acked: { version: number; key: string } | null; pending: string | null }>;
  counts: { newsAcked: number; rolesAdded: number; rolesModified: number };
}

export const newLedger = (): Ledger => ({ news: new Map(), roles: new Map(), counts: { newsAcked: 0, rolesAdded: 0, rolesModified: 0 } });

export const NEWS_PREFIX = '断电测试';
export const ROLE_PREFIX = '断电角色';

const newsBody = (title: string, newsTypeId: number) => ({ title, newsTypeId, content: `<p>${title} 正文</p>`, releaseTime: '2026-05-01T02:00:00.000Z' });

interface OwnRole {
  id: number;
  code: string;
  version: number;
  set: SetName;
}

/**
 * One worker's sequential stream until the server dies: a news create, then a
 * role save (its own role created, then its grants swapped A ↔ B by modifyRole),
 * and every fifth round one more role created. Stops at the first failed connection.
 */
const worker = async (url: string, token: string, newsTypeId: number, ledger: Ledger, tag: string) => {
  let own: OwnRole | null = null;
  const refuse = (what: string, answer: Envelope) => {
    throw new Error(`${what} refused while the server was up: ${answer.statusText}`);
  };
  const addRole = async (code: string, set: SetName): Promise<OwnRole> => {
    ledger.roles.set(code, { acked: null, pending: KEYS[set] });
    const answer = await post(url, 'role/addRole', token, { code, name: `${ROLE_PREFIX}${code}`, permissions: GRANT_SETS[set] });
    if (answer.status !== 0) refuse('addRole', answer);
    ledger.roles.set(code, { acked: { version: answer.data.version, key: KEYS[set] }, pending: null });
    ledger.counts.rolesAdded += 1;
    return { id: answer.data.id as number, code, version: answer.data.version as number, set };
  };
  for (let round = 0; ; round += 1) {
    try {
      const title = `${NEWS_PREFIX}${tag}-${round}`;
      ledger.news.set(title, false);
      const created = await post(url, 'business/news/add', token, newsBody(title, newsTypeId));
      if (created.status !== 0) refuse('news add', created);
      ledger.news.set(title, true);
      ledger.counts.newsAcked += 1;
      if (!own) own = await addRole(`${tag}r`, 'A');
      else {
        const set: SetName = own.set === 'A' ? 'B' : 'A';
        const entry = ledger.roles.get(own.code)!;
        entry.pending = KEYS[set];
        const answer: Envelope = await post(url, 'role/modifyRole', token, { id: own.id, version: own.version, name: `${ROLE_PREFIX}${own.code}`, permissions: GRANT_SETS[set] });
        if (answer.status !== 0) refuse('modifyRole', answer);
        own = { id: own.id, code: own.code, version: answer.data.version as number, set };
        ledger.roles.set(own.code, { acked: { version: own.version, key: KEYS[set] }, pending: null });
        ledger.counts.rolesModified += 1;
      }
      if (round % 5 === 4) await addRole(`${tag}x${round}`, round % 10 === 4 ? 'B' : 'A');
    } catch (error) {
      if (error instanceof Error && error.message.includes('refused while')) throw error;
      return; // the connection failed: the server was killed
    }
  }
};

/** WORKERS concurrent sequential streams (4 writes in flight at a time) until the server dies. */
export const writeUntilKilled = (url: string, token: string, newsTypeId: number, ledger: Ledger, cycle: number, workers = 4) =>
  Promise.all(Array.from({ length: workers }, (_, index) => worker(url, token, newsTypeId, ledger, `c${cycle}w${index}`)));

/** Every row of a list call whose name filter is `filter` (pages of 100). */
const listAll = async (url: string, token: string, path: string, filter: Record<string, unknown>) => {
  const rows: any[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const answer = await post<{ list: any[]; total: number }>(url, path, token, { pageNum, pageSize: 100, ...filter });
    if (answer.status !== 0) throw new Error(`${path} failed: ${answer.statusText}`);
    rows.push(...answer.data.list);
    if (rows.length >= answer.data.total || !answer.data.list.length) return rows;
  }
};

/**
 * After a restart: the problems found (empty when every acknowledged write is
 * there and every role is whole or absent). Then settles the ledger to what is
 * stored, so the next cycle's check starts from it.
 */
export const verifyAndSettle = async (url: string, token: string, ledger: Ledger): Promise<string[]> => {
  const problems: string[] = [];
  const storedNews = await listAll(url, token, 'business/news/queryList', { title: NEWS_PREFIX });
  const titles = new Map(storedNews.map((row) => [row.title as string, row]));
  for (const [title, acked] of ledger.news) {
    const row = titles.get(title);
    if (acked && !row) problems.push(`acknowledged news lost: ${title}`);
    // A list answer carries no body: the detail shows whether the row was stored whole.
    const stored = row ? (await post(url, 'business/news/queryDetails', token, { id: row.id })).data : null;
    if (stored && !String(stored.content ?? '').includes(title)) problems.push(`news stored incomplete: ${title}`);
    if (row) ledger.news.set(title, true);
    else ledger.news.delete(title);
  }
  for (const title of titles.keys()) if (!ledger.news.has(title)) problems.push(`news never sent is stored: ${title}`);

  const storedRoles = await listAll(url, token, 'role/queryRoleList', { roleName: ROLE_PREFIX });
  const byCode = new Map(storedRoles.map((row) => [row.code as string, row]));
  for (const code of byCode.keys()) if (!ledger.roles.has(code)) problems.push(`role never sent is stored: ${code}`);
  for (const [code, entry] of ledger.roles) {
    const row = byCode.get(code);
    if (!row) {
      if (entry.acked) problems.push(`acknowledged role lost: ${code}`);
      else ledger.roles.delete(code);
      continue;
    }
    const info = await post(url, 'role/queryRoleInfo', token, { id: row.id });
    const key = grantKey(info.data.permissions);
    const version = info.data.version as number;
    const whole = key === KEYS.A || key === KEYS.B;
    if (!whole) problems.push(`role ${code} holds a partial grant set: ${key}`);
    else if (entry.acked && version === entry.acked.version && key !== entry.acked.key) problems.push(`role ${code} lost its acknowledged grants`);
    else if (entry.acked && version < entry.acked.version) problems.push(`role ${code} went back to version ${version} from ${entry.acked.version}`);
    else if (entry.acked && version > entry.acked.version && (version !== entry.acked.version + 1 || key !== entry.pending)) problems.push(`role ${code} holds an unknown save`);
    else if (!entry.acked && key !== entry.pending) problems.push(`role ${code} holds grants never sent`);
    ledger.roles.set(code, { acked: { version, key }, pending: null });
  }
  return problems;
};
