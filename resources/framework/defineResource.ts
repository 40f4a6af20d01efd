/**
 * A module's whole description in one value: routes, menu, title, calls,
 * fields, list columns, search fields, links and demo data. Pure data, read
 * by the console (pages, inputs, permissions) and the server (table,
 * endpoints, validation, permission, seed).
 */
import { isTextKind, type FieldDef } from './fields';
import type { ResourceRowCall } from './rowCalls';
import type { ResourceTab } from './tabs';

export interface ResourceCalls {
  list: string;
  create: string;
  detail: string;
  update: string;
  delete: string;
}

export const FIVE_CALLS: ResourceCalls = {
  list: 'queryList',
  create: 'add',
  detail: 'queryDetails',
  update: 'updateDetails',
  delete: 'delete',
};

/** Stands in a declared call name for the configured product code (spec section 7: query{product}Hu). */
export const PRODUCT_PLACEHOLDER = '{product}';

/** A call name with `{product}` replaced by the product code, first letter upper-cased: assoc -> queryAssocHu. */
export const productCallName = (call: string, product: string) => call.split(PRODUCT_PLACEHOLDER).join(product.charAt(0).toUpperCase() + product.slice(1));

export interface ExtraCall {
  method: 'GET' | 'POST';
  /** Call name under the base path. */
  call: string;
}

export interface ResourceLink {
  label: string;
  to: string;
}

/**
 * A choice field whose value selects a part of the module, e.g. the problem
 * categories of the FAQ (type 1) and of questions and feedback (type 2) on
 * one pair of pages. Where a value is known (from `param` in the query, or
 * from a value's own edit page) the list shows only that part and new records
 * take the value; links between the pages keep it.
 */
export interface ResourceScope<K extends string = string> {
  /** The choice field (its options are the parts). */
  field: K;
  /** Query parameter carrying the value on the module's routes, e.g. 'type' for `?type=1`. */
  param?: string;
  /** Edit pages of their own for some values (keyed by the value): the value is fixed there. */
  editRoutes?: Record<string, string>;
}

/**
 * Export of the list to an Excel file (.xlsx): the server answers the call
 * with the rows the list's search filters select (header row: the fields'
 * Chinese labels); the console's list gets a 导出 button sending the current
 * filters. Needs the 'list' unit of the module's menu.
 */
export interface ResourceExport<K extends string = string> {
  /** Call name under the base path (default 'export'); the server answers it as POST (filters in the body) and GET (in the query). */
  call?: string;
  /** How the console calls it (default POST). */
  method?: 'GET' | 'POST';
  /** Default file name without extension, e.g. '投资者问题'; a `fileName` sent with the call replaces it. */
  fileName: string;
  /** The console asks for an optional file name before exporting. */
  askFileName?: boolean;
  /** The exported fields, in order (default: the list columns). */
  fields?: K[];
  /** Most rows one export may hold (default 50,000): a larger selection is refused, asking to narrow the search. */
  maxRows?: number;
}

export const EXPORT_DEFAULTS = { call: 'export', method: 'POST', maxRows: 50_000 } as const;

export type ResourceExportSpec = ResourceExport & { call: string; method: 'GET' | 'POST'; maxRows: number };

export interface ResourceInput<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Unique name (react-admin's resource name). */
  name: string;
  /** Chinese title of the module, e.g. '新闻管理'. */
  title: string;
  /** The menu whose holders may use the module. */
  menuId: number;
  /** The list page and the edit page (id in the query); a read-only module has no edit page. */
  routes: { list: string; edit?: string };
  /** Base path of the calls, e.g. 'business/news'. */
  api: string;
  /** Call names differing from the five-call pattern; any call name may hold `{product}` (see productCallName). */
  calls?: Partial<ResourceCalls>;
  /** The max-order call that prefills an order-sequence field. */
  maxOrder?: ExtraCall;
  /** The enable-switch call: POST {id, [field]: value}. */
  switchCall?: { call: string; field: keyof F & string };
  fields: F;
  /** Field naming a record in messages (default: the first text field). */
  recordName?: keyof F & string;
  /** A field that splits the module into parts shown on their own (see ResourceScope). */
  scope?: ResourceScope<keyof F & string>;
  /** Buttons of the list's button area that lead elsewhere, e.g. 分类管理. */
  links?: ResourceLink[];
  /** Buttons of the 操作 column calling a bespoke endpoint for the row, e.g. 推送 (see ResourceRowCall). */
  rowCalls?: ResourceRowCall<keyof F & string>[];
  /** A tab of a list route shared with other modules (see resources/framework/tabs.ts). */
  tab?: ResourceTab;
  /** Export of the list to Excel (see ResourceExport). */
  export?: ResourceExport<keyof F & string>;
  /**
   * Rows come from elsewhere (e.g. sent from the app): the console offers no
   * 新增 or 编辑, the server has no add or update call; list, delete (and
   * export) remain. The detail call remains only when `calls.detail` names it
   * (e.g. org/examine/queryInfo).
   */
  readOnly?: boolean;
  /**
   * The module's calls are served by a bespoke server module (named here, e.g.
   * 'features/feedback/server'): the declaration gives its table (kept in step at
   * start-up), its fields and its catalog entry; the generic endpoints are not
   * registered and the generic pages not shown (the route table names the page).
   */
  ownCalls?: string;
  /**
   * Menus of bespoke pages that choose among this module's records (e.g. 用户管理, menu 47, choosing an app
   * user's member unit): their holders may read its list and details, like the menus of declared modules
   * whose ref fields name it (server/resources/module.ts readerMenus).
   */
  readerMenus?: number[];
  /** The refusal when the record an id names is gone (default 记录不存在或已被删除), e.g. '反馈不存在或已被删除'. */
  notFound?: string;
  /** false: the contract has no delete call (the server registers none, the list offers no 删除). */
  deletable?: boolean;
  /**
   * A contract call checking a `unique` field before a save, e.g.
   * commonicon/appCommonModuleType/checkIsCreateType: POST {[field], id?}
   * answers {exists: false}, or refuses with the field's message. The console
   * runs it in the field's validation when the form is submitted.
   */
  uniqueCheck?: { call: string; field: keyof F & string };
  /** Default order of the list. */
  sort?: { field: (keyof F & string) | 'id' | 'createdAt' | 'updatedAt'; order: 'ASC' | 'DESC' };
  /** Database table; default `res_` + the snake-cased name. */
  table?: string;
  /**
   * Demo rows seeded on first start (ref fields hold the 1-based index of the
   * referenced demo row). A declaration imports them on demand from its
   * sibling `<name>.demo.ts`, `() => import('./news.demo').then((module) => module.default())`,
   * so the console's bundle holds none of them (see demoRows).
   */
  demo?: () => Promise<DemoRow<keyof F & string>[]> | DemoRow<keyof F & string>[];
}

