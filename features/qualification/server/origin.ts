/**
 * The data-origin setting (quaDataOrigin/*): where the register's data comes from and a note, shown with
 * the query's answers; one row, saved only over the version read (a stale save is refused).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { quaRegisterState } from './schema';
import { fail } from '../../../server/http/envelope';
import { optionalString, readVersion, requiredString } from '../../../server/http/validate';
import { beijingDateTime } from '../../../server/resources/export';
import { QUA_MESSAGES } from './messages';
import { personName } from './lists';

export const readOrigin = async (db: Db) => {
  const [state] = await db
    .select({
      origin: quaRegisterState.origin,
      note: quaRegisterState.note,
      version: quaRegisterState.version,
      updatedBy: personName(quaRegisterState.updatedBy),
      updatedAt: quaRegisterState.updatedAt,
    })
    .from(quaRegisterState)
    .where(eq(quaRegisterState.id, 1));
  return {
    origin: state?.origin ?? '',
    note: state?.note ?? '',
    version: state?.version ?? 0,
    updatedBy: state?.updatedBy ?? '',
    updatedAt: state ? beijingDateTime(state.updatedAt) : null,
  };
};

export const saveOrigin = async (db: Db, body: Record<string, unknown>, loginName: string) => {
  if (typeof body.origin !== 'string' || !body.origin.trim()) fail(QUA_MESSAGES.originRequired);
  const origin = requiredString(body, 'origin', '数据来源', 100).trim();
  const note = (optionalString(body, 'note', '说明', 500) ?? '').trim();
  const version = readVersion(body);
  const saved = await db
    .update(quaRegisterState)
    .set({ origin, note, version: sql`${quaRegisterState.version} + 1`, updatedBy: loginName, updatedAt: sql`now()` })
    .where(and(eq(quaRegisterState.id, 1), eq(quaRegisterState.version, version)))
    .returning({ id: quaRegisterState.id });
  if (saved.length === 0) fail(QUA_MESSAGES.conflict);
  return readOrigin(db);
};
