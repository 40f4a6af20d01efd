/** A chunk fetched once (src/crud/form/chunkOnce.ts): shared, kept, retried after a failure or its time-out. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkOnce } from '../../src/crud/form/chunkOnce';
import { ChunkLoadError, CHUNK_TIMEOUT_MS } from '../../src/routes/loadWithTimeout';

afterEach(() => vi.useRealTimers());

describe('chunkOnce', () => {
  it('fetches once for every caller and then answers synchronously', async () => {
    const fetch = vi.fn(async () => 'editor');
    const chunk = chunkOnce(fetch);
    expect(chunk.loaded()).toBeUndefined();
    await expect(Promise.all([chunk.load(), chunk.load()])).resolves.toEqual(['editor', 'editor']);
    await chunk.load();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(chunk.loaded()).toBe('editor');
  });

  it('fetches again after a failure', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('pickers');
    const chunk = chunkOnce(fetch);
    await expect(chunk.load()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe('pickers');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fails a fetch that hangs past the time-out, and the next load fetches again', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(() => new Promise<string>(() => undefined));
    const chunk = chunkOnce(fetch);
    const first = chunk.load();
    const settled = expect(first).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await settled;
    void chunk.load().catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
