/**
 * The portal's calls beyond its declared modules (spec section 7, "Portal
 * extras"): the carousel's switch time and the black-and-white switch (a
 * scroll bar's pictures and a skin's detail are single records, src/crud/single). Reads are silent (the page shows a
 * failure itself); a refused write is shown on the message line and thrown.
 */
import { get, post } from '../../../dataProvider/http';
import type { StoredPicture } from '../../../resources/portal/scrollPictures';

export interface SwitchTime {
  switchTime: number;
  updatedAt: string | null;
}

export const getSwitchTime = async (): Promise<SwitchTime> =>
  (await post<SwitchTime>('portal/carouse/getTheDiscussionTime', {}, { silent: true })).data;

export const setSwitchTime = async (switchTime: number): Promise<SwitchTime> =>
  (await post<SwitchTime>('portal/carouse/setTheDiscussionTime', { switchTime })).data;

export interface BlackWhite {
  /** 1 on, 0 off. */
  status: number;
  updatedAt: string | null;
}

export const getBlackWhite = async (): Promise<BlackWhite> => (await get<BlackWhite>('skin/black/query', undefined, { silent: true })).data;

export const setBlackWhite = async (status: number): Promise<BlackWhite> => (await get<BlackWhite>('skin/black/update', { status })).data;

export type { StoredPicture };
