/**
 * What the operation log keeps of a record or a request body: every field but
 * secrets. A key naming a password, a hash, a salt, a token or a secret
 * (password, loginPwd, newPwd, passwordHash, token…) is dropped at any depth.
 */
const SECRET_KEY = /password|pwd|hash|salt|token|secret/i;

/** Deeper than this, a value is replaced by '…' (bodies are JSON, so no cycles, but no unbounded depth either). */
const MAX_DEPTH = 8;

export const isSecretKey = (key: string) => SECRET_KEY.test(key);

/** NUL and lone surrogates cannot be stored in a jsonb column: NUL goes, a lone surrogate becomes U+FFFD. */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters this pattern exists to find
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const storableText = (text: string) => text.replace(UNSTORABLE, (match) => (match === '\u0000' ? '' : '\uFFFD'));

const clean = (value: unknown, depth: number): unknown => {
  if (value === undefined) return null;
  if (typeof value === 'string') return storableText(value);
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? String(value) : value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key, item]) => !isSecretKey(key) && item !== undefined)
      .map(([key, item]) => [storableText(key), clean(item, depth + 1)]),
  );
};

/** A JSON-safe copy without secret fields; null for null or undefined. */
export const sanitizeForLog = (value: unknown): unknown => (value === undefined || value === null ? null : clean(value, 0));
