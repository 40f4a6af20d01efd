/**
 * The password fields of a call (login aside), as the contract sends them:
 * each an RSA encryption of MD5(password) under the one-time key named by
 * `rsaPublicKey` (server/auth/credentialKeys.ts). The MD5 alone cannot show
 * the password rule of spec section 5, so on a call that sets a password the
 * console also sends `plainPwd`: the new password itself, encrypted under the
 * same key. The server checks the rule on it and that its MD5 is the one sent,
 * then stores only scrypt over the MD5 (docs/permissions.md, "Passwords"). A
 * web-center that ignores the extra field keeps working with this console.
 */
import { isStrongPassword, PASSWORD_MESSAGES } from '../../resources/framework/password';
import { isMd5Hex, md5Hex } from '../auth/password';
import type { CredentialKeyStore } from '../auth/credentialKeys';
import { ApiError } from '../http/envelope';

export const PASSWORD_FIELD_MESSAGES = {
  undecryptable: '密码解密失败，请刷新页面后重试',
  keyExpired: '密钥已失效，请重新提交',
} as const;

/** Ciphertexts of a 2048-bit key are 344 base64 characters; anything much longer is not one. */
const CIPHER_MAX = 1024;

export type Decrypt = (cipher: string) => string;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Refuses the first missing password field with its message, before the key is spent. */
export const requirePasswordFields = (body: Record<string, unknown>, fields: Array<[field: string, missing: string]>) => {
  const absent = fields.find(([field]) => isBlank(body[field]));
  if (absent) throw new ApiError(absent[1]);
};

/** Spends the call's one-time key; refused when it is missing, spent, expired or unknown. */
export const openKey = async (keys: CredentialKeyStore, body: Record<string, unknown>): Promise<Decrypt> =>
  (await keys.consume(body.rsaPublicKey)) ?? Promise.reject(new ApiError(PASSWORD_FIELD_MESSAGES.keyExpired));

const decryptText = (decrypt: Decrypt, body: Record<string, unknown>, field: string, missing: string): string => {
  const value = body[field];
  if (isBlank(value)) throw new ApiError(missing);
  if (typeof value !== 'string' || value.length > CIPHER_MAX) throw new ApiError(PASSWORD_FIELD_MESSAGES.undecryptable);
  return decrypt(value);
};

/** A password field decrypted to its MD5 hex (an old password, a confirmation). */
export const readMd5 = (decrypt: Decrypt, body: Record<string, unknown>, field: string, missing: string): string => {
  const md5 = decryptText(decrypt, body, field, missing);
  if (!isMd5Hex(md5)) throw new ApiError(PASSWORD_FIELD_MESSAGES.undecryptable);
  return md5.toLowerCase();
};

/**
 * A password being set: the MD5 of `field`, refused unless `plainPwd` holds a
 * password that keeps the rule and has that MD5.
 */
export const readNewPassword = (decrypt: Decrypt, body: Record<string, unknown>, field: string, missing: string): string => {
  const md5 = readMd5(decrypt, body, field, missing);
  const plain = decryptText(decrypt, body, 'plainPwd', PASSWORD_MESSAGES.rule);
  if (!isStrongPassword(plain)) throw new ApiError(PASSWORD_MESSAGES.rule);
  if (md5Hex(plain) !== md5) throw new ApiError(PASSWORD_FIELD_MESSAGES.undecryptable);
  return md5;
};
