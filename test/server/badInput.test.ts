/**
 * Bad input on every endpoint the server registers (issue 9): fast-check
 * bodies and query strings with wrong types, missing and extra keys, huge
 * strings, deep nesting, SQL and HTML metacharacters, Unicode edge cases and
 * bad ids, plus fixed non-object and invalid JSON bodies; calls without a
 * token, with a forged or an expired one, and an editor calling menus its
 * role lacks. Every answer is the envelope with a clear Chinese message
 * (never a 5xx, an unhandled error or internals) and a refused call leaves
 * the database as it was.
 *
 * Cost: each endpoint gets the fixed requests and BAD_INPUT_RUNS generated
 * ones (default RUNS below: about 25 calls per endpoint, 8,000 calls in all
 * with the session checks). The database is compared around each endpoint's
 * batch (hashed again only when the WAL moved, dbDigest.ts), and call by call
 * only when a batch mixing accepted and refused calls changed it.
 * BAD_INPUT_RUNS=100 explores more; BAD_INPUT_SEED replays another seed.
 */
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { MESSAGES, type Endpoint } from '../../server/http/api';
import { createSession, resolveSession } from '../../server/auth/sessions';
import { sessions, users } from '../../server/db/schema';
import { badBody, badQuery, FIXED_POST_REQUESTS, FIXED_QUERIES } from './badInputArbitraries';
import { checkAnswer, send, startBadInputServer, type RawRequest, type Verdict } from './badInputServer';
import { DbWatch } from './dbDigest';
import { loginToken } from './helpers';

const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_261_121);
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 12);
/**
 * Bookkeeping a call may change however it ends: sessions (resolving a
 * session slides its expiry; a refused call's session is renewed here).
 */
const BOOKKEEPING = ['sys_session'];

const server = await startBadInputServer();
const { db, sessionTimes } = server.services;
const started = Date.now();
let calls = 0;

afterAll(async () => {
  console.log(`bad input: ${server.endpoints.length} endpoints, ${calls} calls, ${watch.digests} digests, ${((Date.now() - started) / 1000).toFixed(1)} s, seed ${SEED}, ${RUNS} runs per endpoint`);
  await server.close();
});

const userId = async (loginName: string) => (await db.select({ id: users.id }).from(users).where(eq(users.loginName, loginName)))[0].id;
const adminId = await userId('admin');
// Real logins first (the fuzzed login calls may lock the address afterwards).
const editorToken = await loginToken(server, 'editor', 'Editor@2026');
await loginToken(server, 'admin', 'Admin@2026');
const newAdminToken = () => createSession(db, adminId, sessionTimes);
let adminSession = await newAdminToken();

type Target = (typeof server.endpoints)[number];
const label = ({ endpoint }: Target) => `${endpoint.method} ${endpoint.path}`;
const watch = new DbWatch(db, BOOKKEEPING);

/** Sends one request and checks its answer (throws on a defect). */
const attempt = async (target: Target, request: RawRequest): Promise<Verdict> => {
  calls += 1;
  const errorsBefore = server.errors.length;
  const answer = await send(server, target, request);
  return checkAnswer(target, answer, server.errors.slice(errorsBefore));
};

/** Sends one request as the admin; a fuzzed logout ends the session, so a 401 renews it and sends again. */
const asAdmin = async (target: Target, request: RawRequest): Promise<Verdict> => {
  const verdict = await attempt(target, { ...request, token: adminSession });
  if (verdict.status !== 401) return verdict;
  adminSession = await newAdminToken();
  return attempt(target, { ...request, token: adminSession });
};

const hashSeed = (text: string) => (SEED ^ crypto.createHash('md5').update(text).digest().readInt32LE(0)) | 0;

const postRequest = (body: unknown): RawRequest => ({ label: JSON.stringify(body).slice(0, 200), payload: JSON.stringify(body) });
const getRequest = (query: Record<string, string | string[]>): RawRequest => ({ label: JSON.stringify(query).slice(0, 200), query });

