/** The qualification import's dry-run report as the server answers it and the console shows it (docs/qualification.md). */

/** One problem of the ledger: its row, its column and why. */
export interface CellError {
  row: number;
  column: string;
  reason: string;
}

/** An import's counts of rows, in its dry-run report and its import record. */
export interface ImportCounts {
  totalRows: number;
  validRows: number;
  errorRows: number;
  added: number;
  updated: number;
  unchanged: number;
}

export interface DryRunReport extends ImportCounts {
  batchId: number;
  fileName: string;
  errorCount: number;
  errors: CellError[];
  errorFileId: string | null;
}
