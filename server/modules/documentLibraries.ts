/**
 * The document libraries (exceljs, pdfkit, docx, archiver) load on first use:
 * together they are about half of the server's module loading, and most
 * processes start, answer health checks and serve pages long before anyone
 * exports a sheet. A type-only `import type` keeps their types where they are used.
 */
const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
};

export const loadExcel = once(() => import('exceljs').then((module) => module.default));
export const loadPdfKit = once(() => import('pdfkit').then((module) => module.default));
export const loadDocx = once(() => import('docx'));
export const loadArchiver = once(() => import('archiver').then((module) => module.default));
