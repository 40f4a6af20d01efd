/** Repetition and summaries for the benchmark: every timing is a median of RUNS runs beside its min and max. */
export const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 5));

export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export const summarise = (values: number[]): Summary => {
  if (values.length === 0) throw new Error('summarise: no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], runs: sorted.length };
};

/** Runs `once` `runs` times in a row (never in parallel) and summarises the numbers it returns. */
export const repeat = async (once: (run: number) => Promise<number>, runs = RUNS): Promise<Summary> => {
  const values: number[] = [];
  for (let run = 0; run < runs; run += 1) values.push(await once(run));
  return summarise(values);
};

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Runs `once` for every target in turn, `runs` times, the order swapped every run, and summarises each
 * target's numbers: a change in the machine's load during the measurement falls on all targets alike.
 */
export const alternate = async <T>(targets: T[], once: (target: T) => Promise<number>, runs = RUNS): Promise<Summary[]> => {
  const values = targets.map(() => [] as number[]);
  const indexes = targets.map((_target, index) => index);
  for (let run = 0; run < runs; run += 1) {
    for (const index of run % 2 === 0 ? indexes : [...indexes].reverse()) values[index].push(await once(targets[index]));
  }
  return values.map(summarise);
};
