/**
 * The role list's saved search form (spec section 3, `system` state:
 * {pageNum 1, pageSize 10, roleName}). It lives in react-admin's store (kept
 * for the session, in memory) as the list's params and is restored whenever
 * the list is opened again (RoleListPage's `restore`); a `pageNum` in the
 * address wins over the saved page.
 */
import { useCanAccess } from 'react-admin';
import { ROLE_RESOURCE } from '../contract/calls';

export const ROLE_STORE_KEY = 'system.roleSearchForm';

export interface RoleAccess {
  create: boolean;
  edit: boolean;
  delete: boolean;
  enable: boolean;
}

/** What the user may do on the role pages (menu 54's data units); hidden while unknown. */
export const useRoleAccess = (): RoleAccess => {
  const create = useCanAccess({ resource: ROLE_RESOURCE, action: 'create' });
  const edit = useCanAccess({ resource: ROLE_RESOURCE, action: 'edit' });
  const remove = useCanAccess({ resource: ROLE_RESOURCE, action: 'delete' });
  const enable = useCanAccess({ resource: ROLE_RESOURCE, action: 'enable' });
  return { create: !!create.canAccess, edit: !!edit.canAccess, delete: !!remove.canAccess, enable: !!enable.canAccess };
};
