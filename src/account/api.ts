/** The password calls of spec section 7 ("Password flow"). */
import { ApiError, MSG, post, request } from '../../dataProvider/http';
import { showMessage } from '../../dataProvider/messages';
import type { UserInfo } from '../../authProvider/session';

export type UserId = UserInfo['id'];

export interface ChangePasswordValues {
  ordLoginPwd: string;
  newLoginPwd: string;
  confirmLoginPwd: string;
  phone: string;
  messageCode: string;
}

/** The encryption's code (jsencrypt, MD5) loads when a password is submitted, not with the console. */
const loadEncryption = () => import('../../authProvider/encryptPassword');

/** Each password travels as RSA(MD5(password)) with a one-time key fetched right before; the new one also as plainPwd. */
export const changePassword = async (id: UserId, values: ChangePasswordValues) => {
  const { encryptPassword, encryptPlainPassword, fetchPublicKey } = await loadEncryption();
  const rsaPublicKey = await fetchPublicKey();
  const encrypt = (password: string) => encryptPassword(password, rsaPublicKey);
  await post('userpwd/changepassword', {
    id,
    ordLoginPwd: encrypt(values.ordLoginPwd),
    newLoginPwd: encrypt(values.newLoginPwd),
    confirmLoginPwd: encrypt(values.confirmLoginPwd),
    plainPwd: encryptPlainPassword(values.newLoginPwd, rsaPublicKey),
    rsaPublicKey,
    phone: values.phone,
    messageCode: values.messageCode.trim(),
  });
};

/** The original never fetched the key for this flow (spec section 7): we do. */
export const initializePassword = async (id: UserId, initialPwd: string) => {
  const { encryptPassword, encryptPlainPassword, fetchPublicKey } = await loadEncryption();
  const rsaPublicKey = await fetchPublicKey();
  await post('userpwd/initializationpwd', {
    id,
    initialPwd: encryptPassword(initialPwd, rsaPublicKey),
    plainPwd: encryptPlainPassword(initialPwd, rsaPublicKey),
    rsaPublicKey,
  });
};

export const sendSmsCode = (phone: string) =>
  request({ service: 'file', url: 'message/centerSendMessage', data: { phone, messageType: 'changePwd' } });

/** Silent: the caller reads the failure text to decide which dialog to open. */
export const checkInitializationLogin = (id: UserId) => post('userpwd/initializationLogin', { id }, { silent: true });

/** The wrapper has already shown its own errors; anything else (e.g. encryption) is shown here. */
export const reportError = (error: unknown) => {
  if (error instanceof ApiError) return;
  showMessage('error', error instanceof Error && error.message ? error.message : MSG.defaultError);
};
