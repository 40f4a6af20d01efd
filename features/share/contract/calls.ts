/**
 * 分享配置's calls beyond its CRUD ones (menu 17; resource shareConfig
 * below: list queryList, update updateDetails) and its records.
 */
import { uploadCall } from '../../../resources/framework/defineCalls';
import { SHARE_MENU, type ShareIcon } from '../../../resources/system/shareConfig';
import { defineContract, type CallsOf } from '../../../resources/framework/featureContract';

export const SHARE_RESOURCE = 'shareConfig';

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

/** What the file service keeps of an upload. */
export interface StoredFile {
  fileId: string;
  fileName: string;
  url: string;
  size: number;
  contentType: string;
}

export const shareCalls = {
  /** An icon picked for a card (`file`), stored before the card is saved; the card shows a refusal. */
  uploadShareIcon: uploadCall<StoredFile>('fastdfs/uploadFile', { quiet: true }),
};

export const contract = defineContract(shareCalls, [{ name: SHARE_RESOURCE, api: 'system/share', calls: { list: 'queryList', update: 'updateDetails' }, menuId: SHARE_MENU }]);
declare module '../../../resources/calls' {
  interface FeatureCalls extends CallsOf<typeof contract> {}
}
