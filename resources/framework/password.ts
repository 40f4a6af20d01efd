/**
 * Password and phone rules of spec section 5, shared by the console's
 * dialogs and the server's password calls. Messages are the spec's own.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
/** The symbols a password may use (spec section 5). */
export const PASSWORD_SYMBOLS = '-+_!@#$%^&*.,?';
export const SMS_COUNTDOWN_SECONDS = 300;
export const PASSWORD_MAX_AGE_DAYS = 180;

export const PASSWORD_MESSAGES = {
  rule: '密码8~20位，需包含大小写字母+数字+符号',
  oldRequired: '请输入原密码',
  newRequired: '请输入新密码',
  confirmRequired: '请输入新的确认密码',
  confirmMismatch: '您两次输入的新密码不一致',
  initialRequired: '请输入初始密码',
  initialConfirmRequired: '请输入确认的初始密码',
  initialMismatch: '您两次输入的初始密码不一致',
  codeRequired: '请输入验证码',
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入正确手机号',
  changed: '修改成功',
} as const;

/** Server answers of the initialization-login check (spec section 7) that open a dialog. */
export const LOGIN_CHECK = {
  expired: '用户密码超过180天未修改',
  firstLogin: '用户首次登陆或者密码重置后首次登陆',
} as const;

const SYMBOL_CLASS = PASSWORD_SYMBOLS.replace(/[-\\^\]]/g, '\\$&');
const ALLOWED = new RegExp(`^[A-Za-z0-9${SYMBOL_CLASS}]{${PASSWORD_MIN},${PASSWORD_MAX}}$`);
const HAS_SYMBOL = new RegExp(`[${SYMBOL_CLASS}]`);

/** 8 to 20 characters of letters, digits and the symbols, with at least one of each kind. */
export const isStrongPassword = (value: string) => ALLOWED.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && HAS_SYMBOL.test(value);

/** 11 digits starting with 1 then 3 to 9. */
export const isPhone = (value: string) => /^1[3-9]\d{9}$/.test(value);

/** A console login name (system users, the first super administrator): 3 to 32 letters, digits, underscores and dots. */
export const LOGIN_NAME_MESSAGE = '登录名只能包含字母、数字、下划线和点，长度为3到32位';
export const isLoginName = (value: string) => /^[A-Za-z0-9_.]{3,32}$/.test(value);
