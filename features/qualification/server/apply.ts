/**
 * The confirmation of a dry run (excel/import with batchId and action=confirm): in one transaction, under
 * the register's state row locked FOR UPDATE (so confirmations of every server process run one at a time)
 * and the batch's own row locked, the batch must still be waiting and the register unchanged since its dry
 * run (same revision); then every planned row is added or updated, each change written to the history, the
 * revision bumped and the batch marked applied, and every other dry run still waiting marked stale (they were
 * checked against the register before this import). A dry run older than DRY_RUN_HOURS is refused as expired.
 * A cancellation marks a waiting batch cancelled.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { quaCertificates, quaHistory, quaImportBatches, quaRegisterState } from './schema';
import { fail } from '../../../server/http/envelope';
import { BATCH, CHANGE, expiryCutoff } from './model';
import { QUA_MESSAGES } from './messages';
import type { PlannedRow } from './dryRun';

const WRITE_CHUNK = 1000;

/** The batch locked, still waiting and not expired (`now`: the clock's time in the statement). */
const lockBatch = async (tx: Db, batchId: number, now: SQL) => {
  const [batch] = await tx
    .select({ row: quaImportBatches, expired: sql<boolean>`${quaImportBatches.checkedAt} < ${expiryCutoff(now)}` })
    .from(quaImportBatches)
    .where(eq(quaImportBatches.id, batchId))
    .for('update');
  if (!batch) fail(QUA_MESSAGES.batchMissing);
  const { row, expired } = batch;
  if (row.status === BATCH.applied) fail(QUA_MESSAGES.batchDone);
  if (row.status === BATCH.cancelled) fail(QUA_MESSAGES.batchCancelled);
  if (row.status === BATCH.stale) fail(QUA_MESSAGES.batchStale);
  if (expired) fail(QUA_MESSAGES.batchExpired);
  return row;
};

export type ApplyOutcome = { applied: true; added: number; updated: number } | { applied: false };

/** Applies a batch in `tx`; answers `applied: false` (after marking it stale) when the register moved on. */
export const applyBatch = async (tx: Db, batchId: number, loginName: string, packageFileId: string | null, now: SQL): Promise<ApplyOutcome> => {
  const [state] = await tx.select().from(quaRegisterState).where(eq(quaRegisterState.id, 1)).for('update');
  const batch = await lockBatch(tx, batchId, now);
  if (!state || batch.registerRevision !== state.revision) {
    await tx.update(quaImportBatches).set({ status: BATCH.stale }).where(eq(quaImportBatches.id, batchId));
    return { applied: false };
  }
  const planned = batch.rows as PlannedRow[];
  if (planned.length === 0 && batch.unchanged === 0) fail(QUA_MESSAGES.nothingToApply);
  for (let at = 0; at < planned.length; at += WRITE_CHUNK) {
    const part = planned.slice(at, at + WRITE_CHUNK);
    await tx
      .insert(quaCertificates)
      .values(part.map(({ values }) => ({ ...values, obtainedOn: values.obtainedOn || null, batchId })))
      .onConflictDoUpdate({
        target: quaCertificates.certNo,
        set: {
          name: sql`excluded.name`,
          idCard: sql`excluded.id_card`,
          category: sql`excluded.category`,
          institution: sql`excluded.institution`,
          obtainedOn: sql`excluded.obtained_on`,
          batchId: sql`excluded.batch_id`,
          updatedAt: sql`now()`,
        },
      });
    await tx.insert(quaHistory).values(
      part.map(({ values, before }) => ({
        batchId,
        certNo: values.certNo,
        idCard: values.idCard,
        name: values.name,
        change: before ? CHANGE.updated : CHANGE.added,
        before: before ? { ...before, id: undefined } : null,
        after: values,
      })),
    );
  }
  await tx
    .update(quaRegisterState)
    .set({ revision: sql`${quaRegisterState.revision} + 1` })
    .where(eq(quaRegisterState.id, 1));
  await tx.update(quaImportBatches).set({ status: BATCH.applied, appliedBy: loginName, appliedAt: now, packageFileId, rows: [] }).where(eq(quaImportBatches.id, batchId));
  // Every other dry run waiting was checked against the register as it was: it is 已失效 now, not 待确认.
  await tx
    .update(quaImportBatches)
    .set({ status: BATCH.stale, rows: [] })
    .where(and(eq(quaImportBatches.status, BATCH.checked), ne(quaImportBatches.id, batchId)));
  return { applied: true, added: batch.added, updated: batch.updated };
};

/** Cancels a waiting dry run; one that has expired may be cancelled too (it is shown 已失效, and cancelling clears it). */
export const cancelBatch = async (tx: Db, batchId: number) => {
  const [batch] = await tx.select().from(quaImportBatches).where(eq(quaImportBatches.id, batchId)).for('update');
  if (!batch) fail(QUA_MESSAGES.batchMissing);
  if (batch.status === BATCH.applied) fail(QUA_MESSAGES.batchDone);
  if (batch.status === BATCH.cancelled) fail(QUA_MESSAGES.batchCancelled);
  if (batch.status === BATCH.stale) fail(QUA_MESSAGES.batchStale);
  await tx.update(quaImportBatches).set({ status: BATCH.cancelled, rows: [] }).where(eq(quaImportBatches.id, batchId));
};
