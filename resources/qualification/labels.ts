/**
 * Names of the qualification import's states and change kinds, read by the console's messages and by the
 * server's exports, so a sheet says what the screen says (docs/qualification.md).
 */

/** By batch status (server/qualification/model.ts BATCH). */
export const BATCH_STATUS_LABELS = { 0: '待确认', 1: '已导入', 2: '已取消', 3: '已失效' } as const;

/** By history change kind (model.ts CHANGE). */
export const CHANGE_LABELS = { 1: '新增', 2: '更新' } as const;

/** What the history shows for an empty value. */
export const EMPTY_VALUE_LABEL = '（无）';
