/**
 * fast-check arbitraries of bad request input: bodies and query strings that
 * mix the keys endpoints read with wrong types, huge strings, deep nesting,
 * SQL and HTML metacharacters, Unicode edge cases and bad ids; plus the fixed
 * bodies every endpoint gets (non-object JSON, invalid JSON text, ...).
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { resources } from '../../resources';

/** Keys many endpoints read (paging, ids, names, credentials, files, order). */
const COMMON_KEYS = [
  'id',
  'ids',
  'pageNum',
  'pageSize',
  'orderBy',
  'order',
  'title',
  'name',
  'status',
  'version',
  'roleCode',
  'roleName',
  'menuIds',
  'permissions',
  'loginName',
  'loginPwd',
  'password',
  'rsaPublicKey',
  'captchaKey',
  'captchaCode',
  'fileId',
  'fileName',
  'orderSeq',
  'typeId',
  'parentId',
  'userId',
  'userIds',
  'phone',
  'messageType',
  'messageCode',
  'type',
  'remark',
  'content',
  'url',
  'image',
  'level',
  'days',
  'limit',
  'operation',
  'cnName',
  'postCode',
];

const SERVER_DIRS = ['server/modules', 'server/resources', 'server/http'];

/** Keys the server's handlers name: `body.x`, `query.x` and `(body, 'x'` in their sources (new endpoints' keys come along). */
const keysReadBySources = (): string[] => {
  const root = new URL('../../', import.meta.url);
  const text = SERVER_DIRS.flatMap((dir) =>
    readdirSync(new URL(dir, root))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => readFileSync(new URL(`${dir}/${name}`, root), 'utf8')),
  ).join('\n');
  const found = [...text.matchAll(/\b(?:body|query)(?:\.|, '|\[')([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]);
  return found;
};

/** Every key an endpoint might read: common ones, the declared resources' fields, and those the server's sources name. */
export const BODY_KEYS: string[] = [...new Set([...COMMON_KEYS, ...resources.flatMap((resource) => resource.fields.map((field) => field.name)), ...keysReadBySources()])].sort();

const isIdKey = (key: string) => /^(id|ids)$|Ids?$/.test(key);

const HUGE = 100_000;

export const SQL_TEXT = [
  "' OR 1=1 --",
  "'; DROP TABLE sys_user; --",
  '1; DROP TABLE sys_user',
  "\\'",
  '%',
  '_',
  '%_\\',
  "' UNION SELECT password_hash FROM sys_user --",
  '$1',
  '"; select pg_sleep(1); --',
];
export const HTML_TEXT = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '&lt;&#x3C;',
  '<!--',
  ']]>',
  '{{constructor.constructor("x")()}}',
];
export const UNICODE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uDBFFy',
  '\u202Eevil\u202C',
  '\u200F\u200E',
  '\uFEFF',
  '\u200B\u200D',
  '👨‍👩‍👧‍👦',
  'e\u0301\u0302\u0303\u0304',
  '\u0085\u2028\u2029',
  '１２３',
  '𠀀𪚥',
  '\u001b[31m',
];

/** Strings of about 100 KB (under the 2 MB body limit). */
export const HUGE_TEXT = ['a'.repeat(HUGE), '中'.repeat(HUGE / 2), '9'.repeat(HUGE), "'".repeat(HUGE), '<'.repeat(HUGE), `${'a'.repeat(HUGE)}\u0000`, ' '.repeat(HUGE), '\uD800'.repeat(HUGE / 4)];

/** Ids that are not a record's id: negatives, zero, fractions, out-of-range, NaN-like and UUID-like text. */
export const BAD_IDS: unknown[] = [
  -1,
  0,
  -0,
  1.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '99999999999999999999999',
  '0x10',
  ' 1 ',
  '１',
  '1 OR 1=1',
  '',
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  'zzzzzzzz-9999-xxxx-????-------------',
  '[object Object]',
  true,
  false,
  null,
  [],
  {},
  [-1],
  ['x'],
  { id: -1 },
];

/** A value nested `depth` levels deep in alternating arrays and objects. */
export const deepNest = (depth: number, leaf: unknown = 'x'): unknown => {
  let value: unknown = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

const text = fc.oneof(
  fc.constantFrom(...SQL_TEXT, ...HTML_TEXT, ...UNICODE_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)), maxLength: 8 }),
  fc.constantFrom(...BAD_IDS.filter((value): value is string => typeof value === 'string')),
);

const numbers = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MIN_VALUE, -Number.MAX_SAFE_INTEGER));

