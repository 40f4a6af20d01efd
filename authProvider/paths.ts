/** The two paths the login guard and the light login shell need, apart from the (heavy) route table. */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/system/welcome';
