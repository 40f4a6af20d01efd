/**
 * The database of one test server: on the PostgreSQL run a database of its own
 * in the run's cluster (dropped when the server closes), on the PGlite run
 * nothing (the server opens an in-memory PGlite).
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

export const freshDatabase = async (): Promise<TestDatabase> => {
  const adminUrl = inject('pgUrl');
  if (!adminUrl) return { env: {}, drop: async () => undefined };
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
};