/** One demo row: values by field name. */
export type DemoRow<K extends string = string> = Partial<Record<K, unknown>>;

export interface FieldSpec extends FieldDef {
  name: string;
  column: FieldDef['column'];
}

export interface Resource extends Omit<ResourceInput, 'fields' | 'calls' | 'export' | 'uniqueCheck'> {
  uniqueCheck?: { call: string; field: string };
  calls: ResourceCalls;
  export?: ResourceExportSpec;
  table: string;
  fields: FieldSpec[];
  recordName: string;
  /** The server answers the detail call: every module but a read-only one whose declaration names none. */
  hasDetail: boolean;
}

/** A resource's demo rows (none when it declares none), awaiting rows imported on demand. */
export const demoRows = async (resource: Pick<Resource, 'demo'>): Promise<DemoRow[]> => (await resource.demo?.()) ?? [];

export const snakeCase = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();

const IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;

export const defineResource = <F extends Record<string, FieldDef>>(input: ResourceInput<F>): Resource => {
  const fields = Object.entries(input.fields).map(([name, def]) => ({ ...def, name }));
  const table = input.table ?? `res_${snakeCase(input.name)}`;
  for (const identifier of [table, ...fields.map((field) => snakeCase(field.name))]) {
    if (!IDENTIFIER.test(identifier)) throw new Error(`Resource "${input.name}": "${identifier}" is not a valid database identifier`);
  }
  for (const field of fields) {
    if (field.exclusive !== undefined && field.kind !== 'flag') throw new Error(`Resource "${input.name}": only a flag can be exclusive ("${field.name}")`);
  }
  if (input.scope) {
    const scoped = fields.find((field) => field.name === input.scope!.field);
    if (!scoped || scoped.kind !== 'choice') throw new Error(`Resource "${input.name}": the scope field "${String(input.scope.field)}" must be a choice field`);
    for (const value of Object.keys(input.scope.editRoutes ?? {})) {
      if (!scoped.options!.some((option) => String(option.value) === value)) throw new Error(`Resource "${input.name}": "${value}" is not a value of the scope field`);
    }
  }
  if (!input.readOnly && !input.routes.edit) throw new Error(`Resource "${input.name}": an edit route is required unless the module is read-only`);
  for (const name of input.export?.fields ?? []) {
    if (!fields.some((field) => field.name === name)) throw new Error(`Resource "${input.name}": the export names unknown field "${name}"`);
  }
  for (const field of fields) {
    if (field.optionsCall && field.kind !== 'choice') throw new Error(`Resource "${input.name}": only a choice can load its options ("${field.name}")`);
    for (const other of field.searchAlso ?? []) {
      const also = fields.find((candidate) => candidate.name === other);
      if (!field.search || !isTextKind(field.kind) || !also || !isTextKind(also.kind)) {
        throw new Error(`Resource "${input.name}": "${field.name}" may search "${other}" too only when both are text fields and "${field.name}" is searchable`);
      }
    }
  }
  if (input.uniqueCheck && !fields.some((field) => field.name === input.uniqueCheck!.field && field.unique)) {
    throw new Error(`Resource "${input.name}": the unique check names "${String(input.uniqueCheck.field)}", which is not a unique field`);
  }
  for (const field of (input.rowCalls ?? []).flatMap((rowCall) => Object.keys(rowCall.when ?? {}))) {
    if (!fields.some((candidate) => candidate.name === field)) throw new Error(`Resource "${input.name}": a row call's condition names unknown field "${field}"`);
  }
  const exported = input.export ? { ...EXPORT_DEFAULTS, ...input.export } : undefined;
  const recordName = input.recordName ?? fields.find((field) => field.kind === 'text')?.name ?? 'id';
  const hasDetail = !input.readOnly || input.calls?.detail !== undefined;
  return { ...input, calls: { ...FIVE_CALLS, ...input.calls }, table, fields, recordName, export: exported, hasDetail } as Resource;
};
