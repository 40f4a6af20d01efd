/**
 * The dry run of an import (excel/import with a file): every row checked (its own cells, a certificate
 * number twice in the file, a certificate registered to another person, a person registered under another
 * name), compared with the register (added, updated, unchanged), and the whole result stored as a batch with
 * the register's revision, so any server process can confirm it later. Nothing of the register is written.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DryRunReport } from '../contract/dryRunReport';
import type { Db } from '../../../server/db/client';
import type { Clock } from '../../../server/clock';
import { beijingDay } from '../../../server/days';
import { quaCertificates, quaImportBatches, quaRegisterState } from './schema';
import { checkCells, COLUMNS, type CellError, type CertValues } from './model';
import { QUA_MESSAGES } from './messages';
import { storeFile } from './ledger';
import { errorWorkbook, type LedgerRow } from './sheet';

const LOOKUP_CHUNK = 5000;
/** The errors an answer lists; the error workbook has them all. */
export type { DryRunReport };

export const REPORT_ERRORS = 200;

/** A row to apply: the values, and the register's record before (null for an addition). */
export interface PlannedRow {
  row: number;
  values: CertValues;
  before: (CertValues & { id: number }) | null;
}

const certLabel = COLUMNS.find((column) => column.field === 'certNo')!.label;
const nameLabel = COLUMNS.find((column) => column.field === 'name')!.label;

const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / LOOKUP_CHUNK) }, (_, index) => items.slice(index * LOOKUP_CHUNK, (index + 1) * LOOKUP_CHUNK));

const sameValues = (a: CertValues, b: CertValues) => COLUMNS.every((column) => (a[column.field] ?? '') === (b[column.field] ?? ''));

/** Checks the rows against themselves and the register; answers the rows to apply and every problem. */
export const planImport = async (db: Db, rows: LedgerRow[], today: string) => {
  const errors: CellError[] = [];
  const firstRow = new Map<string, number>();
  const candidates: LedgerRow[] = [];
  for (const row of rows) {
    const own = checkCells(row.row, row.values, today);
    const certNo = row.values.certNo;
    const first = certNo ? firstRow.get(certNo) : undefined;
    if (first !== undefined) own.push({ row: row.row, column: certLabel, reason: QUA_MESSAGES.duplicateInFile(first) });
    else if (certNo) firstRow.set(certNo, row.row);
    if (own.length) errors.push(...own);
    else candidates.push(row);
  }
  const byCert = new Map<string, CertValues & { id: number }>();
  for (const part of chunks([...new Set(candidates.map((row) => row.values.certNo))])) {
    const found = await db.select().from(quaCertificates).where(inArray(quaCertificates.certNo, part));
    for (const record of found) byCert.set(record.certNo, { ...record, obtainedOn: record.obtainedOn ?? '' });
  }
  const nameOf = new Map<string, string>();
  for (const part of chunks([...new Set(candidates.map((row) => row.values.idCard))])) {
    const found = await db.selectDistinct({ idCard: quaCertificates.idCard, name: quaCertificates.name }).from(quaCertificates).where(inArray(quaCertificates.idCard, part));
    for (const record of found) nameOf.set(record.idCard, record.name);
  }
  const planned: PlannedRow[] = [];
  let unchanged = 0;
  for (const row of candidates) {
    const { certNo, idCard, name } = row.values;
    const before = byCert.get(certNo) ?? null;
    const registeredName = nameOf.get(idCard);
    if (before && before.idCard !== idCard) errors.push({ row: row.row, column: certLabel, reason: QUA_MESSAGES.heldByOther });
    else if (registeredName !== undefined && registeredName !== name) errors.push({ row: row.row, column: nameLabel, reason: QUA_MESSAGES.nameMismatch });
    else if (before && sameValues(before, row.values)) unchanged += 1;
    else planned.push({ row: row.row, values: row.values, before });
  }
  errors.sort((a, b) => a.row - b.row);
  return { planned, unchanged, errors };
};

/** The dry run of an uploaded ledger already stored as `file`; answers its report. */
/** `clock`: the server's, from which the dry run's 24 hours count (model.ts DRY_RUN_HOURS) and its dates are checked. */
export const dryRun = async (db: Db, rows: LedgerRow[], file: { id: string; fileName: string }, userId: number | null, loginName: string, clock: Clock): Promise<DryRunReport> => {
  const now = clock.sqlNow();
  const { planned, unchanged, errors } = await planImport(db, rows, beijingDay(clock.now()));
  const errorRows = new Set(errors.map((error) => error.row)).size;
  const errorBytes = errors.length ? await errorWorkbook(errors, rows) : null;
  const added = planned.filter((row) => !row.before).length;
  // The counts of the dry run, stored with the batch and answered to the operator.
  const counts = { totalRows: rows.length, validRows: planned.length + unchanged, errorRows, added, updated: planned.length - added, unchanged };
  const batch = await db.transaction(async (tx) => {
    const errorFileId = errorBytes ? await storeFile(tx as unknown as Db, 'errors', file.fileName.replace(/\.xlsx$/i, '') + '-错误明细.xlsx', errorBytes, userId) : null;
    const [state] = await tx.select({ revision: quaRegisterState.revision }).from(quaRegisterState).where(eq(quaRegisterState.id, 1));
    const [saved] = await tx
      .insert(quaImportBatches)
      .values({
        fileId: file.id,
        fileName: file.fileName,
        ...counts,
        rows: planned,
        errors,
        errorFileId,
        registerRevision: state?.revision ?? 0,
        checkedBy: loginName,
        checkedAt: now,
      })
      .returning({ id: quaImportBatches.id });
    return { id: saved.id, errorFileId };
  });
  return {
    batchId: batch.id,
    fileName: file.fileName,
    ...counts,
    errorCount: errors.length,
    errors: errors.slice(0, REPORT_ERRORS),
    errorFileId: batch.errorFileId,
  };
};
