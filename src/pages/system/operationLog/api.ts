/**
 * The operation log (menu 79, docs/operation-log.md): the list goes through
 * react-admin's dataProvider as the resource `operationLog`
 * (system/operationLog/queryList), one entry with its before and after
 * through getOne (system/operationLog/queryById).
 */
export { OPERATION_LOG_RESOURCE } from '../../../../resources/bespoke';

/** The actions the server records, in the order the search offers them. */
export const OPERATION_ACTIONS = ['create', 'update', 'delete', 'login', 'logout'] as const;

export type OperationAction = (typeof OPERATION_ACTIONS)[number];

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
