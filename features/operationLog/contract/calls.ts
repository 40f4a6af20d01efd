import { defineContract, type CallsOf } from '../../../resources/framework/featureContract';

export const OPERATION_LOG_RESOURCE = 'operationLog';
export const OPERATION_LOG_MENU = 79;
/**
 * 操作日志's record (menu 79, docs/operation-log.md). Its calls are all CRUD
 * calls of resource operationLog (its contract, contract/calls.ts): the list queryList
 * and the entry with its before and after, queryById (react-admin's getOne).
 */

export interface OperationLogEntry {
  id: number;
  operatorId: number | null;
  operatorLoginName: string | null;
  operatorCnName: string | null;
  action: string;
  menuId: number | null;
  menuName: string | null;
  /** The call under the service base, e.g. 'business/news/addNews'. */
  path: string;
  recordId: string | null;
  summary: string | null;
  ip: string | null;
  createdAt: string;
  /** Only in the detail answer. */
  before?: unknown;
  after?: unknown;
}

export const operationLogCalls = {};

export const contract = defineContract(operationLogCalls, [
  { name: OPERATION_LOG_RESOURCE, api: 'system/operationLog', calls: { list: 'queryList', detail: 'queryById' }, menuId: OPERATION_LOG_MENU },
]);
declare module '../../../resources/calls' {
  interface FeatureCalls extends CallsOf<typeof contract> {}
}
