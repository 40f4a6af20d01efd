/**
 * The console test harness: every unit test that renders the console sets it
 * up through here. docs/architecture.md ("Unit tests") has an example.
 *
 * Set-up (webCenter.ts)
 * - setUpConsole({ config?, each? })  once per file, at the top: a fake
 *   web-center (msw) for the file; before each test the configuration points at
 *   it (API, FILE_API; `config` adds to it), its routes are the defaults (the
 *   RSA public key), the call record is empty, the unauthorized handler a fresh
 *   spy, the message line closed; then `each` runs (log in, serve the page).
 *   After each test the message line, account dialogs and leave prompt close
 *   and spies are restored.
 *
 * Answering calls (webCenter.ts, declared.ts)
 * - serve(routes)  answers for the current test, keyed by path under the base
 *   ('user/queryUserList'; with a query, 'common/queryDataDict?type=memberType',
 *   which wins; the file service's as `${FILE_SERVICE}message/...`). A value is
 *   a reply (an envelope or a Response) or a responder `(call) => reply`.
 *   Later serve() calls win, whole layers at a time: a page's fixture serves its
 *   defaults once (in `each`), a test overrides single calls with serve(). A
 *   call no route answers gets a refusal naming it (`测试未应答的调用：path`).
 * - ok(data), refusal(text, data?)  envelopes; later(reply, ms), held(reply)
 *   (`{ responder, release }`), networkError(), httpError(status).
 * - serveDeclared(resource, rows, { maxOrder?, routes? })  a resource's list,
 *   detail, add, update, delete, switch and max-order calls answered from rows
 *   (filtered, paged, changed in place); answers the live rows.
 * - callOf(resource, call)  a resource's call path: callOf('news', 'list').
 *
 * Reading calls (webCenter.ts)
 * - calls(), callsTo(path)  the recorded calls `{ method, path, query, body, token }`.
 * - bodiesOf(path)  what they sent: POST bodies (a multipart body as its
 *   fields, a file as {name, size, type}), GET queries.
 * - forgetCalls(), unauthorizedHandler()  the spy of the 401/402 handler.
 * - inFlight()  how many calls are being answered now.
 *
 * Logging in (session.ts)
 * - logInAs(grants, user?, token?)  the state a login leaves: grants map menu
 *   ids to data units (`{ 47: ALL_UNITS, 2: ['list'] }`; `null`, or the key
 *   with `undefined`, grants every unit); the sections above are added from
 *   resources/menus.ts. The user is OPERATOR (id 1, admin, 管理员) with `user`
 *   merged in.
 * - ALL_UNITS, everyMenu(), menuListOf(grants), OPERATOR.
 *
 * Rendering (render.tsx), inside src/ConsoleProviders.tsx (the real providers)
 * - await renderAt(address | history, { page?, state?, queryClient? })  what
 *   the console's routes show at the address without the layout (ConsolePages:
 *   a hand-built page, a declared module's page, the not-available,
 *   access-denied or not-found page), or `page` (a component, a dialog host);
 *   answers the memory router once the page's code is in. The query client is
 *   the console's (answers fresh for 5 s): a list reset within that time shows
 *   its cached rows without a new call.
 * - await renderAdmin(address | history, { state? })  the whole console: the
 *   login guard, the layout, the routes.
 * - pathOf(router), searchOf(router), says(text) (the message line shows it),
 *   preloadPages(address).
 * - await pickDay(box, day)  picks a day with the console's date picker (pickDay.ts),
 *   in the month the calendar opens on (the box's value, else today's).
 * - await quiet({ timeout? })  waits until the console is idle: no call being
 *   answered (held() and later() count until they answer, inFlight()), the
 *   latest render's query client fetching and mutating nothing, at two checks
 *   a macrotask apart; fails after 5 s. Use it before a "nothing happens"
 *   assertion (no call posted, no navigation, no dialog) instead of a sleep.
 *
 * Fixtures (test/unit/fixtures): a page's rows and its serveX(routes?) —
 * users, appUsers, roles, news, memberUnit, account (the dialogs host), forms,
 * portal, shareConfig, levelSettings.
 *
 * Signing credentials (rsa.ts)
 * - rsa.publicKey (what getPublicKey answers), rsa.decrypt(cipher).
 */
export { setUpConsole, serve, ok, refusal, later, held, networkError, httpError, calls, callsTo, bodiesOf, forgetCalls, unauthorizedHandler, inFlight, API, FILE_API, FILE_SERVICE } from './webCenter';
export type { Answer, Call, ConsoleSetUp, Reply, Responder, Routes } from './webCenter';
export { serveDeclared, callOf } from './declared';
export type { DeclaredOptions } from './declared';
export { logInAs, menuListOf, everyMenu, ALL_UNITS, OPERATOR } from './session';
export type { Grants } from './session';
export { renderAt, renderAdmin, pathOf, searchOf, says, quiet, preloadPages } from './render';
export type { RenderOptions, TestRouter } from './render';
export { rsa } from './rsa';
export { pickDay } from './pickDay';