/** Requests found by fast-check that once broke an endpoint (kept as regressions). */
const REGRESSIONS: { path: string; request: RawRequest }[] = [
  // NUL in a query value reached PostgreSQL ("invalid byte sequence for encoding UTF8: 0x00").
  { path: 'common/queryDataDict', request: getRequest({ type: 'a\u0000' }) },
  // A reference id outside the integer column's range reached PostgreSQL ("out of range") on add and list.
  { path: 'business/news/add', request: postRequest({ newsTypeId: 1e308 }) },
  { path: 'business/Association/add', request: postRequest({ associationTypeId: [2147483648] }) },
  { path: 'interactive/problem/add', request: postRequest({ problemTypeId: 9007199254740994 }) },
  { path: 'business/selfRule/add', request: postRequest({ typeId: '99999999999999999999999' }) },
  { path: 'business/statistical/queryList', request: postRequest({ typeId: [9007199254740991] }) },
  { path: 'business/disciplineInfo/export', request: postRequest({ typeId: 1e308 }) },
  { path: 'business/associationProduct/addAssociationProductData', request: postRequest({ typeId: ['99999999999999999999999'] }) },
  { path: 'commonicon/appCommonModule/add', request: postRequest({ iconId: '1e308' }) },
  { path: 'ability/abilityQuestionManage/addAbilityQuestionManageInfo', request: postRequest({ businessTypeId: '99999999999999999999999' }) },
  // NUL or lone surrogates in a text filter or value reached PostgreSQL.
  { path: 'business/beginnerType/queryBeginnerTypeList', request: postRequest({ name: 'a\u0000b' }) },
  { path: 'interactive/problem/queryList', request: postRequest({ question: '\udc00\udc00' }) },
  { path: 'business/infoLabelType/queryInfoLabelTypeList', request: postRequest({ labelName: '\udc00\udc00' }) },
  { path: 'ability/abilityQuestionManage/exportAbilityQuestionExcel', request: postRequest({ stem: '\udc00\udc00' }) },
  { path: 'business/associationProductChart/addAssociationProductChart', request: postRequest({ title: 'x\u0000' }) },
  { path: 'commonicon/appCommonModuleType/checkIsCreateType', request: postRequest({ typeName: 'a\u0000' }) },
];

/** Every refused call of a batch that changed the database, replayed one at a time with a digest around it. */
const refusedCallsThatWrite = async (target: Target, requests: RawRequest[]) => {
  const writers: string[] = [];
  for (const request of requests) {
    const before = await watch.snapshot();
    const verdict = await asAdmin(target, request);
    const changed = await watch.changedSince(before);
    if (!verdict.accepted && changed.length) writers.push(`${request.label} -> ${verdict.statusText} changed ${changed.join(', ')}`);
  }
  return writers;
};

const guarded = server.endpoints.filter(({ endpoint }) => endpoint.access !== 'public');

/** Sends `token` to every guarded endpoint; answers the endpoints whose answer was not `status` with `statusText`. */
const refusals = async (targets: Target[], token: string | undefined, expected: (endpoint: Endpoint) => { status: number; texts: string[] }) => {
  const wrong: string[] = [];
  const before = await watch.snapshot();
  for (const target of targets) {
    const request = target.endpoint.method === 'POST' ? postRequest({ id: adminId, status: 0, version: 0 }) : getRequest({ id: String(adminId) });
    const verdict = await attempt(target, { ...request, token });
    const { status, texts } = expected(target.endpoint);
    if (verdict.status !== status || !texts.includes(verdict.statusText)) wrong.push(`${label(target)}: ${verdict.status} ${verdict.statusText}`);
  }
  return { wrong, changed: await watch.changedSince(before) };
};

describe('calls without a valid session', () => {
  const loggedOut = { status: 401, texts: [MESSAGES.sessionExpired] };

  it('asks for a login on every guarded endpoint when the token is missing', async () => {
    expect(await refusals(guarded, undefined, () => ({ status: 401, texts: [MESSAGES.notLoggedIn] }))).toEqual({ wrong: [], changed: [] });
  });

  it.each([
    ['a random token', crypto.randomBytes(32).toString('base64url')],
    ['an over-long token', 'a'.repeat(1000)],
    ['a token of SQL', "' OR 1=1 --"],
  ])('refuses %s on every guarded endpoint', async (_name, token) => {
    expect(await refusals(guarded, token, () => loggedOut)).toEqual({ wrong: [], changed: [] });
  });

  it('refuses an expired token on every guarded endpoint', async () => {
    const token = await createSession(db, adminId, sessionTimes);
    const hash = crypto.createHash('sha256').update(token).digest('hex');
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.tokenHash, hash));
    expect(await refusals(guarded, token, () => loggedOut)).toEqual({ wrong: [], changed: [] });
  });
});

