/**
 * react-admin authProvider over the web-center: RSA+MD5 login, the token and
 * menu tree in the persisted user state, menu and data-unit permissions.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { ApiError, get, post } from '../dataProvider/http';
import { PASS_THROUGH } from '../dataProvider/http';
import { clearSession, getUserState, menuIdsOf, setUserState, type MenuItem, type UserInfo } from '../dataProvider/session';
import { canAccessIn } from './permissions';

export interface LoginParams {
  username: string;
  password: string;
  captchaKey?: string;
  captchaCode?: string;
}

export interface LoginResult extends UserInfo {
  token: string;
  menuList: MenuItem[];
}

/** Thrown when the server asks for an image captcha (status -10001). */
export class CaptchaRequiredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptchaRequiredError';
  }
}

export { HOME_PATH } from './paths';
import { HOME_PATH } from './paths';
export const FALLBACK_NAME = 'username';

export const authProvider: AuthProvider = {
  async login({ username, password, captchaKey, captchaCode }: LoginParams) {
    // The RSA encryptor loads only when a login is submitted (the login page preloads it while typing).
    const { encryptPassword, fetchPublicKey } = await import('./encryptPassword');
    const rsaPublicKey = await fetchPublicKey();
    const response = await post<LoginResult>('user/login', { loginName: username.trim(), loginPwd: encryptPassword(password, rsaPublicKey), rsaPublicKey, captchaKey, captchaCode }, { silent: true });
    if (PASS_THROUGH.includes(response.status)) throw new CaptchaRequiredError(response.statusText);
    const { token, menuList, ...userInfo } = response.data;
    setUserState({ token, menuList: menuList ?? [], userInfo: userInfo as UserInfo });
    return { redirectTo: HOME_PATH };
  },

  /** Clears the local session; the server call and its confirmation happen in the logout menu item. */
  async logout() {
    clearSession();
  },

  async checkAuth() {
    if (!getUserState().token) throw new Error('ra.auth.auth_check_error');
  },

  async checkError(error: unknown) {
    const status = (error as ApiError | undefined)?.status;
    if (status === 401 || status === 402) {
      clearSession();
      throw new Error('ra.auth.auth_check_error');
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const { userInfo } = getUserState();
    return { ...userInfo, id: userInfo?.id ?? '', fullName: userInfo?.cnName || FALLBACK_NAME };
  },

  async getPermissions() {
    return [...menuIdsOf(getUserState().menuList)];
  },

  /** The resource's menu must be granted and the action's data unit in its node (docs/permissions.md). */
  async canAccess({ resource, action }) {
    // The catalog is part of the console, already loaded when a page asks; the login page does not load it.
    const { menuIdOf } = await import('../resources/catalog');
    return canAccessIn(getUserState().menuList, menuIdOf(resource), action);
  },
};

/** Tells the server the session is over; rejects (and shows the error) on failure. */
export const serverLogout = () => get('user/logout');

export interface Captcha {
  captchaKey: string;
  image: string;
}

/** A new image captcha for the login form (user/captcha); the request wrapper shows a failure. */
export const fetchCaptcha = async (): Promise<Captcha> => (await get<Captcha>('user/captcha')).data;
