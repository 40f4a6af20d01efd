/**
 * RSAES-PKCS1-v1_5 encryption, RFC 8017 section 7.2.1, on native BigInt: the one thing the
 * console needs from RSA (encrypting the MD5 hex of a password with the server's public key).
 * The key is base64 DER, SPKI or PKCS#1 RSAPublicKey, with or without PEM armour.
 */
const RSA_ENCRYPTION_OID = '2a864886f70d010101'; // 1.2.840.113549.1.1.1

interface Tlv { tag: number; start: number; end: number }

/** One DER element at `at`: its tag and the bounds of its content (short or long-form length). */
const readTlv = (der: Uint8Array, at: number, tag: number): Tlv => {
  if (der[at] !== tag || at + 2 > der.length) throw new Error('rsa: unexpected DER');
  let start = at + 2;
  let length = der[at + 1];
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count < 1 || count > 3) throw new Error('rsa: unsupported DER length');
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + der[start + i];
    start += count;
  }
  if (start + length > der.length) throw new Error('rsa: truncated DER');
  return { tag, start, end: start + length };
};

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const toBigInt = (der: Uint8Array, { start, end }: Tlv) => BigInt(`0x${toHex(der.subarray(start, end)) || '0'}`);

/** Returns the modulus n and public exponent e. */
const parsePublicKey = (key: string) => {
  const der = Uint8Array.from(atob(key.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '')), (c) => c.charCodeAt(0));
  const outer = readTlv(der, 0, 0x30);
  let rsaKey = outer; // PKCS#1 RSAPublicKey ::= SEQUENCE { n INTEGER, e INTEGER }
  if (der[outer.start] === 0x30) {
    // SPKI ::= SEQUENCE { AlgorithmIdentifier SEQUENCE { OID, params }, BIT STRING (0 unused bits) }
    const algorithm = readTlv(der, outer.start, 0x30);
    const oid = readTlv(der, algorithm.start, 0x06);
    if (toHex(der.subarray(oid.start, oid.end)) !== RSA_ENCRYPTION_OID) throw new Error('rsa: not an RSA key');
    const bits = readTlv(der, algorithm.end, 0x03);
    if (der[bits.start] !== 0) throw new Error('rsa: unexpected DER');
    rsaKey = readTlv(der, bits.start + 1, 0x30);
  }
  const modulus = readTlv(der, rsaKey.start, 0x02);
  const exponent = readTlv(der, modulus.end, 0x02);
  const n = toBigInt(der, modulus);
  const e = toBigInt(der, exponent);
  if (n < 2n ** 512n || e < 3n) throw new Error('rsa: unusable key');
  return { n, e };
};

/** base^exp mod m by square-and-multiply. */
const modPow = (base: bigint, exp: bigint, m: bigint) => {
  let result = 1n;
  for (let b = base % m, x = exp; x > 0n; x >>= 1n, b = (b * b) % m) if (x & 1n) result = (result * b) % m;
  return result;
};

/** Encrypts `text` (UTF-8) and returns the k-byte ciphertext in base64, like JSEncrypt's encrypt. */
export const rsaEncryptPkcs1 = (publicKey: string, text: string): string => {
  const { n, e } = parsePublicKey(publicKey);
  const k = Math.ceil(n.toString(16).length / 2);
  const message = new TextEncoder().encode(text);
  if (message.length > k - 11) throw new Error('rsa: message too long');
  // EM = 0x00 || 0x02 || PS || 0x00 || M, PS being k - mLen - 3 >= 8 non-zero random bytes.
  const ps = crypto.getRandomValues(new Uint8Array(k - message.length - 3));
  const redraw = new Uint8Array(1);
  for (let i = 0; i < ps.length; i += 1) while (ps[i] === 0) ps[i] = crypto.getRandomValues(redraw)[0];
  const m = BigInt(`0x0002${toHex(ps)}00${toHex(message)}`);
  const hex = modPow(m, e, n).toString(16).padStart(2 * k, '0');
  let binary = '';
  for (let i = 0; i < hex.length; i += 2) binary += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return btoa(binary);
};
