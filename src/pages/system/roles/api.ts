/**
 * The role calls of the web-center contract (menu 54) and their records.
 * The list goes through react-admin's dataProvider (resource `systemRole`,
 * listed in resources/bespoke.ts); the other calls are made directly.
 */
import { get, post } from '../../../../dataProvider/http';
export { ROLE_RESOURCE } from '../../../../resources/bespoke';

export const ROLE_LIST_PATH = '/system/roleManaget';
export const ROLE_EDIT_PATH = '/system/roleManaget/edit';

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

export interface RoleInfo extends RoleRecord {
  permissions?: Permission[];
}

export interface RoleInput {
  code: string;
  name: string;
  remark: string;
  permissions: Array<{ menuId: number; dataUnits: string[] }>;
}

export const ENABLED = 1;
export const DISABLED = 0;

export const roleInfoKey = (id: number | string) => ['role/queryRoleInfo', String(id)];

export const queryRoleInfo = async (id: number | string) =>
  (await post<RoleInfo>('role/queryRoleInfo', { id }, { silent: true })).data;

export const addRole = async (input: RoleInput) => (await post<RoleRecord>('role/addRole', input)).data;

export const modifyRole = async (id: number | string, version: number, { name, remark, permissions }: RoleInput) =>
  (await post<RoleRecord>('role/modifyRole', { id, version, name, remark, permissions })).data;

export const delRole = (id: number | string) => post('role/delRole', { id });

export const switchRoleStatus = (id: number | string, status: number) => post('role/switchStatus', { id, status });

export interface CheckRoleAnswer {
  containsExamine: boolean;
  menus?: string[];
}

/** Whether the chosen menus include the institution-name review. */
export const checkRole = async (menuIds: number[]) =>
  (await get<CheckRoleAnswer>('role/checkRole', { menuIds: menuIds.join(',') })).data;

export interface RemovedMenu {
  menuId: number;
  menuName: string;
}

/** The menus an edit would take away from the role's users. */
export const modifyCheckRole = async (id: number | string, permissions: RoleInput['permissions']) =>
  (await post<{ removedMenus?: RemovedMenu[] } | null>('role/modifyCheckRole', { id, permissions })).data?.removedMenus ?? [];
