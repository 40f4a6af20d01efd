/** A questionnaire's status values (its `status`): 草稿, 已发布, 已结束. */
export const STATUS = { draft: 0, published: 1, closed: 2 } as const;
