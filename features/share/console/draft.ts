/** A share item's editable part, and what the resource's update takes of it. */
import type { ShareDraft, ShareItem } from '../contract/calls';

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
