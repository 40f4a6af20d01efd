/**
 * The portal's calls beyond its declared modules (spec section 7, "Portal
 * extras"): the carousel's switch time, a scroll bar's pictures, a skin's
 * detail and the black-and-white switch. Reads are silent (the page shows a
 * failure itself); a refused write is shown on the message line and thrown.
 */
import { get, post } from '../../../dataProvider/http';
import type { ScrollPicture, StoredPicture } from '../../../resources/portal/scrollPictures';
import type { SkinDetailValues } from '../../../resources/portal/skinDetail';

export interface SwitchTime {
  switchTime: number;
  updatedAt: string | null;
}

export const getSwitchTime = async (): Promise<SwitchTime> =>
  (await post<SwitchTime>('portal/carouse/getTheDiscussionTime', {}, { silent: true })).data;

export const setSwitchTime = async (switchTime: number): Promise<SwitchTime> =>
  (await post<SwitchTime>('portal/carouse/setTheDiscussionTime', { switchTime })).data;

export interface ScrollPictures {
  scrollId: number;
  scrollTitle: string;
  pictures: ScrollPicture[];
  version: number;
  updatedAt: string | null;
}

export const getScrollPictures = async (scrollId: number): Promise<ScrollPictures> =>
  (await post<ScrollPictures>('portal/scroll/getPicture', { scrollId }, { silent: true })).data;

export const saveScrollPictures = async (scrollId: number, version: number, pictures: ScrollPicture[]): Promise<ScrollPictures> =>
  (
    await post<ScrollPictures>('portal/scroll/addPicture', {
      scrollId,
      version,
      pictures: pictures.map(({ picture, title, linkUrl }) => ({ picture, title: title.trim(), linkUrl: linkUrl.trim() })),
    })
  ).data;

export interface SkinDetail extends SkinDetailValues {
  skinId: number;
  skinName: string;
  /** false while the skin holds its initial colours (never saved). */
  saved: boolean;
  version: number;
  updatedAt: string | null;
}

export const getSkinDetail = async (skinId: number): Promise<SkinDetail> =>
  (await post<SkinDetail>('skin/detail/queryDetails', { skinId }, { silent: true })).data;

export const saveSkinDetail = async (skinId: number, version: number, values: SkinDetailValues): Promise<SkinDetail> =>
  (await post<SkinDetail>('skin/detail/add', { skinId, version, ...values })).data;

export interface BlackWhite {
  /** 1 on, 0 off. */
  status: number;
  updatedAt: string | null;
}

export const getBlackWhite = async (): Promise<BlackWhite> => (await get<BlackWhite>('skin/black/query', undefined, { silent: true })).data;

export const setBlackWhite = async (status: number): Promise<BlackWhite> => (await get<BlackWhite>('skin/black/update', { status })).data;

export type { StoredPicture };
