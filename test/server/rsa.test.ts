/** A credentials key pair: JSEncrypt round trip, PKCS#1 v1.5 unpadding and implicit rejection. */
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, it, expect, beforeAll } from 'vitest';
import { createKeys, generateKeyPair, unpadPkcs1Type2, type RsaKeyPair } from '../../server/auth/rsa';

const require = createRequire(import.meta.url);
const JSEncrypt = require('jsencrypt') as new () => { setPublicKey(key: string): void; encrypt(text: string): string | false };
const md5 = require('blueimp-md5') as (value: string) => string;

const encrypt = (publicKey: string, text: string) => {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  const cipher = encryptor.encrypt(text);
  if (!cipher) throw new Error('encryption failed');
  return cipher;
};

const MD5_SHAPED = /^[0-9a-f]{32}$/i;

/** A 256-byte type-2 block: 00 02 PS 00 M. */
const block = (padding: number, message: Buffer, options: { first?: number; type?: number; separator?: boolean } = {}) => {
  const ps = Buffer.alloc(padding, 0x5a);
  const head = Buffer.from([options.first ?? 0x00, options.type ?? 0x02]);
  return Buffer.concat([head, ps, options.separator === false ? Buffer.alloc(0) : Buffer.from([0x00]), message]);
};

let keys: RsaKeyPair;

const newKeys = () => {
  const pair = generateKeyPair();
  return createKeys(pair.privateKey, pair.publicKey);
};

beforeAll(() => {
  keys = newKeys();
});

describe('decrypt', () => {
  it('recovers what JSEncrypt encrypted with the public key', () => {
    for (const password of ['Admin@2026', 'Editor@2026', '', '密码Ω测试', 'x'.repeat(40)]) {
      const hash = md5(password);
      expect(keys.decrypt(encrypt(keys.publicKey, hash))).toBe(hash);
    }
  });

  it('recovers a ciphertext whose leading zero bytes were dropped', () => {
    const publicKey = crypto.createPublicKey({ key: Buffer.from(keys.publicKey, 'base64'), format: 'der', type: 'spki' });
    const message = md5('Admin@2026');
    let cipher: Buffer | undefined;
    for (let attempt = 0; attempt < 20_000 && !cipher; attempt += 1) {
      const candidate = crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(message));
      if (candidate[0] === 0) cipher = candidate;
    }
    expect(cipher).toBeDefined();
    let start = 0;
    while (cipher![start] === 0) start += 1;
    const shortened = cipher!.subarray(start).toString('base64');
    expect(keys.decrypt(shortened)).toBe(message);
  });

  it('answers a tampered ciphertext with a deterministic value that is not an MD5, never throwing', () => {
    const cipher = Buffer.from(encrypt(keys.publicKey, md5('Admin@2026')), 'base64');
    const tampered = (index: number) => {
      const copy = Buffer.from(cipher);
      copy[index] ^= 0x80;
      return copy.toString('base64');
    };
    const one = keys.decrypt(tampered(10));
    const again = keys.decrypt(tampered(10));
    const other = keys.decrypt(tampered(200));
    expect(one).toBe(again);
    expect(one).not.toBe(other);
    for (const value of [one, other]) {
      expect(value).not.toBe(md5('Admin@2026'));
      expect(value).not.toMatch(MD5_SHAPED);
    }
  });

  it.each([
    ['empty', ''],
    ['not base64', '!!!###'],
    ['too long', crypto.randomBytes(300).toString('base64')],
    ['above the modulus', Buffer.alloc(256, 0xff).toString('base64')],
    ['one byte', 'AA=='],
    ['random of the key length', crypto.randomBytes(256).toString('base64')],
  ])('answers a %s ciphertext without throwing, deterministically', (_label, input) => {
    const value = keys.decrypt(input);
    expect(typeof value).toBe('string');
    expect(value).not.toMatch(MD5_SHAPED);
    expect(keys.decrypt(input)).toBe(value);
  });

  it('answers different bad inputs with different values', () => {
    const values = new Set(['', 'AA==', 'AAE=', crypto.randomBytes(256).toString('base64')].map((input) => keys.decrypt(input)));
    expect(values.size).toBe(4);
  });

  it('derives the rejection value from the private key', () => {
    const otherKeys = newKeys();
    const input = crypto.randomBytes(256).toString('base64');
    expect(otherKeys.decrypt(input)).not.toBe(keys.decrypt(input));
  });

  it('hands out the public key as base64 DER without armour', () => {
    const pair = generateKeyPair();
    const made = createKeys(pair.privateKey, pair.publicKey);
    expect(made.publicKey).not.toMatch(/-----|\s/);
    const fromDer = crypto.createPublicKey({ key: Buffer.from(made.publicKey, 'base64'), format: 'der', type: 'spki' });
    expect(fromDer.export({ type: 'spki', format: 'pem' })).toBe(pair.publicKey);
  });
});

describe('unpadPkcs1Type2', () => {
  const message = Buffer.from(md5('Admin@2026'));

  it('accepts a valid block and returns the message', () => {
    const padded = block(256 - 3 - message.length, message);
    expect(padded).toHaveLength(256);
    expect(unpadPkcs1Type2(padded)?.toString()).toBe(message.toString());
  });

  it('accepts exactly 8 bytes of padding', () => {
    expect(unpadPkcs1Type2(block(8, message))?.toString()).toBe(message.toString());
  });

  it('accepts an empty message', () => {
    expect(unpadPkcs1Type2(block(253, Buffer.alloc(0)))).toEqual(Buffer.alloc(0));
  });

  it('refuses a wrong first byte', () => {
    expect(unpadPkcs1Type2(block(200, message, { first: 0x01 }))).toBeNull();
  });

  it('refuses a wrong block type', () => {
    expect(unpadPkcs1Type2(block(200, message, { type: 0x01 }))).toBeNull();
    expect(unpadPkcs1Type2(block(200, message, { type: 0x00 }))).toBeNull();
  });

  it('refuses a block without a separator', () => {
    expect(unpadPkcs1Type2(block(254, Buffer.alloc(0), { separator: false }))).toBeNull();
  });

  it('refuses padding shorter than 8 bytes', () => {
    expect(unpadPkcs1Type2(block(7, message))).toBeNull();
    expect(unpadPkcs1Type2(block(0, message))).toBeNull();
  });

  it('refuses blocks too short to hold the header', () => {
    expect(unpadPkcs1Type2(Buffer.alloc(0))).toBeNull();
    expect(unpadPkcs1Type2(Buffer.from([0x00]))).toBeNull();
  });
});
