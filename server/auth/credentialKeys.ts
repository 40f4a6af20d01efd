/**
 * One-time credential keys. `fastdfs/rsa/getPublicKey` issues a fresh RSA key
 * pair for each call that sends a password (login, the password calls), stored
 * in sys_credential_key with a short expiry; the call sends the public key back
 * (`rsaPublicKey`) and consumes it, deleting the row in the same statement that
 * reads it. A replayed request, or a second call with the same key, finds no
 * key and is refused. The rows are the only state, so any server process on
 * the database can consume a key another one issued.
 *
 * Making an RSA-2048 pair takes 50 to 300 ms of one core, so each process keeps
 * a few pairs made ahead on the thread pool; they are not keys until issued.
 */
import crypto from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { credentialKeys } from '../db/schema';
import { systemClock, type Clock } from '../clock';
import { createKeys, generateKeyPairAsync, toBase64Der, type RsaKeyPair } from './rsa';

/** How long an issued key waits for its call. */
export const KEY_TTL_MS = 5 * 60_000;
/** Pairs made ahead per process. */
const SPARE_PAIRS = 2;

type PemPair = { publicKey: string; privateKey: string };

const spare: Promise<PemPair>[] = [];

const makeAhead = () => {
  while (spare.length < SPARE_PAIRS) {
    const pair = generateKeyPairAsync();
    // A failed pair is dropped when taken; never an unhandled rejection meanwhile.
    pair.catch(() => undefined);
    spare.push(pair);
  }
};

/** A pair made ahead (or made now when none is left); another is started in its place. */
const nextPair = async (): Promise<PemPair> => {
  const taken = spare.shift();
  makeAhead();
  return taken ? taken.catch(() => generateKeyPairAsync()) : generateKeyPairAsync();
};

/** The key's row id: SHA-256 of its base64 DER with whitespace removed (the client may wrap it). */
export const keyHashOf = (publicKey: string) => crypto.createHash('sha256').update(publicKey.replace(/\s+/g, '')).digest('hex');

export interface CredentialKeyStore {
  /** Issues a fresh public key (base64 DER) for one call. */
  issue: () => Promise<string>;
  /**
   * Spends the key: its decryption when it was issued, unspent and unexpired;
   * null otherwise (unknown, replayed, expired, or not a string).
   */
  consume: (publicKey: unknown) => Promise<RsaKeyPair['decrypt'] | null>;
}

const MAX_KEY_TEXT = 4096;

export const credentialKeyStore = (db: Db, ttlMs = KEY_TTL_MS, clock: Clock = systemClock): CredentialKeyStore => ({
  issue: async () => {
    const pair = await nextPair();
    const publicKey = toBase64Der(pair.publicKey);
    await db.insert(credentialKeys).values({
      keyHash: keyHashOf(publicKey),
      privateKey: pair.privateKey,
      expiresAt: sql`${clock.sqlNow()} + ${`${ttlMs} milliseconds`}::interval`,
    });
    // Keys nobody came back for go with the next issue.
    await db.delete(credentialKeys).where(lt(credentialKeys.expiresAt, clock.sqlNow()));
    return publicKey;
  },
  consume: async (publicKey) => {
    if (typeof publicKey !== 'string' || !publicKey.trim() || publicKey.length > MAX_KEY_TEXT) return null;
    const [row] = await db
      .delete(credentialKeys)
      .where(eq(credentialKeys.keyHash, keyHashOf(publicKey)))
      .returning({ privateKey: credentialKeys.privateKey, live: sql<boolean>`${credentialKeys.expiresAt} > ${clock.sqlNow()}` });
    if (!row?.live) return null;
    return createKeys(row.privateKey, publicKey).decrypt;
  },
});

/** Starts the pairs made ahead (at start-up, so the first login does not wait for one). */
export const prepareCredentialKeys = () => makeAhead();
