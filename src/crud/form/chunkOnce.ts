/**
 * A chunk fetched once, whoever asks first: `load` starts it (or joins the
 * fetch under way) and `loaded` answers synchronously once it is in, so a
 * component can render the loaded part at once. A fetch fails after the
 * route chunks' time-out (loadWithTimeout), and a failed fetch may be tried
 * again.
 */
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
