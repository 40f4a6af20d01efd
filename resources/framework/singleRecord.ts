/**
 * A single versioned record: settings that exist once (the ability levels'
 * coefficient range) or once per record of a declared module (a scroll bar's
 * pictures, a theme skin's detail). One declaration describes its two calls,
 * its defaults and its checks; the server serves it from one store
 * (server/resources/singleRecordStore.ts) and the console edits it with one
 * page (src/crud/single/SingleRecordForm.tsx). See docs/architecture.md.
 *
 * The query answers the saved values (or the defaults, `saved: false`,
 * version 0) with `version` and `updatedAt`; the update takes the whole
 * record with the version read and answers the saved one, or refuses it with
 * the first message and `data.errors` by field path, leaving the saved one as it was.
 */

/** A problem of one field: a key of the declaration's messages and its arguments. */
export interface RecordProblem {
  key: string;
  args?: Record<string, string | number>;
}

export interface RecordRead<V> {
  values: V;
  /** By field path (`pictures.0.title`), empty when the record passes. */
  problems: Record<string, RecordProblem>;
}

/** The declared module whose records each own one record of this kind. */
export interface RecordOwner {
  /** The owner's declared module name (resources/catalog.ts). */
  resource: string;
  /** The body's field naming the owner, e.g. `scrollId`. */
  param: string;
  /** The owner's field shown with the record, and the answer's name for it. */
  titleField: string;
  titleAs: string;
  /** Messages when the owner is missing or not found. */
  required: string;
  notFound: string;
}

export interface SingleRecordDeclaration<V extends Record<string, unknown> = Record<string, unknown>> {
  /** The store's kind and the console's resource name. */
  name: string;
  menuId: number;
  /** Full call paths. */
  calls: { query: string; update: string };
  owner?: RecordOwner;
  /** Message templates by key (`%{name}` placeholders), shared with the console's i18n under `i18n`. */
  messages: Record<string, string>;
  /** The i18n prefix of the messages in the console, e.g. `portal.scroll.validation`. */
  i18n: string;
  /** The values of a record never saved, given its owner's title. */
  defaults: (ownerTitle: string) => V;
  /** Every field of a request (or a form) read, normalised and checked. */
  read: (body: Record<string, unknown>) => RecordRead<V>;
}

export const defineSingleRecord = <V extends Record<string, unknown>>(declaration: SingleRecordDeclaration<V>) => declaration;

/** A problem in the declaration's words, the arguments filled in. */
export const formatRecordProblem = (messages: Record<string, string>, { key, args = {} }: RecordProblem) =>
  Object.entries(args).reduce<string>((text, [name, value]) => text.split(`%{${name}}`).join(String(value)), messages[key] ?? key);
