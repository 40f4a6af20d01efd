/** The codes of an app user's fields (docs/app-users.md). */

/** userType: 1 会员单位从业人员 (needs a member unit), 2 个人投资者. */
export const STAFF = 1;

/** loginEnabled. */
export const LOGIN_ON = 1;
export const LOGIN_OFF = 0;

/** memberType: 0 普通用户, 1 试用会员, 2 正式会员. */
export const PLAIN = 0;
export const TRIAL = 1;
export const FORMAL = 2;
