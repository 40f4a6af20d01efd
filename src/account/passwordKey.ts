/**
 * Every password travels as RSA(MD5(password)) under a one-time key fetched
 * right before the call that spends it; a new password goes also as itself
 * under the same key (`plainPwd`), for the server's check of the password
 * rule. The encryption's code (jsencrypt, MD5) loads when a password is
 * submitted, not with the console.
 */
import type { ConsoleDataProvider } from '../../dataProvider';

export interface PasswordKey {
  rsaPublicKey: string;
  /** RSA(MD5(password)). */
  hashed: (password: string) => string;
  /** RSA(password). */
  plain: (password: string) => string;
}

export const openPasswordKey = async (dataProvider: ConsoleDataProvider): Promise<PasswordKey> => {
  const { encryptPassword, encryptPlainPassword } = await import('../../authProvider/encryptPassword');
  const { data: rsaPublicKey } = await dataProvider.passwordPublicKey();
  return {
    rsaPublicKey,
    hashed: (password) => encryptPassword(password, rsaPublicKey),
    plain: (password) => encryptPlainPassword(password, rsaPublicKey),
  };
};

/** The fields of a call that sets a login password (a new user, a reset): `loginPwd`, `plainPwd` and the key. */
export const sealLoginPassword = async (dataProvider: ConsoleDataProvider, password: string) => {
  const key = await openPasswordKey(dataProvider);
  return { loginPwd: key.hashed(password), plainPwd: key.plain(password), rsaPublicKey: key.rsaPublicKey };
};