/** Any bad value: wrong types, metacharacters, Unicode edge cases, huge text, deep nesting. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: text, weight: 4 },
  { arbitrary: numbers, weight: 2 },
  { arbitrary: fc.anything({ maxDepth: 2, maxKeys: 4, withNullPrototype: false }), weight: 3 },
  { arbitrary: fc.constantFrom(...HUGE_TEXT), weight: 1 },
  { arbitrary: fc.integer({ min: 50, max: 200 }).map((depth) => deepNest(depth)), weight: 1 },
  { arbitrary: fc.array(text, { maxLength: 4 }), weight: 1 },
);

/** An id-like key's value: bad ids, or lists of them. */
export const badId: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom(...BAD_IDS), fc.array(fc.constantFrom(...BAD_IDS), { maxLength: 3 }), text);

/** The fields of the declared resource an endpoint belongs to (by its path), with the record and list keys. */
export const resourceKeysFor = (path: string): string[] => {
  const resource = resources.find((candidate) => path.startsWith(`${candidate.api}/`));
  return resource ? ['id', 'version', 'pageNum', 'pageSize', 'orderBy', ...resource.fields.map((field) => field.name)] : [];
};

/** A key the endpoint's resource declares, one the server knows, or an extra one (including prototype-ish names). */
const anyKey = (preferred: string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...(preferred.length ? preferred : BODY_KEYS)), weight: 6 },
    { arbitrary: fc.constantFrom(...BODY_KEYS), weight: 3 },
    { arbitrary: fc.constantFrom('constructor', 'toString', 'hasOwnProperty', 'valueOf', ''), weight: 1 },
    { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
  );

/** A JSON object body for the endpoint at `path`: known keys with wrong values, missing keys, extra keys. */
export const badBody = (path: string): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .array(
      anyKey(resourceKeysFor(path)).chain((key) => fc.tuple(fc.constant(key), isIdKey(key) ? badId : badValue)),
      { maxLength: 12 },
    )
    .map((entries) => Object.fromEntries(entries));

const queryText = fc.oneof(text, fc.constantFrom('a'.repeat(4000), '%', '%00', '&', '=', '#'), numbers.map(String));

/** A query string: known and extra keys with text values, sometimes repeated (an array). */
export const badQuery: fc.Arbitrary<Record<string, string | string[]>> = fc
  .array(fc.tuple(anyKey([]), fc.oneof({ arbitrary: queryText, weight: 3 }, { arbitrary: fc.array(queryText, { minLength: 2, maxLength: 3 }), weight: 1 })), { maxLength: 6 })
  .map((entries) => Object.fromEntries(entries));

/** A raw request every POST endpoint gets: a JSON text (or not) and its content type. */
export interface FixedRequest {
  label: string;
  payload: string;
  contentType?: string;
}

const everyKey = (value: (key: string) => unknown) => JSON.stringify(Object.fromEntries(BODY_KEYS.map((key) => [key, value(key)])));

/** Long enough to be huge, short enough that every key at once stays well under the body limit. */
const PER_KEY = Math.floor(300_000 / BODY_KEYS.length);

/**
 * Non-object JSON and invalid JSON text (the parser and api.ts refuse them the
 * same way for every endpoint, so a few of each), a wrong content type, and
 * every known key at once with one kind of bad value.
 */
export const FIXED_POST_REQUESTS: FixedRequest[] = [
  ...['[1,2]', '42', '"text"', 'null'].map((payload) => ({ label: `JSON ${payload}`, payload })),
  ...['{"id":', '{"__proto__":{"admin":true}}', '\u0000'].map((payload) => ({ label: `text ${JSON.stringify(payload)}`, payload })),
  { label: 'plain text content type', payload: 'id=1', contentType: 'text/plain' },
  { label: 'every key huge', payload: everyKey(() => 'x'.repeat(PER_KEY)) },
  { label: 'every key nested 200 deep', payload: everyKey(() => deepNest(200)) },
  { label: 'every key NUL', payload: everyKey(() => 'a\u0000') },
  { label: 'every key null', payload: everyKey(() => null) },
  { label: 'every key an array', payload: everyKey((key) => (isIdKey(key) ? ['-1', 0] : ['1', 2])) },
];

/** Fixed query strings every GET endpoint gets. */
export const FIXED_QUERIES: { label: string; query: Record<string, string | string[]> }[] = [
  { label: 'every key repeated', query: Object.fromEntries(BODY_KEYS.map((key) => [key, isIdKey(key) ? ['-1', 'x'] : ['1', '2']])) },
  { label: 'every key NUL', query: Object.fromEntries(BODY_KEYS.map((key) => [key, 'a\u0000'])) },
  { label: 'every key empty', query: Object.fromEntries(BODY_KEYS.map((key) => [key, ''])) },
  { label: 'every key a bad id', query: Object.fromEntries(BODY_KEYS.map((key) => [key, '-1'])) },
];
