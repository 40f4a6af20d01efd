/**
 * Credentials travel as the spec says: MD5 of the password, encrypted with the
 * server's RSA public key by JSEncrypt (PKCS#1 v1.5). This module is loaded
 * only when a login or a password form is submitted.
 */
import md5 from 'blueimp-md5';
import { JSEncrypt } from 'jsencrypt';
import { get } from '../dataProvider/http';

/** A one-time key: each call that sends a password fetches its own (the server spends it on that call). */
export const fetchPublicKey = async (): Promise<string> => (await get<string>('fastdfs/rsa/getPublicKey')).data;

const encrypt = (publicKey: string, text: string): string => {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  let cipher: string | false;
  try {
    cipher = encryptor.encrypt(text);
  } catch {
    cipher = false;
  }
  if (!cipher) throw new Error('auth.encryptFailed');
  return cipher;
};

/** RSA(MD5(password)): the contract's password fields. */
export const encryptPassword = (password: string, publicKey: string): string => encrypt(publicKey, md5(password));

/**
 * RSA(password) under the same key: `plainPwd`, sent beside a password being
 * set so the server can check the password rule (docs/permissions.md).
 */
export const encryptPlainPassword = (password: string, publicKey: string): string => encrypt(publicKey, password);
