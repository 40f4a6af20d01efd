/**
 * The system-user calls of the web-center contract (menu 2). The list goes
 * through react-admin's dataProvider as the resource `systemUser` (its calls
 * and its menu listed in resources/bespoke.ts); the other calls are made directly, and show
 * their failure on the message line.
 */
import { post } from '../../../../dataProvider/http';
export { USER_RESOURCE } from '../../../../resources/bespoke';

export const USER_LIST_PATH = '/system/userManage';
export const USER_EDIT_PATH = '/system/userManage/edit';

export const ENABLED = 1;
export const DISABLED = 0;

export interface UserRecord {
  id: number;
  loginName: string;
  cnName: string;
  phone?: string | null;
  roleCode?: string | null;
  roleName?: string | null;
  postCode?: string | null;
  postName?: string | null;
  /** 1 enabled, 0 disabled. */
  status: number;
  mustChangePassword?: boolean;
  /** False when the user's role holds more than the caller: shown, not managed (server: delegation.ts). */
  manageable?: boolean;
  lastLoginAt?: string | null;
  version: number;
  createdAt?: string;
}

export interface UserInput {
  loginName: string;
  cnName: string;
  phone: string;
  roleCode: string;
  postCode: string;
}

interface Page {
  list: UserRecord[];
  total: number;
}

/** The password fields of a call that sets one: RSA(MD5) and the password itself, under one fresh one-time key. */
const passwordFields = async (password: string) => {
  // The encryption's code loads when a password is submitted, not with the list.
  const { encryptPassword, encryptPlainPassword, fetchPublicKey } = await import('../../../../authProvider/encryptPassword');
  const rsaPublicKey = await fetchPublicKey();
  return { loginPwd: encryptPassword(password, rsaPublicKey), plainPwd: encryptPlainPassword(password, rsaPublicKey), rsaPublicKey };
};

/** Creates a user with an initial password, which the user must replace at the first login. */
export const addCenterUser = async (input: UserInput, initialPwd: string) =>
  (await post<UserRecord>('user/addCenterUser', { ...input, ...(await passwordFields(initialPwd)) })).data;

/** Saves an edit; `version` is the record's (a stale one is refused by the server). */
export const modifyCenterUser = async (id: UserRecord['id'], version: number, { cnName, phone, roleCode, postCode }: Omit<UserInput, 'loginName'>) =>
  (await post<UserRecord>('user/modifyCenterUser', { id, version, cnName, phone, roleCode, postCode })).data;

export const deleteUser = (id: UserRecord['id']) => post('user/deleteUser', { id });

export const switchUserStatus = (id: UserRecord['id'], status: number) => post('user/switchStatus', { id, status });

/** A new initial password, which the user must change at the next login. */
export const resetUserPassword = async (id: UserRecord['id'], password: string) => {
  await post('user/resetCenterUserPwd', { id, ...(await passwordFields(password)) });
};

const SCAN_PAGE_SIZE = 100;
const SCAN_MAX_PAGES = 50;

/**
 * One user by id. The contract has no detail call, so the list is read page by
 * page until the row shows up (null when it does not exist).
 */
export const findUser = async (id: number | string): Promise<UserRecord | null> => {
  for (let pageNum = 1; pageNum <= SCAN_MAX_PAGES; pageNum += 1) {
    const { data } = await post<Page>('user/queryUserList', { pageNum, pageSize: SCAN_PAGE_SIZE }, { silent: true });
    const found = data?.list?.find((row) => String(row.id) === String(id));
    if (found) return found;
    if (!data?.list?.length || pageNum * SCAN_PAGE_SIZE >= (data.total ?? 0)) return null;
  }
  return null;
};

