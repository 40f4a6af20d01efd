/**
 * Names of the qualification query's fields, states and change kinds, and its exports' calls and file
 * names, read by the console (its messages, its buttons) and by the server (the template's columns, the
 * exports' sheets), so a sheet says what the screen says (docs/qualification.md).
 */

/** By field of the register, the import records and the history. */
export const QUA_FIELD_LABELS = {
  name: '姓名',
  idCard: '身份证号码',
  certNo: '证书编号',
  category: '资格类别',
  institution: '任职机构',
  obtainedOn: '取得日期',
  updatedAt: '更新时间',
  fileName: '文件名称',
  status: '状态',
  totalRows: '总行数',
  validRows: '有效行',
  errorRows: '错误行',
  added: '新增',
  updated: '更新',
  unchanged: '未变化',
  checkedBy: '导入人',
  checkedAt: '上传时间',
  appliedBy: '确认人',
  appliedAt: '确认时间',
  change: '变更',
  changes: '变更内容',
  batch: '导入批次',
  createdAt: '变更时间',
} as const;

/** By batch status (features/qualification/server/model.ts BATCH). */
export const BATCH_STATUS_LABELS = { 0: '待确认', 1: '已导入', 2: '已取消', 3: '已失效' } as const;

/** By history change kind (model.ts CHANGE). */
export const CHANGE_LABELS = { 1: '新增', 2: '更新' } as const;

/** What the history shows for an empty value. */
export const EMPTY_VALUE_LABEL = '（无）';

/** The lists' exports (ours): the rows of the list's filter, ID numbers masked as on the screen. */
export const QUA_EXPORTS = {
  certificates: { call: 'qua/exportQuaList', fileName: '资格查询.xlsx' },
  batches: { call: 'qua/exportExcelRecord', fileName: '资格导入记录.xlsx' },
  history: { call: 'qua/exportHistoryRecord', fileName: '资格变更历史.xlsx' },
} as const;
