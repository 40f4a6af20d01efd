/**
 * Issue 22 item 4: an export of some 100,000 rows through the real call
 * (infornation/publishLog/export over the 30 days holding the disclosure
 * queries statData.ts inserted): the wall time from the request until its
 * last byte, and the server's extra memory, the peak resident memory of its
 * process tree (sampled every 50 ms) less the memory just before the call.
 * RUNS runs; the first file is read back to count its rows.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { STATISTICS_CALLS as C } from '../features/statistics/contract/callPaths';
import type { RunningServer } from '../test/e2e/serverProcess';
import { processTree, rssMB, samplePeak } from './processMemory';
import { API_BASE, JSON_HEADERS } from './serverLogin';
import { RUNS, round, summarise, type Summary } from './stats';
import { STAT_RANGES } from './statQueries';

export interface ExportFigures {
  /** Data rows in the file (header and definition lines left out). */
  rows: number;
  megabytes: number;
  seconds: Summary;
  extraMB: Summary;
  /** The server's memory before the first export. */
  baseMB: number;
}

/** The export's data rows: those whose first cell is a query time (YYYY-MM-DD HH:mm…). */
const dataRows = async (file: Buffer) => {
  let rows = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), {})) {
    for await (const row of sheet) if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(String(row.getCell(1).value ?? ''))) rows += 1;
  }
  return rows;
};

const exportOnce = async (server: RunningServer, token: string, pids: number[]) => {
  const { startDate, endDate } = STAT_RANGES[0].body();
  const before = rssMB(pids);
  const sampler = samplePeak(pids);
  const started = performance.now();
  const response = await fetch(`${server.url}${API_BASE}${C.publishLogExport}`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, token },
    body: JSON.stringify({ startDate, endDate }),
  });
  const file = Buffer.from(await response.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  const peak = sampler.stop();
  if (!response.ok || !file.subarray(0, 2).equals(Buffer.from('PK'))) throw new Error(`${C.publishLogExport} answered HTTP ${response.status}: ${file.subarray(0, 300).toString()}`);
  return { file, seconds, before, extra: peak - before };
};

export const measureExport = async (server: RunningServer, token: string): Promise<ExportFigures> => {
  const pids = processTree(server.process.pid!);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await exportOnce(server, token, pids));
  return {
    rows: await dataRows(runs[0].file),
    megabytes: round(runs[0].file.length / 1024 / 1024, 1),
    seconds: summarise(runs.map((run) => round(run.seconds, 2))),
    extraMB: summarise(runs.map((run) => round(run.extra, 0))),
    baseMB: round(runs[0].before, 0),
  };
};
