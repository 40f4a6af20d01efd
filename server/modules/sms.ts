/** SMS codes on the file service: message/centerSendMessage (spec section 7, "Password flow"). */
import { isPhone, PASSWORD_MESSAGES } from '../../resources/framework/password';
import type { ServerModule } from '../http/api';
import { ApiError, success } from '../http/envelope';
import { requiredString } from '../http/validate';
import { issueSmsCode, isSmsMessageType } from '../sms/codes';
import { SMS_MESSAGES } from '../sms/messages';

export const SEND_MESSAGES = {
  badType: '短信类型不正确',
  noPhone: '当前账号未绑定手机号，请联系管理员',
  phoneMismatch: '手机号与当前账号不一致',
} as const;

export const smsModule: ServerModule = ({ sms, clock, log }) => [
  {
    method: 'POST',
    path: 'message/centerSendMessage',
    access: 'login',
    // A code is stored and sent: no record of the console changes.
    effect: { write: 'create', audit: false },
    // The success answer carries its own status text.
    handler: async ({ db, body, user, reply }) => {
      const phone = requiredString(body, 'phone', '手机号', 32).trim();
      if (!isPhone(phone)) throw new ApiError(PASSWORD_MESSAGES.phoneInvalid);
      const { messageType } = body;
      // The console's own purpose only: the app's sign-in codes go out through appAuth/sendLoginCode.
      if (!isSmsMessageType(messageType) || messageType !== 'changePwd') throw new ApiError(SEND_MESSAGES.badType);
      // changePwd, the only purpose: the code goes to the caller's own phone.
      if (!user!.phone) throw new ApiError(SEND_MESSAGES.noPhone);
      if (phone !== user!.phone) throw new ApiError(SEND_MESSAGES.phoneMismatch);
      await issueSmsCode(db, sms, phone, messageType, clock.now());
      log.info({ userId: user!.id, messageType }, 'sms code issued');
      reply.header('cache-control', 'no-store');
      return success(null, SMS_MESSAGES.sent);
    },
  },
];
