/**
 * Logging in as a user holding chosen menus and data units: the persisted
 * user state the login would leave (token, menu tree, user info), without a
 * login call. The menu tree is built from the product's (resources/menus.ts):
 * each granted menu with its sections above it (granted no units of their own).
 */
import { setUserState, type MenuItem, type UserInfo } from '../../../dataProvider/session';
import { allMenuIds, menuTree, type MenuNode } from '../../../resources/menus';

/** The six data units of `common/queryDataUnitDict`. */
export const ALL_UNITS = ['detail', 'list', 'add', 'modify', 'delete', 'enable'];

/**
 * Menu id → its granted data units. `null`, or a key present with the value
 * `undefined` (the node then has no dataUnits), grants every unit (docs/permissions.md).
 */
export type Grants = Record<number, string[] | null | undefined>;

/** Every menu of the product, every unit. */
export const everyMenu = (): Grants => Object.fromEntries(allMenuIds().map((id) => [id, undefined]));

const node = (id: number, name: string | undefined, grants: Grants, children: MenuItem[]): MenuItem => {
  const units = id in grants ? grants[id] : [];
  return { menuId: id, ...(name ? { menuName: name } : {}), ...(units !== undefined ? { dataUnits: units } : {}), ...(children.length ? { children } : {}) };
};

/** The menu tree a login answers for `grants`, in the product's order; ids the product lacks come last, at the top. */
export const menuListOf = (grants: Grants): MenuItem[] => {
  const build = (nodes: MenuNode[]): MenuItem[] =>
    nodes.flatMap((menu) => {
      const children = build(menu.children ?? []);
      return menu.id in grants || children.length ? [node(menu.id, menu.name, grants, children)] : [];
    });
  const known = new Set(allMenuIds());
  const unknown = Object.keys(grants)
    .map(Number)
    .filter((id) => !known.has(id));
  return [...build(menuTree), ...unknown.map((id) => node(id, undefined, grants, []))];
};

/** The user the tests log in as unless told otherwise. */
export const OPERATOR: UserInfo = { id: 1, loginName: 'admin', cnName: '管理员' };

/**
 * Logs in as a user holding `grants` (e.g. `{ 47: ALL_UNITS }`); `user` is merged into
 * OPERATOR's info (`{ id: 7, phone: '13812345678' }`), `token` defaults to 'token-1'.
 */
export const logInAs = (grants: Grants, user: Partial<UserInfo> = {}, token = 'token-1') => setUserState({ token, menuList: menuListOf(grants), userInfo: { ...OPERATOR, ...user } });
