/**
 * A bespoke feature's console manifest (`features/<name>/feature.ts`): its messages and the features whose parts it
 * shows. Its pages are the route table's (`withPage('<name>/<file>', …)`); a page's code loads together with its
 * feature's messages (and those of the features it `uses`), so no module registers messages by being imported.
 */
import type { TranslationMessages } from 'ra-core';
import { addPageMessages } from '../i18n';
import type { AppRoute, PageLoader } from './types';

export type FeatureMessages = Record<string, TranslationMessages | Record<string, unknown>>;

export interface Feature {
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
 * The route tree with each bespoke route's page attached: the file its `pageModule` names, with the messages of
 * the feature whose folder holds it. A name with no file, or a folder with no manifest, is a mistake of the route
 * table: it throws.
 */
export const attachFeaturePages = (routes: AppRoute[], features: Record<string, Feature>, files: Record<string, PageLoader>): AppRoute[] => {
  // One loader per file, so routes that show the same page (tabs of one page) share its lazy component.
  const pages = new Map<string, PageLoader>();
  const pageOf = (module: string): PageLoader => {
    if (!pages.has(module)) {
      const file = files[module];
      const feature = features[module.split('/')[0]];
      if (!file || !feature) throw new Error(`No page file features/${module.replace('/', '/console/')}.tsx (src/routes/routeTable.ts)`);
      pages.set(module, withMessages(feature, file));
    }
    return pages.get(module)!;
  };
  const attach = (list: AppRoute[]): AppRoute[] =>
    list.map((route) => {
      const children = route.children ? attach(route.children) : undefined;
      return { ...route, ...(route.pageModule ? { page: pageOf(route.pageModule) } : {}), ...(children ? { children } : {}) };
    });
  return attach(routes);
};
