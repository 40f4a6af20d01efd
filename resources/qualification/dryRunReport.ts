/** The qualification import's dry-run report as the server answers it and the console shows it (docs/qualification.md). */

/** One problem of the ledger: its row, its column and why. */
export interface CellError {
  row: number;
  column: string;
  reason: string;
}

export interface DryRunReport {
  batchId: number;
  fileName: string;
  totalRows: number;
  validRows: number;
  errorRows: number;
  added: number;
  updated: number;
  unchanged: number;
  errorCount: number;
  errors: CellError[];
  errorFileId: string | null;
}
