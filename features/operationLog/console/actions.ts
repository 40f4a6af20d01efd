/** The actions the server records, in the order the search offers them. */
export const OPERATION_ACTIONS = ['create', 'update', 'delete', 'login', 'logout'] as const;
