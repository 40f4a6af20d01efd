/**
 * The share items of menu 17 as react-admin records of the bespoke resource
 * `shareConfig` (resources/bespoke.ts): system/share/queryList lists them,
 * system/share/updateDetails saves one at its version.
 */
import type { ShareIcon } from '../../../../resources/system/shareConfig';

export { SHARE_RESOURCE } from '../../../../resources/bespoke';

export interface ShareItem {
  id: number;
  moduleCode: string;
  moduleName: string;
  shareTitle: string;
  shareDesc: string;
  shareIcon: ShareIcon | null;
  shareUrl: string;
  /** 1 enabled, 0 disabled. */
  status: number;
  version: number;
  updatedAt?: string;
}

/** The editable part of an item. */
export type ShareDraft = Pick<ShareItem, 'shareTitle' | 'shareDesc' | 'shareIcon' | 'shareUrl' | 'status'>;

export const draftOf = ({ shareTitle, shareDesc, shareIcon, shareUrl, status }: ShareItem): ShareDraft => ({
  shareTitle,
  shareDesc,
  shareIcon,
  shareUrl,
  status,
});

/** What updateDetails takes: the draft, trimmed, at the item's version. */
export const updateBody = (item: ShareItem, draft: ShareDraft) => ({
  version: item.version,
  shareTitle: draft.shareTitle.trim(),
  shareDesc: draft.shareDesc.trim(),
  shareIcon: draft.shareIcon,
  shareUrl: draft.shareUrl.trim(),
  status: draft.status,
});
