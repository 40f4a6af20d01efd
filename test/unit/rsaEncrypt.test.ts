/** The browser's RSA PKCS#1 v1.5 encryptor: padding structure, key formats, limits, and the server's decryptor. */
import crypto from 'node:crypto';
import md5 from 'blueimp-md5';
import { describe, expect, it } from 'vitest';
import { rsaEncryptPkcs1 } from '../../authProvider/rsaEncrypt';
import { encryptPassword } from '../../authProvider/encryptPassword';
import { createKeys, generateKeyPair, toBase64Der } from '../../server/auth/rsa';

const pair = crypto.generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const K = 256;
/** base64 DER (SPKI) without armour, as the server hands it out. */
const SPKI = pair.publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
const PKCS1_PEM = crypto.createPublicKey(pair.publicKey).export({ type: 'pkcs1', format: 'pem' }) as string;

/** Raw RSA decryption: the encoded block EM, k bytes. */
const rawDecrypt = (cipherBase64: string) => {
  const cipher = Buffer.from(cipherBase64, 'base64');
  expect(cipher).toHaveLength(K);
  return crypto.privateDecrypt({ key: pair.privateKey, padding: crypto.constants.RSA_NO_PADDING }, cipher);
};

/** Checks EM = 00 02 PS(>= 8 non-zero) 00 M and returns M as text. */
const unpad = (em: Buffer) => {
  expect(em).toHaveLength(K);
  expect([em[0], em[1]]).toEqual([0x00, 0x02]);
  const separator = em.indexOf(0x00, 2);
  expect(separator).toBeGreaterThanOrEqual(10);
  expect(em.subarray(2, separator).includes(0x00)).toBe(false);
  return em.subarray(separator + 1).toString('utf8');
};

const LIMIT = 'a'.repeat(K - 11);

describe('rsaEncryptPkcs1', () => {
  it.each([
    ['an MD5 hex', md5('Admin@2026')],
    ['the empty string', ''],
    ['a UTF-8 string', '密码Ω测试 ✓'],
    ['the k-11 byte limit', LIMIT],
    ['k-11 bytes of multi-byte UTF-8', '密'.repeat(81) + 'ab'],
  ])('pads and encrypts %s so that raw decryption shows 00 02 PS 00 M', (_label, text) => {
    expect(unpad(rawDecrypt(rsaEncryptPkcs1(SPKI, text)))).toBe(text);
  });

  it('gives at least 8 bytes of padding at the limit and exactly k - 3 - mLen bytes in general', () => {
    const em = rawDecrypt(rsaEncryptPkcs1(SPKI, LIMIT));
    expect(em.indexOf(0x00, 2)).toBe(10);
    const short = rawDecrypt(rsaEncryptPkcs1(SPKI, md5('x')));
    expect(short.indexOf(0x00, 2)).toBe(K - 32 - 1);
  });

  it('accepts the key with PEM armour and as a PKCS#1 RSAPublicKey', () => {
    const text = md5('Editor@2026');
    expect(unpad(rawDecrypt(rsaEncryptPkcs1(pair.publicKey, text)))).toBe(text);
    expect(unpad(rawDecrypt(rsaEncryptPkcs1(PKCS1_PEM, text)))).toBe(text);
  });

  it('gives a different ciphertext each time for the same text', () => {
    const text = md5('Admin@2026');
    const ciphers = new Set(Array.from({ length: 5 }, () => rsaEncryptPkcs1(SPKI, text)));
    expect(ciphers.size).toBe(5);
  });

  it('refuses text longer than k-11 bytes, counting UTF-8 bytes', () => {
    expect(() => rsaEncryptPkcs1(SPKI, `${LIMIT}a`)).toThrow();
    expect(() => rsaEncryptPkcs1(SPKI, '密'.repeat(82))).toThrow();
  });

  it.each([
    ['garbage', 'not a key at all'],
    ['empty', ''],
    ['truncated', SPKI.slice(0, 100)],
    ['a non-RSA key', crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }) as string],
  ])('throws on a %s key', (_label, key) => {
    expect(() => rsaEncryptPkcs1(key, 'x')).toThrow();
  });
});

describe('encryptPassword', () => {
  it('encrypts the MD5 of the password so the server decryptor recovers it', () => {
    const made = generateKeyPair();
    const keys = createKeys(made.privateKey, toBase64Der(made.publicKey));
    for (const password of ['Admin@2026', '', '密码Ω测试', 'x'.repeat(40)]) {
      expect(keys.decrypt(encryptPassword(password, keys.publicKey))).toBe(md5(password));
    }
  });

  it('round-trips through createKeys with the armoured key too', () => {
    const made = generateKeyPair();
    const keys = createKeys(made.privateKey, made.publicKey);
    expect(keys.decrypt(encryptPassword('Editor@2026', made.publicKey))).toBe(md5('Editor@2026'));
  });

  it("throws 'auth.encryptFailed' on a bad key", () => {
    expect(() => encryptPassword('Admin@2026', 'garbage!')).toThrow('auth.encryptFailed');
    expect(() => encryptPassword('Admin@2026', 'AAAA')).toThrow('auth.encryptFailed');
  });
});
