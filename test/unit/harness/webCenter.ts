/**
 * The fake web-center (msw): one server for a test file answering every call
 * under the console's two bases (API, FILE_API) from routes keyed by path,
 * recording each call in order. A test file calls `setUpConsole()` once; a
 * test adds routes with `serve()` and reads the calls with `calls()`,
 * `callsTo()` and `bodiesOf()`.
 */
import { afterAll, afterEach, beforeAll, beforeEach, vi, type Mock } from 'vitest';
import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AppConfig } from '../../../dataProvider/config';
import { setUnauthorizedHandler } from '../../../dataProvider/http';
import { closeMessage } from '../../../dataProvider/messages';
import { closeAccountDialog } from '../../../src/account/accountDialogStore';
import { resetLeavePrompt } from '../../../src/drafts/leaveQuietly';
import { rsa } from './rsa';

/** The web-center base of the tests' configuration. */
export const API = 'http://localhost/api/';
/** The file service's base (SMS codes). */
export const FILE_API = 'http://localhost/file-api/';
/** The file service's calls are keyed and recorded with this prefix: `${FILE_SERVICE}message/centerSendMessage`. */
export const FILE_SERVICE = 'file-api/';

/** One call the console made. */
export interface Call {
  method: string;
  /** The path under its base, e.g. 'user/queryUserList' (file service: 'file-api/message/centerSendMessage'). */
  path: string;
  /** The query parameters. */
  query: Record<string, string>;
  /**
   * What the call sent: the JSON body of a POST (a multipart body as its fields, a file as
   * `{name, size, type}`), the query parameters of a GET.
   */
  body: any;
  /** The token header. */
  token: string | null;
}

/** The envelope of an answer; missing fields are those of a success (`{status: 0, statusText: '', data: null}`). */
export interface Answer {
  status?: number;
  statusText?: string;
  data?: unknown;
}
/** An envelope, or a whole response (a file, an HTTP error, `networkError()`). */
export type Reply = Answer | Response;
export type Responder = (call: Call) => Reply | Promise<Reply>;
/**
 * Answers by path: a fixed reply or a responder. A key may carry the query
 * (`'common/queryDataDict?type=memberType'`), which wins over the bare path.
 */
export type Routes = Record<string, Reply | Responder>;

/** A success carrying `data`. */
export const ok = (data: unknown = null): Answer => ({ status: 0, statusText: '', data });
/** A business refusal (status -1) with its text, as the server words it. */
export const refusal = (statusText: string, data: unknown = null): Answer => ({ status: -1, statusText, data });
/** A responder answering `answer` after `ms` (to see a loading state). */
export const later =
  (answer: Reply | Responder, ms = 300): Responder =>
  async (call) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return typeof answer === 'function' ? answer(call) : answer;
  };
/** A call that never reaches the server. */
export const networkError = (): Response => HttpResponse.error();
/** An HTTP error status with a plain body. */
export const httpError = (status: number): Response => new HttpResponse('error', { status });
/**
 * A responder held until `release()`: the console waits, as on a slow server.
 * `answer` is the reply once released.
 */
export const held = (answer: Reply | Responder) => {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const responder: Responder = async (call) => {
    await gate;
    return typeof answer === 'function' ? answer(call) : answer;
  };
  return { responder, release: () => open() };
};

/** What every test starts with: the public key of the credential calls (see rsa.ts). */
const defaults = (): Routes => ({ 'fastdfs/rsa/getPublicKey': () => ok(rsa.publicKey) });

let layers: Routes[] = [];
const recorded: Call[] = [];

/** Adds answers for the current test; later ones win over earlier ones and over the defaults. */
export const serve = (routes: Routes) => {
  layers.push(routes);
};

/** Every call of the current test, in order. */
export const calls = (): Call[] => [...recorded];
/** The calls of one path (query not included), in order. */
export const callsTo = (path: string): Call[] => recorded.filter((call) => call.path === path);
/** What the calls of one path sent (POST bodies, GET queries), in order. */
export const bodiesOf = (path: string): any[] => callsTo(path).map((call) => call.body);
/** Forgets the calls so far (e.g. after a page's first load). */
export const forgetCalls = () => {
  recorded.length = 0;
};

