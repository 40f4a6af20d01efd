/**
 * Report calls (the statistics pages): a report is read as a react-admin list
 * of the resource REPORT_RESOURCE whose `meta.report` names the call, so its
 * pages use react-admin's list controller and react-query's cache like every
 * other list. The call's body is the list's filter with the page, page size
 * and sort; the answer's rows get an id (their own, else their place), and
 * what a report answers beside its rows (summary, correction, range) comes
 * back as the list's `meta`.
 */
import type { GetListParams, RaRecord } from 'react-admin';
import { exportFile, get, post } from './http';

export const REPORT_RESOURCE = 'statisticsReport';

/** `method`: the few GET calls (filter choices); a report is a POST otherwise. */
export type ReportMeta = { report: string; method?: 'GET' | 'POST' };

export const reportOf = (meta: unknown) => {
  const { report, method } = (meta as Partial<ReportMeta> | undefined) ?? {};
  return report ? { report, method } : undefined;
};

interface ReportAnswer {
  list?: Array<Record<string, unknown>>;
  total?: number;
  [key: string]: unknown;
}

/** The body of a report call: the filter without empty values, the page, and the sort unless it is react-admin's default. */
export const reportBody = ({ pagination, filter = {}, sort }: Partial<Pick<GetListParams, 'pagination' | 'filter' | 'sort'>>) => {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== null && value !== '') body[key] = value;
  if (pagination) Object.assign(body, { pageNum: pagination.page, pageSize: pagination.perPage });
  if (sort?.field && sort.field !== 'id') Object.assign(body, { sortField: sort.field, sortOrder: sort.order.toLowerCase() });
  return body;
};

export const queryReport = async ({ report: call, method }: ReportMeta, params: Pick<GetListParams, 'pagination' | 'filter' | 'sort'>) => {
  const { data } = method === 'GET' ? await get<ReportAnswer>(call, reportBody({ filter: params.filter }), { silent: true }) : await post<ReportAnswer>(call, reportBody(params), { silent: true });
  const { list = [], total, ...meta } = data ?? {};
  const offset = ((params.pagination?.page ?? 1) - 1) * (params.pagination?.perPage ?? 0);
  const rows = list.map((row, index) => ({ ...row, id: row.id ?? `${offset + index}` }) as RaRecord);
  return { data: rows, total: total ?? rows.length, meta };
};

/** A report's export: the same body as its list (all rows), saved as the .xlsx the server names. */
export const exportReport = (call: string, filter: Record<string, unknown>, sort?: GetListParams['sort'], fallbackName = '统计报表') =>
  exportFile(call, reportBody({ filter, sort }), `${fallbackName}.xlsx`);
