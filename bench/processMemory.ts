/**
 * The resident memory of a process and its descendants, read from /proc
 * (Linux). `startServer` runs the server bundle in one node process; the
 * whole tree is summed so a helper process the server may start is counted too.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The parent id of `pid`, or null when it is gone. */
export const parentOf = (pid: number): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: the parent id follows its last ')'.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
};

/** `pid` and every process below it, read once (the kernel here has no /proc/<pid>/task/<tid>/children). */
export const processTree = (pid: number): number[] => {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const visit = (id: number) => {
    tree.push(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return tree;
};

const rssKB = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

/** The summed resident memory of `pids`, in MB. */
export const rssMB = (pids: number[]) => pids.reduce((sum, pid) => sum + rssKB(pid), 0) / 1024;

/** Samples the memory of `pids` every `intervalMs` until stopped; stop() answers the peak seen, in MB. */
export const samplePeak = (pids: number[], intervalMs = 50) => {
  let peak = rssMB(pids);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMB(pids));
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rssMB(pids));
    },
  };
};
