/**
 * react-admin dataProvider over the web-center contract: lists are
 * `{pageNum, pageSize, ...filters}` answering `{list, total}`, details `{id}`.
 * The contract has no get-by-ids call, so getMany asks for each detail.
 */
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { post } from './http';
import { callPath } from './resourceApi';

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

const queryList = async (resource: string, params: Pick<GetListParams, 'pagination' | 'filter' | 'sort'>) => {
  const { data } = await post<Page<RaRecord>>(callPath(resource, 'list'), listBody(params), { silent: true });
  return { data: data?.list ?? [], total: data?.total ?? 0 };
};

const queryDetail = async (resource: string, id: Identifier) => (await post<RaRecord>(callPath(resource, 'detail'), { id }, { silent: true })).data;

// The contract's records are untyped JSON; react-admin's generic record types are asserted once here.
export const dataProvider = {
  getList: (resource, params) => queryList(resource, params),

  getOne: async (resource, { id }) => ({ data: await queryDetail(resource, id) }),

  getMany: async (resource, { ids }) => ({ data: await Promise.all(ids.map((id) => queryDetail(resource, id))) }),

  getManyReference: (resource, { target, id, ...params }) => queryList(resource, { ...params, filter: { ...params.filter, [target]: id } }),

  create: async (resource, { data }) => {
    const response = await post<RaRecord | Identifier | null>(callPath(resource, 'create'), data, { silent: true });
    const created = response.data;
    const record = created && typeof created === 'object' ? created : { ...data, id: created ?? data.id };
    return { data: record as RaRecord };
  },

  update: async (resource, { id, data }) => {
    const response = await post<RaRecord | null>(callPath(resource, 'update'), { ...data, id }, { silent: true });
    return { data: (response.data && typeof response.data === 'object' ? response.data : { ...data, id }) as RaRecord };
  },

  updateMany: async (resource, { ids, data }) => {
    await Promise.all(ids.map((id) => post(callPath(resource, 'update'), { ...data, id }, { silent: true })));
    return { data: ids };
  },

  delete: async (resource, { id, previousData }) => {
    await post(callPath(resource, 'delete'), { id }, { silent: true });
    return { data: (previousData ?? { id }) as RaRecord };
  },

  deleteMany: async (resource, { ids }) => {
    await Promise.all(ids.map((id) => post(callPath(resource, 'delete'), { id }, { silent: true })));
    return { data: ids };
  },
} as DataProvider;
