/** The role pages' addresses and the status values of a role row. */
export const ROLE_LIST_PATH = '/system/roleManaget';
export const ROLE_EDIT_PATH = '/system/roleManaget/edit';

export const ENABLED = 1;
export const DISABLED = 0;
