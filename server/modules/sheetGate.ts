/**
 * How many workbooks one server reads at once. Reading a sheet is the heavy
 * part of an import (memory and a core), so a server reads `capacity` at a
 * time and the rest wait their turn in order; past `maxWaiting` queued reads
 * a caller is told to try again rather than holding its upload in memory.
 * One gate per server instance (Services.sheets): two servers in one process
 * (the tests) never wait on each other.
 */
import { fail } from '../http/envelope';

export const SHEET_GATE_MESSAGES = {
  busy: '服务器正在处理其他导入，请稍后再试',
} as const;

export class SheetGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly capacity = 1,
    private readonly maxWaiting = 8,
  ) {}

  /** Runs `work` when a slot is free (in arrival order); refuses when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.capacity) {
      if (this.waiting.length >= this.maxWaiting) fail(SHEET_GATE_MESSAGES.busy);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot overtake it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
