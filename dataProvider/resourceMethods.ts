/**
 * The dataProvider's custom methods that work from a resource's declaration
 * rather than from one declared call: the order sequence, the enable switch,
 * the unique check, the declared row calls, a choice field's options and the
 * list and report exports. Quiet: the page shows a refusal where it belongs.
 */
import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import { productCallName, type ChoiceOption, type FieldSpec, type Resource } from '../resources/framework';
import type { ResourceRowCall } from '../resources/framework/rowCalls';
import { getConfig } from './config';
import { ApiError } from './errors';
import { exportList, type ExportListParams } from './exportList';
import { get, post } from './http';
import { exportReport } from './reports';
import { callPath, resourceApi } from './resourceApi';
import { uploadFile, type UploadedFile } from './uploads';

const isOption = (value: unknown): value is ChoiceOption =>
  !!value && typeof value === 'object' && (typeof (value as ChoiceOption).value === 'string' || typeof (value as ChoiceOption).value === 'number') && typeof (value as ChoiceOption).label === 'string';

const underApi = (api: string, call: string) => `${api.replace(/\/+$/, '')}/${productCallName(call, getConfig().product)}`;

export const resourceMethods = {
  /** The module's current maximum order sequence (0 when it declares no max-order call or holds nothing). */
  maxOrder: async (resource: string): Promise<number> => {
    const { base, maxOrder } = resourceApi(resource);
    if (!maxOrder) return 0;
    const path = `${base}/${maxOrder.call}`;
    const response = maxOrder.method === 'GET' ? await get<unknown>(path, undefined, { silent: true }) : await post<unknown>(path, {}, { silent: true });
    const value = typeof response.data === 'object' && response.data ? Object.values(response.data as object)[0] : response.data;
    return Number(value) || 0;
  },

  /** The enable switch: the declared switch call, else an update of that one field. */
  switchFlag: async (resource: string, { id, field, value, version }: { id: Identifier; field: string; value: number; version?: number }) => {
    const { base, switchCall } = resourceApi(resource);
    const path = switchCall ? `${base}/${switchCall.call}` : callPath(resource, 'update');
    const response = await post<RaRecord | null>(path, { id, [field]: value, version }, { silent: true });
    return { data: response.data as RaRecord | null };
  },

  /**
   * The declared unique check (`uniqueCheck`): the field's refusal when another
   * record holds the value, null when none does; rejects when no answer came.
   */
  checkUnique: async (resource: string, { field, value, id }: { field: string; value: string; id?: Identifier }): Promise<{ data: string | null }> => {
    const api = resourceApi(resource);
    try {
      await post(`${api.base}/${api.uniqueCheck!.call}`, { [field]: value, ...(id === undefined ? {} : { id }) }, { silent: true });
      return { data: null };
    } catch (error) {
      const errors = error instanceof ApiError ? (error.data as { errors?: Record<string, string> } | null)?.errors : undefined;
      if (errors?.[field]) return { data: errors[field] };
      throw error;
    }
  },

  /** A declared row call (e.g. 推送) for one record: `{ ...body, id, title }`. */
  rowCall: async (_resource: string, { rowCall, id, title }: { rowCall: ResourceRowCall; id: Identifier; title: string }) => {
    await post(rowCall.call, { ...rowCall.body, id, title }, { silent: true });
    return { data: null };
  },

  /** The last call of a row call per row id (`{ [id]: ISO time }`). */
  rowCallsLast: async (_resource: string, { rowCall, ids }: { rowCall: ResourceRowCall; ids: Identifier[] }) => ({
    data: (await post<Record<string, string | null>>(rowCall.lastCall!, { ...rowCall.body, ids }, { silent: true })).data ?? {},
  }),

  /** A choice field's options from its `optionsCall`, null when the answer is not a list of options. */
  choiceOptions: async (api: string, call: NonNullable<FieldSpec['optionsCall']>): Promise<{ data: ChoiceOption[] | null }> => {
    const path = underApi(api, call.call);
    const { data } = call.method === 'GET' ? await get<unknown>(path, undefined, { silent: true }) : await post<unknown>(path, {}, { silent: true });
    return { data: Array.isArray(data) && data.every(isOption) ? data.map(({ value, label }) => ({ value, label })) : null };
  },

  /** One file through fastdfs/uploadFile: its stored reference. */
  uploadFile: async (file: File): Promise<{ data: UploadedFile }> => ({ data: await uploadFile(file) }),

  /** A declared module's export (ResourceExport) with the list's filters: the browser saves the file, or the refusal shows. */
  exportList: async (declaration: Pick<Resource, 'api' | 'export' | 'title'>, params: ExportListParams = {}) => {
    await exportList(declaration, params);
    return { data: null };
  },

  /** A report's export: the report call with its filter and order, saved as the .xlsx the server names. */
  exportReport: async (call: string, { filter, sort, fileName }: { filter: Record<string, unknown>; sort?: GetListParams['sort']; fileName?: string }) => {
    await exportReport(call, filter, sort, fileName);
    return { data: null };
  },
};

export type ResourceMethods = typeof resourceMethods;
