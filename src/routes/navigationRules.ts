/** Navigation rules of spec section 2, as pure functions over locations. */
import type { AppRoute } from './types';

export interface LocationLike {
  pathname: string;
  search: string;
}

export const pageNumOf = (search: string) => {
  const value = new URLSearchParams(search).get('pageNum');
  return value === null ? null : Number(value);
};

/**
 * Staying on the same path, when the current pageNum is above 1 and the
 * target has no pageNum, the navigation is cancelled so lists keep their page.
 */
export const shouldCancelNavigation = (current: LocationLike, next: LocationLike): boolean => {
  if (current.pathname !== next.pathname) return false;
  const currentPage = pageNumOf(current.search);
  return currentPage !== null && currentPage > 1 && pageNumOf(next.search) === null;
};

/** Navigating to the very location already shown does nothing (no duplicate history entry). */
export const isSameLocation = (current: LocationLike, target: string): boolean => {
  const url = new URL(target, 'http://console.local');
  const normalise = (search: string) => {
    const params = new URLSearchParams(search);
    params.sort(); // the order of query parameters does not matter
    return params.toString();
  };
  return url.pathname === current.pathname && normalise(url.search) === normalise(current.search);
};

export const FAQ_PATH = '/interaction/question';
export const FEEDBACK_PATH = '/interaction/questionAndFeedback';

/**
 * The menu entry to highlight: the route's activeMenu, or its own path.
 * 'common' is decided by the `type` query: 1 selects the FAQ, anything else
 * the questions-and-feedback entry.
 */
export const resolveActiveMenu = (route: AppRoute | undefined, pathname: string, search: string): string => {
  const active = route?.meta.activeMenu;
  if (active === 'common') return new URLSearchParams(search).get('type') === '1' ? FAQ_PATH : FEEDBACK_PATH;
  return active ?? route?.path ?? pathname;
};