const isResponse = (reply: unknown): reply is Response =>
  reply instanceof Response || (!!reply && typeof reply === 'object' && 'headers' in reply && 'ok' in reply && typeof (reply as Response).clone === 'function');

const pathOf = (url: URL) => {
  const address = `${url.origin}${url.pathname}`;
  if (address.startsWith(FILE_API)) return `${FILE_SERVICE}${address.slice(FILE_API.length)}`;
  return address.slice(API.length);
};

const readBody = async (request: Request): Promise<unknown> => {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const fields: Record<string, unknown> = {};
    // The File of the request is undici's, not jsdom's: no instanceof here.
    (await request.formData()).forEach((value, key) => {
      fields[key] = typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type };
    });
    return fields;
  }
  const text = await request.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const routeFor = (path: string, search: string) => {
  for (let index = layers.length - 1; index >= 0; index -= 1) {
    const layer = layers[index];
    if (search && `${path}${search}` in layer) return layer[`${path}${search}`];
    if (path in layer) return layer[path];
  }
  return undefined;
};

/** The paths of the calls being answered now, one entry per call (a held or later responder keeps its entry until it answers). */
const answering = new Set<{ path: string }>();
/** How many calls the fake web-center is answering now: from the start of its handler until its reply is made (quiet() waits for none). */
export const inFlight = () => answering.size;
/** The paths of the calls being answered now (quiet()'s error names them). */
export const inFlightPaths = (): string[] => [...answering].map((entry) => entry.path);

const answer = async ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  const path = pathOf(url);
  const entry = { path };
  answering.add(entry);
  try {
    const query = Object.fromEntries(url.searchParams);
    const body = request.method === 'GET' ? query : await readBody(request);
    const call: Call = { method: request.method, path, query, body, token: request.headers.get('token') };
    recorded.push(call);
    const route = routeFor(path, url.search);
    if (route === undefined) return HttpResponse.json(refusal(`测试未应答的调用：${path}`));
    const reply = typeof route === 'function' ? await route(call) : route;
    return isResponse(reply) ? reply : HttpResponse.json({ ...ok(), ...reply });
  } finally {
    answering.delete(entry);
  }
};

const server = setupServer(http.all(`${API}*`, answer), http.all(`${FILE_API}*`, answer));

let unauthorized: Mock<() => void> = vi.fn();
/** The handler the request wrapper calls on a 401/402 (a spy, fresh for each test; nothing navigates). */
export const unauthorizedHandler = () => unauthorized;

export interface ConsoleSetUp {
  /** Run-time configuration beside the two bases (e.g. `{ initializationLoginCheck: true }`). */
  config?: Partial<AppConfig>;
  /** Runs before each test, after the reset (log in, serve the page's calls). */
  each?: () => void;
}

/**
 * Call once at the top of a test file. Before each test: the configuration
 * points at the fake web-center, its routes are the defaults, the call record
 * is empty, the unauthorized handler is a fresh spy and the message line is
 * closed; `each` then runs. After each test: the message line, the account
 * dialogs and the leave prompt are closed, spies restored, the configuration
 * removed (test/unit/setup.ts unmounts and clears localStorage).
 */
export const setUpConsole = ({ config, each }: ConsoleSetUp = {}) => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    window.APP_CONFIG = { apiBase: API, fileBase: FILE_API, ...config };
    layers = [defaults()];
    forgetCalls();
    // A call a previous test left held (never released) does not keep this one busy.
    answering.clear();
    unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    closeMessage();
    each?.();
  });
  afterEach(() => {
    act(() => {
      closeMessage();
      closeAccountDialog();
    });
    resetLeavePrompt();
    vi.restoreAllMocks();
    delete window.APP_CONFIG;
  });
};
