/**
 * The work waiting for the user, counted on the welcome page: each source is
 * the list of a react-admin resource with a "waiting" filter, asked for one
 * row so that only its `total` matters. Adding a count is one entry here
 * (and its label in the `welcome.waiting` messages).
 */
import { canAccessIn } from '../../../authProvider/permissions';
import type { MenuItem } from '../../../dataProvider/session';
import { ORG_EXAMINE_RESOURCE } from '../../examine/contract/calls';
import ideaFeedback from '../../../resources/interaction/ideaFeedback';

export interface WaitingWorkSource {
  /** Stable key (test ids). */
  key: string;
  /** The menu whose 'list' unit the call needs; the count shows only to its holders. */
  menuId: number;
  /** The resource whose list counts (its list call, e.g. interactive/idea/queryList). */
  resource: string;
  /** The filter that selects the waiting rows (paging is added). */
  body: Record<string, unknown>;
  /** i18n key of the card's label. */
  label: string;
  /** The page that handles the work (the menu entry's path in the route table). */
  to: string;
}

export const WAITING_WORK: readonly WaitingWorkSource[] = [
  {
    key: 'opinion',
    menuId: 55,
    resource: ideaFeedback.name,
    body: { dealWithStatus: 0 },
    label: 'welcome.waiting.opinion',
    to: '/interaction/opinion',
  },
  {
    key: 'mechanismAudit',
    menuId: 21,
    resource: ORG_EXAMINE_RESOURCE,
    body: { examineStatus: 0 },
    label: 'welcome.waiting.mechanismAudit',
    to: '/examine/mechanismAudit',
  },
];

/** The sources whose list the user may call: the menu is in the tree with its 'list' unit. */
export const heldSources = (menus: MenuItem[], sources: readonly WaitingWorkSource[] = WAITING_WORK) => sources.filter((source) => canAccessIn(menus, source.menuId, 'list'));

/** A visible keyboard focus ring for the welcome page's links. */
export const focusRing = {
  '&.Mui-focusVisible, &:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
