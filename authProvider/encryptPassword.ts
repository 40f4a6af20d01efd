/** Credentials travel as the spec says: MD5 of the password, encrypted with the server's RSA public key. */
import md5 from 'blueimp-md5';
import { get } from '../dataProvider/http';
import { rsaEncryptPkcs1 } from './rsaEncrypt';

export const fetchPublicKey = async (): Promise<string> => (await get<string>('fastdfs/rsa/getPublicKey')).data;

export const encryptPassword = (password: string, publicKey: string): string => {
  try {
    return rsaEncryptPkcs1(publicKey, md5(password));
  } catch {
    throw new Error('auth.encryptFailed');
  }
};
