/**
 * Fetches the code of the page at `path` ahead of a click (the pointer or the
 * focus on a menu entry), so it is usually in when the route renders its
 * React.lazy page. A declared module's list needs nothing: it is part of the
 * console. A failed fetch is left to the page's own load, which reports it.
 */
import { findRouteByPath } from './routeTable';

export const preloadRoute = (path: string | undefined) => {
  if (!path) return;
  void findRouteByPath(path)
    ?.page?.()
    .catch(() => undefined);
};
