/**
 * Password storage: the server receives MD5(password) (hex) and stores only
 * scrypt over it with a per-user random salt.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

export const md5Hex = (plain: string) => crypto.createHash('md5').update(plain, 'utf8').digest('hex');

export const hashPassword = async (md5: string): Promise<string> => {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(md5, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
};

/** A fixed hash checked when the account does not exist, so timing does not tell. */
const DUMMY = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export const verifyPassword = async (md5: string, stored: string | null | undefined): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = (stored ?? DUMMY).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(md5, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return crypto.timingSafeEqual(actual, expected) && stored !== null && stored !== undefined;
};

export const isMd5Hex = (value: string) => /^[0-9a-f]{32}$/i.test(value);
