/** Route chunks load with the spec's 120 s time-out (section 7); after it the load fails. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(readonly cause?: unknown) {
    super('layout.loadErrorTitle');
    this.name = 'ChunkLoadError';
  }
}

export const loadWithTimeout = <T>(loader: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    loader().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
