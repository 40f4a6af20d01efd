/**
 * 系统用户's calls beyond its CRUD ones (menu 2; resource systemUser
 * below: list queryUserList, create addCenterUser, update
 * modifyCenterUser, delete deleteUser) and the records they answer.
 */
import { postCall } from '../../../resources/framework/defineCalls';
import { defineContract, type CallsOf } from '../../../resources/framework/featureContract';

export const USER_RESOURCE = 'systemUser';
export const USER_MENU = 2;

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

/** A password set by a call, under one fresh one-time key (src/account/passwordKey.ts): RSA(MD5) and the password itself. */
export interface SealedLoginPassword {
  loginPwd: string;
  plainPwd: string;
  rsaPublicKey: string;
}

export const userCalls = {
  /** The 状态 switch; answers the user at its new version. */
  switchUserStatus: postCall<{ id: number; status: number }, UserRecord>('user/switchStatus'),
  /** A new initial password, which the user must change at the next login. The dialog shows the refusal. */
  resetUserPassword: postCall<{ id: number } & SealedLoginPassword, null>('user/resetCenterUserPwd', { quiet: true }),
};

export const contract = defineContract(userCalls, [
  { name: USER_RESOURCE, api: 'user', calls: { list: 'queryUserList', create: 'addCenterUser', update: 'modifyCenterUser', delete: 'deleteUser' }, menuId: USER_MENU, byListId: true },
]);
declare module '../../../resources/calls' {
  interface FeatureCalls extends CallsOf<typeof contract> {}
}
