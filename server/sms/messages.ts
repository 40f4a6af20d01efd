/** What the SMS-code calls answer, in Chinese: sent, too soon, wrong or spent codes. */
export const SMS_MESSAGES = {
  sent: '验证码已发送',
  tooFrequent: '验证码发送过于频繁，请1分钟后再试',
  sendFailed: '短信发送失败，请稍后重试',
  wrong: '验证码错误',
  tooManyAttempts: '验证码错误次数过多，请重新获取',
  expired: '验证码已失效，请重新获取',
} as const;
