/**
 * The account dialogs' calls (spec section 7, "Password flow"): the one-time
 * key, change password with its SMS code, the initial password, and the
 * initialization-login check. Every one is quiet: the dialog or the login
 * check shows a refusal itself, once.
 */
import { getCall, postCall } from '../framework/defineCalls';

/** The signed-in user's id, as the login answered it. */
export type AccountId = number | string;

export interface ChangePasswordBody {
  id: AccountId;
  /** Each password as RSA(MD5(password)) under `rsaPublicKey`. */
  ordLoginPwd: string;
  newLoginPwd: string;
  confirmLoginPwd: string;
  /** The new password itself under the same key, for the server's check of the password rule. */
  plainPwd: string;
  rsaPublicKey: string;
  phone: string;
  messageCode: string;
}

export interface InitialPasswordBody {
  id: AccountId;
  initialPwd: string;
  plainPwd: string;
  rsaPublicKey: string;
}

export const accountCalls = {
  /** A one-time RSA key, spent by the next call that sends passwords under it (also the user pages' create and reset). */
  passwordPublicKey: getCall<void, string>('fastdfs/rsa/getPublicKey', { quiet: true }),
  changeOwnPassword: postCall<ChangePasswordBody, null>('userpwd/changepassword', { quiet: true }),
  setInitialPassword: postCall<InitialPasswordBody, null>('userpwd/initializationpwd', { quiet: true }),
  /** The change-password SMS code, on the file service. */
  sendPasswordSmsCode: postCall<{ phone: string; messageType: 'changePwd' }, null>('message/centerSendMessage', { service: 'file', quiet: true }),
  /** Refused with LOGIN_CHECK.expired or .firstLogin when a password must change; the text picks the dialog. */
  checkInitializationLogin: postCall<{ id: AccountId }, null>('userpwd/initializationLogin', { quiet: true }),
};
