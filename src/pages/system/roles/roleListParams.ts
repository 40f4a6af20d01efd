/**
 * The role list's saved search form (spec section 3, `system` state:
 * {pageNum 1, pageSize 10, roleName}). It lives in react-admin's store (kept
 * for the session, in memory) as the list's params and is restored whenever
 * the list is opened again; a `pageNum` in the URL wins over the saved page.
 */
import { useCanAccess } from 'react-admin';
import { hasPageParam, pageFromSearch, PAGE_SIZE, type StoredListParams } from '../../../crud/list/listParams';
import { ROLE_RESOURCE } from '../../../../resources/bespoke';

export const ROLE_STORE_KEY = 'system.roleSearchForm';

export const initialRoleParams = (search: string, stored: Partial<StoredListParams> | undefined): StoredListParams => ({
  filter: stored?.filter && typeof stored.filter === 'object' ? stored.filter : {},
  page: hasPageParam(search) ? pageFromSearch(search) : Math.max(1, Number(stored?.page) || 1),
  perPage: PAGE_SIZE,
  sort: 'id',
  order: 'DESC',
});

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
