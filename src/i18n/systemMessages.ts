/**
 * Messages of the system pages: `system.common` (shared by the system pages
 * and the data-unit checks of the generic pages) and `system.users` (the
 * system users list and edit page). The role pages add `system.roles`
 * (roleMessages.ts).
 */
import { PASSWORD_MESSAGES } from '../../resources/framework/password';

export const systemCommonMessages = {
  noPermission: '您没有该操作的权限',
  created: '创建成功',
  updated: '编辑成功',
  switched: '操作成功',
  deleted: '删除成功',
  search: '搜索',
  reset: '重置',
  none: '无',
  actions: '操作',
  confirmTitle: '提示',
  tooLong: '最多%{max}个字符',
};

export const userMessages = {
  fields: {
    loginName: '登录名',
    cnName: '姓名',
    phone: '手机号',
    roleCode: '角色',
    postCode: '岗位',
    status: '状态',
    lastLoginAt: '最后登录',
    initialPwd: '初始密码',
    confirmInitialPwd: '确认初始密码',
  },
  actions: {
    create: '新增',
    edit: '编辑',
    resetPassword: '重置密码',
    delete: '删除',
  },
  validation: {
    loginNameRequired: '请输入登录名',
    loginNameSpaces: '登录名不能包含空格',
    cnNameRequired: '请输入姓名',
    phoneRequired: PASSWORD_MESSAGES.phoneRequired,
    phoneInvalid: PASSWORD_MESSAGES.phoneInvalid,
    roleRequired: '请选择角色',
    postRequired: '请选择岗位',
    initialRequired: PASSWORD_MESSAGES.initialRequired,
    initialConfirmRequired: PASSWORD_MESSAGES.initialConfirmRequired,
    initialMismatch: PASSWORD_MESSAGES.initialMismatch,
    rule: PASSWORD_MESSAGES.rule,
  },
  statusOf: '%{name}的状态',
  confirmDelete: '确定删除用户「%{name}」吗？删除后不可恢复。',
  resetTitle: '重置密码',
  resetTarget: '为用户「%{name}」设置新的初始密码，该用户下次登录需修改密码。',
  resetDone: '重置成功，该用户下次登录需修改密码',
  notFound: '未找到该用户，可能已被删除',
  notManageable: '不可修改（权限超出您的角色）',
  ownRole: '不能变更自己的角色',
};

export const systemMessages = { common: systemCommonMessages, users: userMessages };
