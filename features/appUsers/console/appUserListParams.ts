/**
 * The app-user list's search form {realName, mobile, userType, memberType,
 * loginEnabled, pageNum, pageSize 10}, kept like the system users' one in the
 * persisted `user` state (as `appUserSearchForm`, cleared with the session):
 * the list starts from it (a `pageNum` in the URL wins over the saved page)
 * and writes it back after every search and page change.
 */
import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { getUserState, setUserState, type UserState } from '../../../dataProvider/session';
import { cleanFilters, PAGE_SIZE, type Filters, type StoredListParams } from '../../../src/crud/list/listParams';
import type { FilterKinds } from '../../../src/crud/list/listAddress';

/** react-admin's (in-memory) store key of the list params, seeded from the user state on every mount. */
export const APP_USER_STORE_KEY = 'system.appUserList';

export const SEARCH_FIELDS = ['realName', 'mobile', 'userType', 'memberType', 'loginEnabled'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchValues = Record<SearchField, string>;

export interface AppUserSearchForm extends SearchValues {
  pageNum: number;
  pageSize: number;
}

type WithAppUserForm = UserState & { appUserSearchForm?: Partial<AppUserSearchForm> };

export const EMPTY_SEARCH: SearchValues = { realName: '', mobile: '', userType: '', memberType: '', loginEnabled: '' };

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export const searchValuesOf = (source: Partial<Record<SearchField, unknown>> | undefined): SearchValues =>
  Object.fromEntries(SEARCH_FIELDS.map((field) => [field, text(source?.[field])])) as SearchValues;

export const savedSearchForm = (): Partial<AppUserSearchForm> | undefined => (getUserState() as WithAppUserForm).appUserSearchForm;

const saveSearchForm = (form: AppUserSearchForm) => setUserState({ appUserSearchForm: form } as Partial<UserState>);

/** The search as written in the address: every field is a text or a dictionary code. */
export const APP_USER_FILTERS: FilterKinds = Object.fromEntries(SEARCH_FIELDS.map((field) => [field, 'text']));

/** The list the user state holds (the list opens on it when the address names no search). */
export const savedAppUserList = (): Partial<StoredListParams> | undefined => {
  const saved = savedSearchForm();
  return saved && { filter: cleanFilters(searchValuesOf(saved)), page: saved.pageNum };
};

export const searchFormOf = (filter: Filters, page: number): AppUserSearchForm => ({ ...searchValuesOf(filter), pageNum: page, pageSize: PAGE_SIZE });

/** Writes the list's search form and page to the user state whenever they change. */
export const useSaveAppUserSearchForm = () => {
  const { filterValues, page } = useListContext();
  const form = searchFormOf(filterValues ?? {}, page);
  const signature = JSON.stringify(form);
  useEffect(() => {
    // A logged-out session has nothing to keep.
    if (!getUserState().token || JSON.stringify(savedSearchForm() ?? {}) === signature) return;
    saveSearchForm(JSON.parse(signature) as AppUserSearchForm);
  }, [signature]);
};
