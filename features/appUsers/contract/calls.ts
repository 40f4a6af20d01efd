/**
 * 用户管理's calls beyond its CRUD ones (menu 47, docs/app-users.md; resource
 * appUser below: list userManagerList, update
 * userManagerUpdete): the membership, the icons a user may use, and the
 * import of authorised people; with the records they answer.
 */
import { getCall, postCall, uploadCall } from '../../../resources/framework/defineCalls';
import { defineContract, type CallsOf } from '../../../resources/framework/featureContract';

export const APP_USER_RESOURCE = 'appUser';
export const APP_USER_MENU = 47;

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

/** What the resource's update (user/userManagerUpdete) changes besides the version: any of these. */
export type ProfilePatch = Partial<Pick<AppUser, 'realName' | 'memberUnitId' | 'userType' | 'loginEnabled'>>;

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

export const appUserCalls = {
  /** The default trial length in days (`null` when the caller may not read it). */
  appUserTrialDays: getCall<void, { tryDays?: number } | null>('user/getTryDate', { quiet: true }),
  /** Starts (or extends a current) trial; without `days` the server's default length. */
  addAppUserTrial: getCall<{ id: number; days?: number }, AppUser>('user/addTryDate'),
  setAppUserMember: postCall<{ id: number; version: number; memberType: number; memberStart: string; memberEnd: string }, AppUser>('user/updateMemberDate'),
  cancelAppUserMember: postCall<{ id: number; version: number }, AppUser>('user/DeleteMemberDate'),
  /** The icons that may be granted, with how many people hold each. */
  appUserIcons: getCall<void, AppIcon[] | null>('appUser/icon/getIcons', { quiet: true }),
  appUserGrantedIcons: getCall<{ userId: number }, { iconIds?: number[] } | null>('appUser/icon/getUserIcon', { quiet: true }),
  /** The user's whole set of icons (an empty list withdraws every grant). */
  setAppUserIcons: postCall<{ userId: number; iconIds: number[] }, { userId: number; iconIds: number[] } | null>('appUser/icon/addUserIcon'),
  /** Adds icons to the chosen users; kept grants stay. */
  grantIconsToAppUsers: postCall<{ userIds: number[]; iconIds: number[] }, GrantResult>('appUser/icon/someUserIcon'),
  /** Adds icons to every app user; kept grants stay. */
  grantIconsToAllAppUsers: postCall<{ iconIds: number[] }, GrantResult>('appUser/icon/addAllUserIcon'),
  /** The workbook of authorised people (`file`) and the icons to grant them (`iconIds`, comma-separated); the dialog shows a whole-file refusal. */
  importAppUserGrants: uploadCall<ImportReport>('appUser/icon/importExcle', { quiet: true }),
};

export const contract = defineContract(appUserCalls, [
  { name: APP_USER_RESOURCE, api: 'user', calls: { list: 'userManagerList', update: 'userManagerUpdete' }, menuId: APP_USER_MENU, byListId: true },
]);
declare module '../../../resources/calls' {
  interface FeatureCalls extends CallsOf<typeof contract> {}
}
