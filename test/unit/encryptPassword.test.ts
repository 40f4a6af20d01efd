/** The browser's password encryption (JSEncrypt, PKCS#1 v1.5): the server's decryptor recovers what it sends. */
import crypto from 'node:crypto';
import md5 from 'blueimp-md5';
import { describe, expect, it } from 'vitest';
import { encryptPassword, encryptPlainPassword } from '../../authProvider/encryptPassword';
import { createKeys, generateKeyPair, toBase64Der } from '../../server/auth/rsa';

const made = generateKeyPair();
/** The key as getPublicKey hands it out: base64 DER (SPKI) without armour. */
const keys = createKeys(made.privateKey, toBase64Der(made.publicKey));

describe('encryptPassword', () => {
  it('encrypts the MD5 of the password so the server decryptor recovers it', () => {
    for (const password of ['Admin@2026', '', '密码Ω测试', 'x'.repeat(40)]) {
      const cipher = encryptPassword(password, keys.publicKey);
      expect(Buffer.from(cipher, 'base64').length).toBeLessThanOrEqual(256);
      expect(keys.decrypt(cipher)).toBe(md5(password));
    }
  });

  it('gives a different ciphertext each time for the same password', () => {
    const ciphers = new Set(Array.from({ length: 5 }, () => encryptPassword('Admin@2026', keys.publicKey)));
    expect(ciphers.size).toBe(5);
  });

  it('accepts the key with its PEM armour too', () => {
    expect(keys.decrypt(encryptPassword('Editor@2026', made.publicKey))).toBe(md5('Editor@2026'));
  });

  it('encrypts the password itself for plainPwd', () => {
    for (const password of ['Start@2026', 'Ab1-+_!@#$%^&*.,?xy']) expect(keys.decrypt(encryptPlainPassword(password, keys.publicKey))).toBe(password);
  });

  it.each([
    ['garbage', 'garbage!'],
    ['too short', 'AAAA'],
    ['a non-RSA key', crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }) as string],
  ])("throws 'auth.encryptFailed' on a %s key", (_label, key) => {
    expect(() => encryptPassword('Admin@2026', key)).toThrow('auth.encryptFailed');
  });
});
