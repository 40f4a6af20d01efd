/**
 * RSA key pairs of the credentials (one per call, server/auth/credentialKeys.ts).
 * The client encrypts MD5(password) with the public key using PKCS#1 v1.5 (the JSEncrypt default). Node 20 refuses PKCS#1 v1.5
 * private decryption (CVE-2023-46809), so we decrypt with RSA_NO_PADDING and
 * strip the padding here with implicit rejection: a malformed message yields
 * a deterministic pseudo-random value, so it fails like a wrong password and
 * leaks nothing about the padding (no Bleichenbacher oracle).
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';

/** One RSA key pair: the public key as the client receives it, and decryption with the private one. */
export interface RsaKeyPair {
  /** The public key as the client receives it: base64 DER (SPKI), no armour. */
  publicKey: string;
  decrypt: (ciphertextBase64: string) => string;
}

const KEY_OPTIONS = {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
} as const;

/** The base64 DER of a PEM public key, as getPublicKey hands it out. */
export const toBase64Der = (publicPem: string) => publicPem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');

export const generateKeyPair = () => crypto.generateKeyPairSync('rsa', KEY_OPTIONS);

const generateAsync = promisify(crypto.generateKeyPair);

/** A new key pair made on libuv's thread pool, so the event loop keeps answering meanwhile. */
export const generateKeyPairAsync = async (): Promise<{ publicKey: string; privateKey: string }> => {
  const { publicKey, privateKey } = await generateAsync('rsa', KEY_OPTIONS);
  return { publicKey: String(publicKey), privateKey: String(privateKey) };
};

export const createKeys = (privatePem: string, publicPem: string): RsaKeyPair => {
  const privateKey = crypto.createPrivateKey(privatePem);
  const modulusBytes = (privateKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8;
  // Key for the implicit-rejection PRF, derived from the private key itself.
  const rejectionKey = crypto
    .createHash('sha256')
    .update(privateKey.export({ type: 'pkcs8', format: 'der' }))
    .digest();

  const decrypt = (ciphertextBase64: string): string => {
    const raw = Buffer.from(String(ciphertextBase64 ?? ''), 'base64');
    const synthetic = crypto.createHmac('sha256', rejectionKey).update(raw).digest('hex');
    if (raw.length === 0 || raw.length > modulusBytes) return synthetic;
    // JSEncrypt may drop leading zero bytes of the ciphertext: restore them.
    const ciphertext = raw.length < modulusBytes ? Buffer.concat([Buffer.alloc(modulusBytes - raw.length), raw]) : raw;
    let encoded: Buffer;
    try {
      encoded = crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_NO_PADDING }, ciphertext);
    } catch {
      return synthetic; // ciphertext not below the modulus
    }
    const message = unpadPkcs1Type2(encoded);
    return message === null ? synthetic : message.toString('utf8');
  };

  return { publicKey: toBase64Der(publicPem), decrypt };
};

/**
 * EM = 0x00 || 0x02 || PS (at least 8 non-zero bytes) || 0x00 || M.
 * Scans the whole block without early exit; null when malformed.
 */
export const unpadPkcs1Type2 = (encoded: Buffer): Buffer | null => {
  let bad = (encoded[0] ^ 0x00) | (encoded[1] ^ 0x02);
  let separator = 0;
  for (let i = 2; i < encoded.length; i += 1) {
    const isZero = encoded[i] === 0 ? 1 : 0;
    const first = isZero & (separator === 0 ? 1 : 0);
    separator = first ? i : separator;
  }
  bad |= separator === 0 ? 1 : 0;
  bad |= separator < 10 ? 1 : 0;
  return bad ? null : encoded.subarray(separator + 1);
};
