/**
 * The database of one test server: on the PostgreSQL run a database of its own
 * in the run's cluster, copied from the run's prepared one (globalSetup.ts) and
 * dropped when the server closes; on the PGlite run nothing (the server opens
 * an in-memory PGlite from the run's prepared dump).
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  /** `DATABASE_URL` for the server's config, or nothing for PGlite. */
  env: Record<string, string>;
  drop: () => Promise<void>;
}

const onAdmin = async (adminUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * `prepared: false` gives an empty database: for a server that must seed its own (another API base), or a
 * migration test that builds the schema of an older release first.
 */
export const freshDatabase = async ({ prepared = true }: { prepared?: boolean } = {}): Promise<TestDatabase> => {
  const adminUrl = inject('pgUrl');
  if (!adminUrl) return { env: {}, drop: async () => undefined };
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const template = prepared ? inject('pgTemplate') : undefined;
  await onAdmin(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
};

/** An empty database called `name` in the run's cluster, for a file that starts real server processes on it: its URL. */
export const createNamedDatabase = async (name: string): Promise<string> => {
  const adminUrl = inject('pgUrl');
  if (!adminUrl) throw new Error('this file runs on the PostgreSQL run only (project server-pg)');
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
