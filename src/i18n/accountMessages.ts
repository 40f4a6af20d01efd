/** Texts of the account dialogs (change password, initial password, 180-day notice). */
import { PASSWORD_MAX_AGE_DAYS, PASSWORD_MESSAGES } from '../../resources/framework/password';

export const accountMessages = {
  changePassword: '修改密码',
  initialPassword: '修改初始密码',
  noticeTitle: '密码修改提醒',
  noticeText: `您的密码已超过${PASSWORD_MAX_AGE_DAYS}天未修改，为保障账号安全，请修改密码。`,
  noticeAction: '去修改',
  fields: {
    phone: '手机号',
    ordLoginPwd: '原密码',
    newLoginPwd: '新密码',
    confirmLoginPwd: '确认新密码',
    messageCode: '验证码',
    initialPwd: '初始密码',
    confirmInitialPwd: '确认初始密码',
  },
  sendCode: '获取验证码',
  countdown: '%{seconds}秒后重新获取',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  cancel: '取消',
  submit: '确定',
  changed: PASSWORD_MESSAGES.changed,
  /** The spec's validation messages, written once in the shared rules. */
  validation: { ...PASSWORD_MESSAGES },
};
