/**
 * A declared module's own rule on its add and update, beyond its fields'
 * rules (a score range that overlaps no other level, a question that suits
 * its type, a category that keeps its level). The generic store runs it inside
 * the write's transaction after taking a lock on the module, so a check that
 * spans rows and its write cannot interleave with another write of the module
 * in this process or any other on the database. It answers the body to write
 * (possibly normalised) or throws the refusal; a switch-only change does not
 * call it.
 */
import type { Db } from '../../db/client';
import type { ApiRecord } from '../codec';

export interface WriteRuleInput {
  /** The write's transaction. */
  db: Db;
  mode: 'create' | 'update';
  body: Record<string, unknown>;
  /** The stored record of an update (null on a create). */
  stored: ApiRecord | null;
}

export type WriteRule = (input: WriteRuleInput) => Promise<Record<string, unknown>>;

export const hasField = (body: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;
