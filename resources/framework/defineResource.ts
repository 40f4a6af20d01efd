/**
 * A module's whole description in one value: routes, menu, title, calls,
 * fields, list columns, search fields, links and demo data. Pure data, read
 * by the console (pages, inputs, permissions) and the server (table,
 * endpoints, validation, permission, seed).
 */
import type { FieldDef } from './fields';

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
export const productCallName = (call: string, product: string) =>
  call.split(PRODUCT_PLACEHOLDER).join(product.charAt(0).toUpperCase() + product.slice(1));

export interface ExtraCall {
  method: 'GET' | 'POST';
  /** Call name under the base path. */
  call: string;
}

export interface ResourceLink {
  label: string;
  to: string;
}

export interface ResourceInput<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Unique name (react-admin's resource name). */
  name: string;
  /** Chinese title of the module, e.g. '新闻管理'. */
  title: string;
  /** The menu whose holders may use the module. */
  menuId: number;
  routes: { list: string; edit: string };
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
  /** Buttons of the list's button area that lead elsewhere, e.g. 分类管理. */
  links?: ResourceLink[];
  /** Default order of the list. */
  sort?: { field: (keyof F & string) | 'id' | 'createdAt' | 'updatedAt'; order: 'ASC' | 'DESC' };
  /** Database table; default `res_` + the snake-cased name. */
  table?: string;
  /** Demo rows seeded on first start (ref fields hold the 1-based index of the referenced demo row). */
  demo?: () => Array<Partial<Record<keyof F, unknown>>>;
}

export interface FieldSpec extends FieldDef {
  name: string;
  column: FieldDef['column'];
}

export interface Resource extends Omit<ResourceInput, 'fields' | 'calls'> {
  calls: ResourceCalls;
  table: string;
  fields: FieldSpec[];
  recordName: string;
}

export const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase();

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
  const recordName = input.recordName ?? fields.find((field) => field.kind === 'text')?.name ?? 'id';
  return { ...input, calls: { ...FIVE_CALLS, ...input.calls }, table, fields, recordName } as Resource;
};
