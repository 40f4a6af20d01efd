/** Credentials travel as the spec says: MD5 of the password, encrypted with the server's RSA public key. */
import md5 from 'blueimp-md5';
import { JSEncrypt } from 'jsencrypt';
import { get } from '../dataProvider/http';

export const fetchPublicKey = async (): Promise<string> => (await get<string>('fastdfs/rsa/getPublicKey')).data;

export const encryptPassword = (password: string, publicKey: string): string => {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  const cipher = encryptor.encrypt(md5(password));
  if (!cipher) throw new Error('auth.encryptFailed');
  return cipher;
};
