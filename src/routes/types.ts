import type { ComponentType } from 'react';

/** Route meta of spec section 3. `title` is an i18n key (see src/i18n). */
export interface RouteMeta {
  title: string;
  /** Key of an icon in src/layout/icons.ts (MUI or svg icon). */
  icon?: string;
  /** Class name of an icon-font glyph. */
  iconfont?: string;
  showBackBtn?: boolean;
  backIssue?: boolean;
  isBreadcrumb?: boolean;
  pd0?: boolean;
  /** Path of the menu entry to highlight, or 'common' (decided by the `type` query). */
  activeMenu?: string;
}

export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface AppRoute {
  /** Absolute path, e.g. '/system/userManage'. An http(s) URL makes an external link. */
  path: string;
  /** Unique route name. */
  name: string;
  menuId?: number;
  hidden?: boolean;
  /** Absolute path this route redirects to. */
  redirect?: string;
  meta: RouteMeta;
  /** A bespoke page's file under features/: '<feature>/<file in its console folder>', e.g. 'examine/BatchPage'. */
  pageModule?: string;
  /** The page; a route without one shows the "not available yet" page. */
  page?: PageLoader;
  children?: AppRoute[];
}
