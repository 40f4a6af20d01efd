/** The app-user pages' addresses. */
export const APP_USER_LIST_PATH = '/system/usersManage';
export const APP_USER_EDIT_PATH = '/system/usersManage/edit';
export const APP_USER_AUTHORIZE_PATH = '/system/usersManage/authorize';
