/** A change's states and a sync row's results. */

/** 3 待提交 → 0 待审核 → 1 已通过 / 2 已驳回. */
export const STATUS = { pending: 0, approved: 1, rejected: 2, draft: 3 } as const;
export const STATUS_ORDER = [3, 0, 1, 2] as const;
export const RESULTS = [1, 2, 3, 4, 5] as const;
export const RESULT = { renamed: 2 } as const;
