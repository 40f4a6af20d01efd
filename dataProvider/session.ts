/**
 * The persisted client state of spec section 3: only `common` and `user`
 * live in localStorage. The token, menu tree and user info are in `user`.
 * The HTTP layer reads the token here; the auth provider (authProvider/),
 * which sits above the data layer, writes it.
 */
export interface MenuItem {
  menuId: number;
  menuName?: string;
  /** Granted data-unit codes of the menu (docs/permissions.md); absent or null: every unit. */
  dataUnits?: string[] | null;
  children?: MenuItem[];
}

export interface UserInfo {
  id: number | string;
  loginName?: string;
  cnName?: string;
  phone?: string;
  roleCode?: string;
  [key: string]: unknown;
}

export interface UserSearchForm {
  cnName: string;
  roleCode: string;
  pageNum: number;
  pageSize: number;
}

export interface UserState {
  token: string | null;
  menuList: MenuItem[];
  userInfo: UserInfo | null;
  searchForm: UserSearchForm;
}

export interface CommonState {
  roleDict: Array<{ code: string; name: string }>;
  tableLoading: boolean;
  customTitle: string;
}

/** localStorage key of the `user` state. */
export const USER_KEY = 'user';
const COMMON_KEY = 'common';

export const defaultUserState = (): UserState => ({
  token: null,
  menuList: [],
  userInfo: null,
  searchForm: { cnName: '', roleCode: '', pageNum: 1, pageSize: 10 },
});

export const defaultCommonState = (): CommonState => ({ roleDict: [], tableLoading: false, customTitle: '' });

const read = <T extends object>(key: string, fallback: () => T): T => {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? { ...fallback(), ...(JSON.parse(raw) as Partial<T>) } : fallback();
  } catch {
    return fallback();
  }
};

const listeners = new Set<() => void>();

/** Subscribes to changes of the persisted state (for useSyncExternalStore). */
export const subscribeState = (listener: () => void): (() => void) => {
  listeners.add(listener);
  // Another tab's login or logout changes the same storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_KEY || event.key === COMMON_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
};

const write = (key: string, value: unknown) => {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the session still works for this page.
  }
  listeners.forEach((listener) => listener());
};

export const getUserState = (): UserState => read(USER_KEY, defaultUserState);
export const setUserState = (patch: Partial<UserState>) => write(USER_KEY, { ...getUserState(), ...patch });
export const getCommonState = (): CommonState => read(COMMON_KEY, defaultCommonState);
export const setCommonState = (patch: Partial<CommonState>) => write(COMMON_KEY, { ...getCommonState(), ...patch });

export const getToken = (): string | null => getUserState().token;

/** Logout or rejected token: the user state is cleared and the token reset to null. */
export const clearSession = () => {
  write(USER_KEY, defaultUserState());
  write(COMMON_KEY, defaultCommonState());
};

/** Menu ids of a menu tree, parents included. */
export const menuIdsOf = (menus: MenuItem[] = []): Set<number> => {
  const ids = new Set<number>();
  const walk = (items: MenuItem[]) =>
    items.forEach((item) => {
      ids.add(Number(item.menuId));
      if (item.children) walk(item.children);
    });
  walk(menus);
  return ids;
};

/** The node of `menuId` in a menu tree (ids compared as numbers), if granted. */
export const findMenu = (menus: MenuItem[] = [], menuId: number): MenuItem | undefined => {
  for (const item of menus) {
    if (Number(item.menuId) === menuId) return item;
    const found = item.children ? findMenu(item.children, menuId) : undefined;
    if (found) return found;
  }
  return undefined;
};

/** Raw snapshots for useSyncExternalStore (strings compare by value). */
export const userSnapshot = () => globalThis.localStorage?.getItem(USER_KEY) ?? '';
export const commonSnapshot = () => globalThis.localStorage?.getItem(COMMON_KEY) ?? '';