describe('an editor calling what its role lacks', () => {
  it('is refused with 403 on every endpoint of menus or units it does not hold, the database unchanged', async () => {
    const editor = (await resolveSession(db, editorToken, sessionTimes))!;
    const holds = (menu: number, unit: string | undefined) =>
      editor.menuIds.has(menu) && (unit === undefined || editor.menuUnits.get(menu) === null || !!editor.menuUnits.get(menu)?.has(unit as never));
    const lacks = (endpoint: Endpoint) => {
      if (typeof endpoint.access === 'string') return false;
      const menus = ([] as number[]).concat(endpoint.access.menu);
      const units = endpoint.access.unit === undefined ? [undefined] : ([] as (string | undefined)[]).concat(endpoint.access.unit);
      return !menus.some((menu) => units.some((unit) => holds(menu, unit)));
    };
    const denied = guarded.filter(({ endpoint }) => lacks(endpoint));
    const paths = denied.map(({ endpoint }) => endpoint.path);
    expect(paths).toEqual(expect.arrayContaining(['user/modifyCenterUser', 'user/deleteUser', 'role/modifyRole', 'role/delRole']));
    const result = await refusals(denied, editorToken, () => ({ status: 403, texts: [MESSAGES.forbidden, MESSAGES.unitForbidden] }));
    expect(result).toEqual({ wrong: [], changed: [] });
  });

  it("cannot change or delete the admin's own record", async () => {
    const [admin] = await db.select().from(users).where(eq(users.id, adminId));
    const at = (path: string) => server.endpoints.find((item) => item.endpoint.path === path)!;
    const profile = { id: adminId, version: admin.version, cnName: '篡改', phone: '13800000009', roleCode: 'editor', postCode: admin.postCode, status: 0 };
    const before = await watch.snapshot();
    for (const path of ['user/modifyCenterUser', 'user/deleteUser', 'user/switchStatus', 'user/resetCenterUserPwd']) {
      const verdict = await attempt(at(path), { ...postRequest(profile), token: editorToken });
      expect([path, verdict.status, verdict.statusText]).toEqual([path, 403, MESSAGES.forbidden]);
    }
    expect(await watch.changedSince(before)).toEqual([]);
    expect((await asAdmin(at('user/getCenterUser'), { label: 'alive' })).status).toBe(0);
  });
});

describe('bad input on every endpoint', () => {
  it('covers every registered endpoint', () => {
    console.log(`bad input: covering ${server.endpoints.length} endpoints (seed ${SEED}, ${RUNS} generated requests each)`);
    expect(server.endpoints.length).toBeGreaterThan(100);
  });

  // BAD_INPUT_ONLY=<part of a path> narrows this part to matching endpoints (while fixing one).
  const fuzzed = server.endpoints.filter(({ endpoint }) => !process.env.BAD_INPUT_ONLY || endpoint.path.includes(process.env.BAD_INPUT_ONLY));
  it.each(fuzzed.map((target) => [label(target), target] as const))('%s answers bad input with the envelope and changes nothing when it refuses', async (_name, target) => {
    const isPost = target.endpoint.method === 'POST';
    const sent: { request: RawRequest; accepted: boolean }[] = [];
    const run = async (request: RawRequest) => {
      const verdict = await asAdmin(target, request);
      sent.push({ request, accepted: verdict.accepted });
    };
    // Still answering (and the session's expiry slid before the snapshot).
    const alive = await asAdmin(
      server.endpoints.find((item) => item.endpoint.path === 'user/getCenterUser')!,
      { label: 'alive' },
    );
    expect(alive.status).toBe(0);
    const before = await watch.snapshot();
    for (const regression of REGRESSIONS.filter((item) => item.path === target.endpoint.path)) await run(regression.request);
    if (isPost) for (const fixed of FIXED_POST_REQUESTS) await run(fixed);
    else for (const fixed of FIXED_QUERIES) await run(fixed);
    const generated = isPost ? badBody(target.endpoint.path).map(postRequest) : badQuery.map(getRequest);
    await fc.assert(
      fc.asyncProperty(generated, async (request) => run(request)),
      { numRuns: RUNS, seed: hashSeed(label(target)) },
    );
    const changed = await watch.changedSince(before);
    if (changed.length) {
      const refused = sent.filter((item) => !item.accepted).map((item) => item.request);
      expect(
        sent.some((item) => item.accepted),
        `every call was refused, yet ${changed.join(', ')} changed`,
      ).toBe(true);
      expect(await refusedCallsThatWrite(target, refused)).toEqual([]);
    }
  });
});
