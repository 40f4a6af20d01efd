/**
 * The user list's search form {cnName, roleCode, pageNum, pageSize 10} lives
 * in the persisted `user` state (spec section 3): the list starts from it
 * (a `pageNum` in the URL wins over the saved page) and writes it back after
 * every search and page change, so coming back restores it.
 */
import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { getUserState, setUserState, type UserSearchForm } from '../../../dataProvider/session';
import { cleanFilters, PAGE_SIZE, type Filters, type StoredListParams } from '../../../src/crud/list/listParams';
import type { FilterKinds } from '../../../src/crud/list/listAddress';

/** react-admin's (in-memory) store key of the list params, seeded from the user state on every mount. */
export const USER_STORE_KEY = 'system.userList';

/** The search as written in the address. */
export const USER_FILTERS: FilterKinds = { cnName: 'text', roleCode: 'text' };

/** The list the user state holds (the list opens on it when the address names no search). */
export const savedUserList = (): Partial<StoredListParams> | undefined => {
  const saved = getUserState().searchForm;
  return saved && { filter: cleanFilters({ cnName: saved.cnName ?? '', roleCode: saved.roleCode ?? '' }), page: saved.pageNum };
};

export const searchFormOf = (filter: Filters, page: number): UserSearchForm => ({
  cnName: typeof filter.cnName === 'string' ? filter.cnName : '',
  roleCode: typeof filter.roleCode === 'string' ? filter.roleCode : '',
  pageNum: page,
  pageSize: PAGE_SIZE,
});

const sameForm = (a: UserSearchForm, b: UserSearchForm) => a.cnName === b.cnName && a.roleCode === b.roleCode && a.pageNum === b.pageNum && a.pageSize === b.pageSize;

/** Writes the list's search form and page to the user state whenever they change. */
export const useSaveSearchForm = () => {
  const { filterValues, page } = useListContext();
  const form = searchFormOf(filterValues ?? {}, page);
  const { cnName, roleCode, pageNum } = form;
  useEffect(() => {
    const next = { cnName, roleCode, pageNum, pageSize: PAGE_SIZE };
    // A logged-out session has nothing to keep.
    const state = getUserState();
    if (!state.token || sameForm(state.searchForm, next)) return;
    setUserState({ searchForm: next });
  }, [cnName, roleCode, pageNum]);
};
