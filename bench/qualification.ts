/**
 * Issue 25's goal for the qualification import (docs/qualification.md): a ledger of 50,000 rows (2% of them
 * bad) is uploaded to excel/import and checked, with the report (counts, the first problems, the error
 * workbook stored) answered within 20 s and under 300 MB of extra server memory. The server is a real process
 * (PGlite in a fresh data folder), its memory the resident size of its process tree, sampled every 50 ms
 * during the call, against the size just before it. Median of 3 runs (each a whole upload and dry run).
 * `npx tsx bench/qualification.ts` runs this part alone (BENCH_ONLY=qualification in npm run bench).
 */
import { pathToFileURL } from 'node:url';
import { demoPerson } from '../features/qualification/server/demo';
import { ledgerWorkbook } from '../features/qualification/server/sheet';
import { startServer } from '../test/e2e/serverProcess';
import { processTree, rssMB, samplePeak } from './processMemory';
import { API_BASE, apiLogin } from './serverLogin';
import { repeat, round, summarise } from './stats';
import type { BenchRow } from './types';

/** 50,000 by the goal; BENCH_QUALIFICATION_ROWS makes a smaller smoke run. */
const ROWS = Number(process.env.BENCH_QUALIFICATION_ROWS ?? 50_000);
const RUNS = 3;

const ledgerRows = () =>
  Array.from({ length: ROWS }, (_, index) => {
    const person = demoPerson(100_000 + index, ['基准证券股份有限公司', '基准期货有限公司', '基准基金管理有限公司']);
    // Every 50th row is bad: a missing name or a malformed certificate number.
    if (index % 100 === 0) return { ...person, name: '' };
    if (index % 100 === 50) return { ...person, certNo: 'BAD' };
    return person;
  });

export const benchQualification = async (): Promise<BenchRow[]> => {
  const bytes = await ledgerWorkbook(ledgerRows());
  const server = await startServer({ LOG_LEVEL: 'warn', DEMO_TRAFFIC: '0' });
  try {
    const token = await apiLogin(server.url);
    const memory: number[] = [];
    let errors = 0;
    const time = await repeat(async () => {
      const pids = processTree(server.process.pid!);
      const before = rssMB(pids);
      const sampler = samplePeak(pids);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), '基准资格登记.xlsx');
      const started = performance.now();
      const response = await fetch(`${server.url}${API_BASE}excel/import`, { method: 'POST', headers: { token, 'x-requested-with': 'XMLHttpRequest' }, body: form });
      const answer = (await response.json()) as { status: number; statusText: string; data: { errorRows: number } };
      const elapsed = performance.now() - started;
      memory.push(sampler.stop() - before);
      if (answer.status !== 0) throw new Error(`excel/import: ${answer.statusText}`);
      errors = answer.data.errorRows;
      return elapsed;
    }, RUNS);
    const extra = summarise(memory);
    const note = `${ROWS} rows, ${errors} bad, file ${round(bytes.length / 1024 / 1024)} MB, PGlite`;
    return [
      {
        section: 'qualification',
        item: `dry run of a ${ROWS}-row ledger (excel/import), until the report`,
        unit: 's',
        ours: { ...time, median: round(time.median / 1000), min: round(time.min / 1000), max: round(time.max / 1000) },
        goal: '< 20',
        met: ROWS >= 50_000 ? time.median < 20_000 : null,
        note,
      },
      {
        section: 'qualification',
        item: `extra server memory during that dry run`,
        unit: 'MB',
        ours: { ...extra, median: round(extra.median), min: round(extra.min), max: round(extra.max) },
        goal: '< 300',
        met: ROWS >= 50_000 ? extra.max < 300 : null,
        note: 'resident size of the server process tree, peak minus before',
      },
    ];
  } finally {
    await server.stop();
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await benchQualification();
  console.log(JSON.stringify(rows, null, 2));
}
