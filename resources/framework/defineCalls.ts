/**
 * The contract's calls that are not CRUD (draw a sample, check a role, export
 * the answers …), declared once with the types of what they take and answer.
 * The console's dataProvider turns each declaration into a custom method of
 * the same name (react-admin's "custom methods"; dataProvider/callMethods.ts),
 * so a page reaches the server only through the dataProvider; the types are
 * the ones both halves compile against.
 */

/** Which base a call is under: the web center, the file service (SMS codes) or the questionnaire service. */
export type Service = 'web' | 'file' | 'questionnaire';

export type CallKind = 'json' | 'export' | 'download' | 'upload';

export interface CallSpec<Params = unknown, Answer = unknown> {
  readonly path: string;
  readonly method: 'GET' | 'POST';
  readonly kind: CallKind;
  readonly service?: Service;
  /**
   * The page shows this call's refusal itself (beside a field, in a dialog),
   * so the message line does not; otherwise the request wrapper shows it.
   */
  readonly quiet?: boolean;
  /** File name of an export or download when the answer names none. */
  readonly fileName?: string;
  /** Only carries the types (a function, so any call fits `CallSpec<never, unknown>`): never set. */
  readonly types?: (params: Params) => Answer;
}

type Options = Pick<CallSpec, 'service' | 'quiet'>;

/** A POST with a JSON body. */
export const postCall = <Params = Record<string, unknown>, Answer = unknown>(path: string, options: Options = {}): CallSpec<Params, Answer> => ({
  path,
  method: 'POST',
  kind: 'json',
  ...options,
});

/** A GET whose params go in the query. */
export const getCall = <Params = Record<string, unknown>, Answer = unknown>(path: string, options: Options = {}): CallSpec<Params, Answer> => ({
  path,
  method: 'GET',
  kind: 'json',
  ...options,
});

/** A POST answered by a file the browser saves (`fileName` when the answer names none). */
export const exportCall = <Params = Record<string, unknown>>(path: string, fileName: string, options: Options = {}): CallSpec<Params, Blob> => ({
  path,
  method: 'POST',
  kind: 'export',
  fileName,
  ...options,
});

/** A GET answered by a file the browser saves. */
export const downloadCall = <Params = Record<string, unknown>>(path: string, fileName: string, options: Options = {}): CallSpec<Params, Blob> => ({
  path,
  method: 'GET',
  kind: 'download',
  fileName,
  ...options,
});

/** A multipart POST: the params are the form. */
export const uploadCall = <Answer = unknown>(path: string, options: Options = {}): CallSpec<FormData, Answer> => ({
  path,
  method: 'POST',
  kind: 'upload',
  ...options,
});

export type CallSpecs = Record<string, CallSpec<never, unknown>>;

export type ParamsOf<S> = S extends CallSpec<infer Params, infer _Answer> ? Params : never;
export type AnswerOf<S> = S extends CallSpec<infer _Params, infer Answer> ? Answer : never;

/** react-admin's own dataProvider methods: a custom call must not take one of their names. */
const CRUD_METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'];

/** Several features' calls as one set of method names; a name declared twice is a mistake caught at load. */
export const mergeCalls = <Groups extends CallSpecs[]>(...groups: Groups): UnionToIntersection<Groups[number]> => {
  const merged: CallSpecs = {};
  for (const group of groups) {
    for (const [name, spec] of Object.entries(group)) {
      if (name in merged || CRUD_METHODS.includes(name)) throw new Error(`The call name "${name}" is declared twice (resources/calls)`);
      merged[name] = spec;
    }
  }
  return merged as UnionToIntersection<Groups[number]>;
};

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
