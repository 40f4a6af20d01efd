/**
 * A chunk fetched once, whoever asks first: `load` starts it (or joins the
 * fetch under way) and `loaded` answers synchronously once it is in, so a
 * component can render the loaded part at once. A fetch fails after the
 * route chunks' time-out (loadWithTimeout), and a failed fetch may be tried
 * again.
 */
import { lazy, type ComponentType } from 'react';
import { loadWithTimeout } from '../../routes/loadWithTimeout';

export interface ChunkOnce<T> {
  load: () => Promise<T>;
  loaded: () => T | undefined;
}

export const chunkOnce = <T>(fetch: () => Promise<T>): ChunkOnce<T> => {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () => {
      if (!loading) {
        loading = loadWithTimeout(fetch).then((fetched) => (value = fetched));
        loading.catch(() => (loading = undefined));
      }
      return loading;
    },
    loaded: () => value,
  };
};

/**
 * React.lazy over a chunk fetched once: when the chunk is already in, the
 * component renders at once. React.lazy suspends on its first render even for
 * a module already loaded (the import's promise answers a microtask later),
 * and React then shows the fallback and reveals the page at most every 300 ms.
 */
export const lazyChunk = <P extends object>(chunk: ChunkOnce<{ default: ComponentType<P> }>) =>
  lazy(() => {
    const module = chunk.loaded();
    // A thenable that answers at once: React.lazy reads it as resolved and renders without suspending.
    return module ? ({ then: (resolve: (loaded: typeof module) => void) => resolve(module) } as Promise<typeof module>) : chunk.load();
  });
