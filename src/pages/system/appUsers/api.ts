/**
 * The app-user calls of menu 47 (docs/app-users.md): the list goes through
 * react-admin's dataProvider as the resource `appUser` (user/userManagerList,
 * its calls and its menu listed in resources/bespoke.ts); the other calls are made
 * directly. Failures show on the message line unless a call says `silent`.
 */
import { get, post, upload } from '../../../../dataProvider/http';
export { APP_USER_RESOURCE } from '../../../../resources/bespoke';

export const APP_USER_LIST_PATH = '/system/usersManage';
export const APP_USER_EDIT_PATH = '/system/usersManage/edit';
export const APP_USER_AUTHORIZE_PATH = '/system/usersManage/authorize';

/** userType: 1 会员单位从业人员 (needs a member unit), 2 个人投资者. */
export const STAFF = 1;

export const LOGIN_ON = 1;
export const LOGIN_OFF = 0;
/** memberType: 0 普通用户, 1 试用会员, 2 正式会员. */
export const PLAIN = 0;
export const TRIAL = 1;
export const FORMAL = 2;

export interface AppUser {
  id: number;
  mobile: string;
  realName: string;
  /** The member unit the user is linked to (docs/app-users.md). */
  memberUnitId?: number | null;
  /** That unit's current name, read by the server through the link. */
  memberUnit?: string | null;
  /** An earlier typed unit name that matched no member unit: a hint until a unit is chosen. */
  legacyMemberUnit?: string | null;
  /** 1 会员单位从业人员, 2 个人投资者. */
  userType: number;
  /** 1 may log in, 0 may not. */
  loginEnabled: number;
  memberType: number;
  memberStart?: string | null;
  memberEnd?: string | null;
  registeredAt?: string | null;
  lastLoginAt?: string | null;
  version: number;
}

export interface AppIcon {
  id: number;
  iconName: string;
  iconCode: string;
  iconUrl?: string | null;
  userCount?: number;
}

export interface GrantResult {
  users: number;
  icons: number;
  granted: number;
}

export interface ImportRow {
  row: number;
  mobile?: string | null;
  realName?: string | null;
  ok: boolean;
  message?: string;
}

export interface ImportReport {
  total: number;
  imported: number;
  failed: number;
  rows: ImportRow[];
}

export type ProfilePatch = Partial<Pick<AppUser, 'realName' | 'memberUnitId' | 'userType' | 'loginEnabled'>>;

/** user/userManagerUpdete: a partial update with the record's version (a stale one is refused). */
export const updateAppUser = async (id: number, version: number, patch: ProfilePatch) =>
  (await post<AppUser>('user/userManagerUpdete', { id, version, ...patch })).data;

/** The default trial length, in days (null when the caller may not read it). */
export const getTryDays = async (): Promise<number | null> => {
  const { data } = await get<{ tryDays?: number } | null>('user/getTryDate', undefined, { silent: true });
  const days = Number(data?.tryDays);
  return Number.isInteger(days) && days > 0 ? days : null;
};

/** Starts (or extends a current) trial; without `days` the server's default length. */
export const addTryDate = async (id: number, days?: number) => (await get<AppUser>('user/addTryDate', { id, days })).data;

export const updateMemberDate = async (id: number, version: number, memberType: number, memberStart: string, memberEnd: string) =>
  (await post<AppUser>('user/updateMemberDate', { id, version, memberType, memberStart, memberEnd })).data;

export const deleteMemberDate = async (id: number, version: number) => (await post<AppUser>('user/DeleteMemberDate', { id, version })).data;

export const getIcons = async () => (await get<AppIcon[] | null>('appUser/icon/getIcons', undefined, { silent: true })).data ?? [];

export const getUserIcons = async (userId: number) =>
  ((await get<{ iconIds?: number[] } | null>('appUser/icon/getUserIcon', { userId }, { silent: true })).data?.iconIds ?? []).map(Number);

/** The user's whole set of icons (an empty list withdraws every grant). */
export const addUserIcons = async (userId: number, iconIds: number[]) => (await post<{ userId: number; iconIds: number[] }>('appUser/icon/addUserIcon', { userId, iconIds })).data;

export const someUserIcon = async (userIds: number[], iconIds: number[]) => (await post<GrantResult>('appUser/icon/someUserIcon', { userIds, iconIds })).data;

export const addAllUserIcon = async (iconIds: number[]) => (await post<GrantResult>('appUser/icon/addAllUserIcon', { iconIds })).data;

/** The import of authorised people: the refusal of a whole file is the caller's to show. */
export const importAuthorized = async (file: File, iconIds: number[]) => {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('iconIds', iconIds.join(','));
  return (await upload<ImportReport>('appUser/icon/importExcle', form, { silent: true })).data;
};

interface Page {
  list: AppUser[];
  total: number;
}

const SCAN_PAGE_SIZE = 100;
const SCAN_MAX_PAGES = 50;

const listPage = async (body: Record<string, unknown>) =>
  (await post<Page>('user/userManagerList', body, { silent: true })).data;

/**
 * One app user by id. There is no detail call: with the mobile known, one
 * filtered page; otherwise the list is read page by page until the row shows.
 */
export const findAppUser = async (id: number | string, mobile?: string): Promise<AppUser | null> => {
  if (mobile) {
    const page = await listPage({ pageNum: 1, pageSize: SCAN_PAGE_SIZE, mobile });
    const found = page?.list?.find((row) => String(row.id) === String(id));
    if (found) return found;
  }
  for (let pageNum = 1; pageNum <= SCAN_MAX_PAGES; pageNum += 1) {
    const page = await listPage({ pageNum, pageSize: SCAN_PAGE_SIZE });
    const found = page?.list?.find((row) => String(row.id) === String(id));
    if (found) return found;
    if (!page?.list?.length || pageNum * SCAN_PAGE_SIZE >= (page.total ?? 0)) return null;
  }
  return null;
};
