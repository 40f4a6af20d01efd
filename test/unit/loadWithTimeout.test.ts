import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadWithTimeout } from '../../src/routes/loadWithTimeout';

describe('loadWithTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the 120 s time-out of the spec', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120000);
  });

  it('resolves with the module of a loader that resolves in time', async () => {
    const module = { default: () => null };
    const loader = vi.fn(() => new Promise<typeof module>((resolve) => setTimeout(() => resolve(module), 1000)));
    const promise = loadWithTimeout(loader);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(promise).resolves.toBe(module);
    expect(loader).toHaveBeenCalledTimes(1);
    // The time-out is cleared: nothing fires later.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with ChunkLoadError when the loader never resolves, after 120000 ms and not before', async () => {
    const promise = loadWithTimeout(() => new Promise<never>(() => undefined));
    let outcome: unknown = 'pending';
    promise.then(
      (value) => (outcome = value),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(119999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadError);
    expect((outcome as ChunkLoadError).name).toBe('ChunkLoadError');
    expect((outcome as ChunkLoadError).message).toBe('layout.loadErrorTitle');
    await expect(promise).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('rejects with ChunkLoadError when the loader fails', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const promise = loadWithTimeout(() => Promise.reject(failure));
    await expect(promise).rejects.toBeInstanceOf(ChunkLoadError);
    await promise.catch((error: ChunkLoadError) => expect(error.cause).toBe(failure));
    expect(vi.getTimerCount()).toBe(0);
  });
});
