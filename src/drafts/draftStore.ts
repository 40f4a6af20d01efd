/**
 * Drafts of forms that could not be saved (the session ended or the server
 * could not be reached): kept in localStorage per user login name, resource
 * and record id ('new' for a create form), for 7 days. File blobs and
 * passwords are never kept.
 */
import { getUserState } from '../../dataProvider/session';

export const DRAFT_PREFIX = 'draft:';
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface Draft {
  /** When the draft was kept (epoch ms). */
  savedAt: number;
  /** The form's values the operator had changed (plus the record's version, if any). */
  values: Record<string, unknown>;
  /** Where the form is (path and query), for a list of drafts to link to. */
  path?: string;
}

export interface KeptDraft extends Draft {
  key: string;
}

type RecordId = string | number | null | undefined;

const PASSWORD_NAME = /pass(word)?|pwd/i;

const storage = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** The storage key of a form's draft for the logged-in user; null without one. */
export const draftKey = (resource: string, id: RecordId, loginName = getUserState().userInfo?.loginName): string | null =>
  loginName ? `${DRAFT_PREFIX}${loginName}:${resource}:${id === null || id === undefined || id === '' ? 'new' : String(id)}` : null;

const isBlob = (value: unknown) => typeof Blob !== 'undefined' && value instanceof Blob;

/**
 * A value safe to keep: blobs and files still waiting for their upload
 * (`{rawFile, ...}`) are left out, and so is any password field.
 */
export const keepable = (value: unknown): unknown => {
  if (isBlob(value)) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(keepable).filter((item) => item !== undefined);
  if (value && typeof value === 'object') {
    if ('rawFile' in value) return undefined;
    const kept: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      if (PASSWORD_NAME.test(name)) continue;
      const safe = keepable(item);
      if (safe !== undefined) kept[name] = safe;
    }
    return kept;
  }
  return value;
};

const parse = (raw: string | null): Draft | null => {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Draft;
    return typeof draft?.savedAt === 'number' && draft.values && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null;
  }
};

const expired = (draft: Draft, now: number) => now - draft.savedAt > DRAFT_LIFETIME_MS;

/** Keeps `values` as the draft of `key`; answers whether anything was kept. */
export const saveDraft = (key: string | null, values: Record<string, unknown>, path?: string, now = Date.now()): boolean => {
  const kept = keepable(values) as Record<string, unknown>;
  if (!key || !Object.keys(kept).length) return false;
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: now, values: kept, path } satisfies Draft));
    return true;
  } catch {
    return false; // storage full or disabled
  }
};

/** The draft of `key`, if one is kept and not expired (an expired one is removed). */
export const readDraft = (key: string | null, now = Date.now()): Draft | null => {
  if (!key) return null;
  const draft = parse(storage()?.getItem(key) ?? null);
  if (draft && expired(draft, now)) {
    storage()?.removeItem(key);
    return null;
  }
  return draft;
};

export const deleteDraft = (key: string | null) => {
  if (key) storage()?.removeItem(key);
};

const draftKeys = (prefix = DRAFT_PREFIX): string[] => {
  const store = storage();
  if (!store) return [];
  return Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => !!key?.startsWith(prefix));
};

/** Removes every expired draft (of any user). */
export const purgeExpiredDrafts = (now = Date.now()) => {
  draftKeys().forEach((key) => {
    const draft = parse(storage()?.getItem(key) ?? null);
    if (!draft || expired(draft, now)) storage()?.removeItem(key);
  });
};

/** The logged-in user's drafts, the latest first. */
export const listDrafts = (loginName = getUserState().userInfo?.loginName, now = Date.now()): KeptDraft[] => {
  if (!loginName) return [];
  return draftKeys(`${DRAFT_PREFIX}${loginName}:`)
    .map((key) => ({ key, draft: readDraft(key, now) }))
    .filter((item): item is { key: string; draft: Draft } => !!item.draft)
    .map(({ key, draft }) => ({ ...draft, key }))
    .sort((a, b) => b.savedAt - a.savedAt);
};
