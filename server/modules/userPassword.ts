/** The initial password an administrator gives a system user: MD5 encrypted with the public key, as at login. */
import { PASSWORD_MESSAGES } from '../../resources/framework/password';
import { isMd5Hex } from '../auth/password';
import type { CredentialKeys } from '../auth/rsa';
import { ApiError } from '../http/envelope';
import { optionalString } from '../http/validate';
import { LOGIN_MESSAGES } from './auth';
import { PASSWORD_FLOW_MESSAGES } from './password';

const CIPHER_MAX = 1024;

/** The MD5 hex of body.loginPwd; refused when missing, made with an old key, or not decryptable. */
export const readInitialPassword = (body: Record<string, unknown>, keys: CredentialKeys): string => {
  const cipher = body.loginPwd;
  if (cipher === undefined || cipher === null || cipher === '') throw new ApiError(PASSWORD_MESSAGES.initialRequired);
  const key = optionalString(body, 'rsaPublicKey', '公钥', 4096);
  if (key && key.replace(/\s+/g, '') !== keys.publicKey) throw new ApiError(LOGIN_MESSAGES.staleKey);
  if (typeof cipher !== 'string' || cipher.length > CIPHER_MAX) throw new ApiError(PASSWORD_FLOW_MESSAGES.undecryptable);
  const md5 = keys.decrypt(cipher);
  if (!isMd5Hex(md5)) throw new ApiError(PASSWORD_FLOW_MESSAGES.undecryptable);
  return md5;
};
