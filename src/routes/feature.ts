/**
 * A bespoke feature's console manifest (`features/<name>/feature.ts`): its pages by
 * route path, and its messages. The route table takes every page from the
 * manifests (src/routes/features.ts), and a page's code loads together
 * with its feature's messages (and those of the features whose parts it shows,
 * `uses`), so no module registers messages by being imported.
 */
import type { TranslationMessages } from 'ra-core';
import { addPageMessages } from '../i18n';
import type { AppRoute, PageLoader } from './types';

export type FeatureMessages = Record<string, TranslationMessages | Record<string, unknown>>;

export interface Feature {
  /** The feature's folder under features/, e.g. 'questionnaire' or 'systemUsers'. */
  folder: string;
  /** The page at each route path of the table (src/routes/routeTable.ts). */
  pages: Record<string, PageLoader>;
  /** The messages its pages translate, beside the core ones: loaded with its pages, not in the first chunk. */
  messages?: () => Promise<{ default: FeatureMessages }>;
  /** Features whose parts its pages show (their messages load too). */
  uses?: Feature[];
}

export const defineFeature = (feature: Feature): Feature => feature;

const loaded = new WeakMap<Feature, Promise<void>>();

/** Adds a feature's messages and those of the features it uses, once. */
export const loadFeatureMessages = (feature: Feature): Promise<void> => {
  if (!loaded.has(feature)) {
    const own = feature.messages ? feature.messages().then((module) => addPageMessages(module.default)) : Promise.resolve();
    loaded.set(
      feature,
      Promise.all([own, ...(feature.uses ?? []).map(loadFeatureMessages)]).then(() => undefined),
    );
    // A failed load may be tried again by the next page load.
    loaded.get(feature)!.catch(() => loaded.delete(feature));
  }
  return loaded.get(feature)!;
};

/** The page of a route with its feature's messages: both are in before the page renders. */
const withMessages =
  (feature: Feature, page: PageLoader): PageLoader =>
  () =>
    Promise.all([page(), loadFeatureMessages(feature)]).then(([module]) => module);

/**
 * The route tree with every manifest's pages attached by path. A path no route
 * has, or two pages for one path, is a mistake of the manifests: it throws.
 */
export const attachFeaturePages = (routes: AppRoute[], features: Feature[]): AppRoute[] => {
  const pages = new Map<string, PageLoader>();
  for (const feature of features) {
    for (const [path, page] of Object.entries(feature.pages)) {
      if (pages.has(path)) throw new Error(`Two features have a page at ${path}`);
      pages.set(path, withMessages(feature, page));
    }
  }
  const attach = (list: AppRoute[]): AppRoute[] =>
    list.map((route) => {
      const page = pages.get(route.path);
      pages.delete(route.path);
      const children = route.children ? attach(route.children) : undefined;
      return { ...route, ...(page ? { page } : {}), ...(children ? { children } : {}) };
    });
  const attached = attach(routes);
  if (pages.size > 0) throw new Error(`No route at ${[...pages.keys()].join(', ')} (src/routes/routeTable.ts)`);
  return attached;
};
