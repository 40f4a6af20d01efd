/**
 * Row calls: buttons of a list's 操作 column that call a bespoke endpoint for
 * the row after a confirmation, e.g. 推送 (business/jgPush/jgPush). Pure data,
 * read by the console (src/crud/list/RowCallButton.tsx) and by the server
 * module that answers the call.
 */

/** The data units a row call may need (docs/permissions.md). */
export type RowCallUnit = 'detail' | 'list' | 'add' | 'modify' | 'delete' | 'enable';

export interface ResourceRowCall<K extends string = string> {
  /** The button's text, e.g. '推送'; '<label>成功' shows after the call. */
  label: string;
  /** Call path under the web-center base (POST), e.g. 'business/jgPush/jgPush'. */
  call: string;
  /** Sent with the row's `id` and `title` (its record name), e.g. `{ module: 'news' }`. */
  body?: Record<string, string | number>;
  /** Text of the confirmation; `%{name}` is the record's name. */
  confirm: string;
  /** The data unit of the module's menu the button needs (default 'modify'). */
  unit?: RowCallUnit;
  /** Only rows holding these values get the button, e.g. `{ serviceType: 1 }`. */
  when?: Partial<Record<K, string | number>>;
  /**
   * A call (POST `{ ...body, ids }`) answering `{ [id]: ISO time }`, the last
   * call per row: the button's tooltip shows it ('最近推送：…').
   */
  lastCall?: string;
}

/** Whether a record holds every one of `values` (compared as text, so 1 and '1' agree). */
export const holdsValues = (values: Record<string, unknown> | undefined, record: Record<string, unknown>): boolean =>
  Object.entries(values ?? {}).every(([field, value]) => String(record[field]) === String(value));

/** Whether a record gets the row call's button (its `when` values match). */
export const rowCallApplies = (rowCall: ResourceRowCall, record: Record<string, unknown>): boolean => holdsValues(rowCall.when, record);

/** The confirmation text with the record's name. */
export const rowCallConfirmText = (rowCall: ResourceRowCall, name: string) => rowCall.confirm.split('%{name}').join(name);
