/**
 * The page's title as the title bar shows it (spec section 2's rules,
 * titleRule.ts), for the title bar and for the open-page tabs and recently
 * visited pages, which name a page the same way.
 */
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { findRouteByPath } from '../routes/routeTable';
import type { AppRoute } from '../routes/types';
import { computeTitle, titleWords } from './titleRule';
import { useCommonState } from './useSessionState';

export interface PageHeading {
  route?: AppRoute;
  text: string;
}

export const usePageHeading = ({ title, name }: { title?: string; name?: string } = {}): PageHeading => {
  const translate = useTranslate();
  const location = useLocation();
  const { customTitle } = useCommonState();
  const route = findRouteByPath(location.pathname);
  if (!route) return { text: '' };
  const text = computeTitle(
    {
      metaTitle: translate(route.meta.title),
      showBackBtn: route.meta.showBackBtn,
      query: new URLSearchParams(location.search),
      title: title || customTitle || undefined,
      name,
    },
    titleWords(translate),
  );
  return { route, text };
};
