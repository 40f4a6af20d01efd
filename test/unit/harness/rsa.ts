/**
 * The fake web-center's RSA key pair, made on first use (2048 bits take a
 * moment): `rsa.publicKey` is what fastdfs/rsa/getPublicKey answers (base64
 * DER without armour, as the server sends it), `rsa.decrypt` reads what the
 * console encrypted with it.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createKeys } from '../../../server/auth/rsa';

let made: { publicKey: string; keys: ReturnType<typeof createKeys> } | undefined;

const pair = () => {
  if (!made) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    made = { publicKey: publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, ''), keys: createKeys(privateKey, publicKey) };
  }
  return made;
};

export const rsa = {
  get publicKey() {
    return pair().publicKey;
  },
  decrypt: (cipher: unknown) => pair().keys.decrypt(String(cipher)),
};
