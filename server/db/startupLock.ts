/**
 * Start-up of several server processes on one PostgreSQL: migrations, the declared tables' sync and the
 * demo seeding each check then write (a table that does not exist yet, a claim row), and two processes
 * starting at the same moment on a fresh database would both try to make the same table. So the whole
 * preparation runs under one session-level advisory lock, held on a connection of its own: a second
 * process waits, then finds everything made and only checks. PGlite has one process: no lock.
 */
/** hashtext('assoc:startup') would need a query first; any fixed 64-bit key shared by the processes does. */
const STARTUP_LOCK_KEY = 7_204_112_650_031n;

export const withStartupLock = async <T>(databaseUrl: string | undefined, prepare: () => Promise<T>): Promise<T> => {
  if (!databaseUrl) return prepare();
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    return await prepare();
  } finally {
    // Ending the session releases the lock even if the unlock fails.
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
};
