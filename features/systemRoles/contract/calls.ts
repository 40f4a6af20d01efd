/**
 * 角色管理's calls beyond its CRUD ones (menu 54; resource systemRole
 * below) and the records they answer.
 */
import { getCall, postCall } from '../../../resources/framework/defineCalls';
import { defineContract, type CallsOf } from '../../../resources/framework/featureContract';

export const ROLE_RESOURCE = 'systemRole';
export const ROLE_MENU = 54;

export interface Permission {
  menuId: number;
  /** Granted data-unit codes; `null` (rows older than data units) means every unit. */
  dataUnits: string[] | null;
}

export interface RoleRecord {
  id: number;
  code: string;
  name: string;
  /** 1 enabled, 0 disabled. */
  status: number;
  remark?: string | null;
  version: number;
  createdAt?: string;
  updatedAt?: string;
  userCount?: number;
  /** False for the caller's own role, and the super administrator's for anyone else: shown, not changed (server: delegation.ts). */
  editable?: boolean;
}

/** The detail call's answer (role/queryRoleInfo): the role with its permissions. */
export interface RoleInfo extends RoleRecord {
  permissions?: Permission[];
}

export interface RoleInput {
  code: string;
  name: string;
  remark: string;
  permissions: Array<{ menuId: number; dataUnits: string[] }>;
}

export interface CheckRoleAnswer {
  containsExamine: boolean;
  menus?: string[];
}

export interface RemovedMenu {
  menuId: number;
  menuName: string;
}

export const roleCalls = {
  /** Whether the chosen menus (comma-separated ids) include the institution-name review. */
  checkRole: getCall<{ menuIds: string }, CheckRoleAnswer>('role/checkRole', { quiet: true }),
  /** The menus an edit would take away from the role's users. */
  modifyCheckRole: postCall<{ id: number | string; permissions: RoleInput['permissions'] }, { removedMenus?: RemovedMenu[] } | null>('role/modifyCheckRole', { quiet: true }),
  switchRoleStatus: postCall<{ id: number | string; status: number }, null>('role/switchStatus'),
};

export const contract = defineContract(roleCalls, [
  { name: ROLE_RESOURCE, api: 'role', calls: { list: 'queryRoleList', detail: 'queryRoleInfo', create: 'addRole', update: 'modifyRole', delete: 'delRole' }, menuId: ROLE_MENU },
]);
declare module '../../../resources/calls' {
  interface FeatureCalls extends CallsOf<typeof contract> {}
}
