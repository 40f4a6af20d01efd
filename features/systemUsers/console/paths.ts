/** The user pages' addresses and the status values of a user row. */
export const USER_LIST_PATH = '/system/userManage';
export const USER_EDIT_PATH = '/system/userManage/edit';

export const ENABLED = 1;
export const DISABLED = 0;
