/** Messages of the declared row calls of the generic lists (src/crud/list/RowCallButton.tsx), e.g. 推送. */
export const rowCallMessages = {
  confirmTitle: '提示',
  done: '%{label}成功',
  last: '最近%{label}：%{time}',
  never: '尚未%{label}',
};
