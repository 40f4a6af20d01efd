/**
 * The share-configuration calls of the web-center contract (menu 17):
 * system/share/queryList (every item) and system/share/updateDetails.
 */
import { post } from '../../../../dataProvider/http';
import { SHARE_MENU, type ShareIcon } from '../../../../resources/system/shareConfig';

/** The resource asked through useCan: the menu id as a string (docs/permissions.md). */
export const SHARE_RESOURCE = String(SHARE_MENU);

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

/** Every item; the caller shows a failure itself. */
export const queryShareList = async (): Promise<ShareItem[]> =>
  (await post<{ list: ShareItem[]; total: number }>('system/share/queryList', {}, { silent: true })).data?.list ?? [];

/** Saves an item's draft at its `version`; a failure is shown on the message line and thrown. */
export const updateShareDetails = async (item: ShareItem, draft: ShareDraft): Promise<ShareItem> =>
  (
    await post<ShareItem>('system/share/updateDetails', {
      id: item.id,
      version: item.version,
      shareTitle: draft.shareTitle.trim(),
      shareDesc: draft.shareDesc.trim(),
      shareIcon: draft.shareIcon,
      shareUrl: draft.shareUrl.trim(),
      status: draft.status,
    })
  ).data;
