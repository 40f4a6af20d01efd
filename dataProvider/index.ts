/**
 * react-admin dataProvider over the web-center contract: lists are
 * `{pageNum, pageSize, ...filters}` answering `{list, total}`, details `{id}`.
 * The contract has no get-by-ids call, so getMany asks for each detail.
 */
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { ApiError, FAILURE, post } from './http';
import { NOT_FOUND } from './errors';
import { callPath, resourceApi } from './resourceApi';
import { uploadFiles } from './uploads';
import { queryReport, reportOf } from './reports';
import { callMethods, type CallMethods } from './callMethods';
import { resourceMethods, type ResourceMethods } from './resourceMethods';
import { consoleCalls, type ConsoleCalls } from '../resources/calls';

export interface Page<T> {
  list: T[];
  total: number;
}

const listBody = ({ pagination, filter, sort }: Pick<GetListParams, 'pagination' | 'filter' | 'sort'>) => ({
  pageNum: pagination?.page ?? 1,
  pageSize: pagination?.perPage ?? 10,
  ...(sort?.field && sort.field !== 'id' ? { orderBy: sort.field, order: sort.order } : {}),
  ...filter,
});

export const queryList = async (resource: string, params: Pick<GetListParams, 'pagination' | 'filter' | 'sort'>) => {
  const { data } = await post<Page<RaRecord>>(callPath(resource, 'list'), listBody(params), quietly(resource));
  return { data: data?.list ?? [], total: data?.total ?? 0 };
};

/**
 * A refused save whose envelope names the fields (`data.errors`) rejects the
 * way react-admin shows server-side validation: `body.errors` on the fields.
 */
const withFieldErrors = async <T>(action: () => Promise<T>): Promise<T> => {
  try {
    return await action();
  } catch (error) {
    const errors = error instanceof ApiError ? (error.data as { errors?: Record<string, string> } | null)?.errors : undefined;
    if (errors && typeof errors === 'object') Object.assign(error as object, { body: { errors } });
    throw error;
  }
};

/** A call of a resource's own, on the service its calls are under (the questionnaire's, or the web center). */
const quietly = (resource: string) => ({ silent: true, service: resourceApi(resource).service });

const queryDetail = async (resource: string, id: Identifier): Promise<RaRecord> => {
  if (!resourceApi(resource).byListId) return (await post<RaRecord>(callPath(resource, 'detail'), { id }, quietly(resource))).data;
  const { data } = await queryList(resource, { pagination: { page: 1, perPage: 1 }, filter: { id }, sort: { field: 'id', order: 'ASC' } });
  if (!data[0]) throw new ApiError(FAILURE, NOT_FOUND);
  return data[0];
};

/** Most rows one list call answers: a module without a detail call is looked up in its first page of that size. */
const LOOKUP_PAGE = { page: 1, perPage: 100 };

/**
 * Records by id. A read-only module may have no detail call (e.g. the icon list of
 * the common modules): its records are found in its list, which for such
 * option lists is small; an id not there is left out, as react-admin expects
 * of a deleted reference.
 */
export const queryMany = async (resource: string, ids: Identifier[]): Promise<RaRecord[]> => {
  if (!resourceApi(resource).noDetail) return Promise.all(ids.map((id) => queryDetail(resource, id)));
  const { data } = await queryList(resource, { pagination: LOOKUP_PAGE, filter: {}, sort: { field: 'id', order: 'ASC' } });
  const wanted = new Set(ids.map(String));
  return data.filter((record) => wanted.has(String(record.id)));
};

export const queryOne = async (resource: string, id: Identifier): Promise<RaRecord> => {
  if (!resourceApi(resource).noDetail) return queryDetail(resource, id);
  const [record] = await queryMany(resource, [id]);
  if (!record) throw new ApiError(FAILURE, NOT_FOUND);
  return record;
};

/**
 * A single versioned record (resources/framework/singleRecord.ts): its form
 * (src/crud/single/SingleRecordForm.tsx) names the calls in react-admin's
 * `meta`, and the id is its owner's, sent as `param` (0 when it has none).
 */
export type SingleRecordMeta = {
  singleRecord: { query: string; update: string; param?: string };
};

const singleRecordOf = (meta: unknown) => (meta as Partial<SingleRecordMeta> | undefined)?.singleRecord;

const ownerBody = ({ param }: SingleRecordMeta['singleRecord'], id: Identifier) => (param ? { [param]: id } : {});

const getSingleRecord = async (calls: SingleRecordMeta['singleRecord'], id: Identifier) => {
  const { data } = await post<RaRecord>(calls.query, ownerBody(calls, id), { silent: true });
  return { data: { ...data, id } };
};

const saveSingleRecord = async (calls: SingleRecordMeta['singleRecord'], id: Identifier, data: Record<string, unknown>) => {
  const { id: _owner, ...values } = await uploadFiles(data);
  const response = await withFieldErrors(() => post<RaRecord>(calls.update, { ...values, ...ownerBody(calls, id) }, { silent: true }));
  return { data: { ...response.data, id } };
};

// The contract's records are untyped JSON; react-admin's generic record types are asserted once here.
export const dataProvider = {
  getList: (resource, params) => {
    const report = reportOf(params.meta);
    return report ? queryReport(report, params) : queryList(resource, params);
  },

  getOne: async (resource, { id, meta }) => {
    const single = singleRecordOf(meta);
    return single ? getSingleRecord(single, id) : { data: await queryOne(resource, id) };
  },

  getMany: async (resource, { ids }) => ({ data: await queryMany(resource, ids) }),

  getManyReference: (resource, { target, id, ...params }) => queryList(resource, { ...params, filter: { ...params.filter, [target]: id } }),

  create: async (resource, { data }) => {
    const body = await uploadFiles(data);
    const response = await withFieldErrors(() => post<RaRecord | Identifier | null>(callPath(resource, 'create'), body, quietly(resource)));
    const created = response.data;
    const record = created && typeof created === 'object' ? created : { ...body, id: created ?? body.id };
    return { data: record as RaRecord };
  },

  update: async (resource, { id, data, meta }) => {
    const single = singleRecordOf(meta);
    if (single) return saveSingleRecord(single, id, data);
    const body = await uploadFiles({ ...data, id });
    const response = await withFieldErrors(() => post<RaRecord | null>(callPath(resource, 'update'), body, quietly(resource)));
    return { data: (response.data && typeof response.data === 'object' ? response.data : body) as RaRecord };
  },

  updateMany: async (resource, { ids, data }) => {
    await Promise.all(ids.map((id) => post(callPath(resource, 'update'), { ...data, id }, quietly(resource))));
    return { data: ids };
  },

  delete: async (resource, { id, previousData }) => {
    await post(callPath(resource, 'delete'), { id }, quietly(resource));
    return { data: (previousData ?? { id }) as RaRecord };
  },

  deleteMany: async (resource, { ids }) => {
    await Promise.all(ids.map((id) => post(callPath(resource, 'delete'), { id }, quietly(resource))));
    return { data: ids };
  },

  ...resourceMethods,
  ...callMethods(consoleCalls),
} as ConsoleDataProvider;

/** The dataProvider with the declared calls as custom methods (resources/calls). */
export type ConsoleDataProvider = ResourceDataProvider & CallMethods<ConsoleCalls>;

export type ResourceDataProvider = DataProvider & ResourceMethods;
