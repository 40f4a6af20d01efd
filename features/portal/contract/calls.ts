/**
 * The portal's calls beyond its declared modules (spec section 7, "Portal
 * extras"): the carousel's switch time and the black-and-white switch (a
 * scroll bar's pictures and a skin's detail are single records,
 * resources/framework/singleRecord.ts). Reads are quiet (the page shows a
 * failure itself); a refused write is shown on the message line.
 */
import { getCall, postCall } from '../../../resources/framework/defineCalls';
import { defineContract, type CallsOf } from '../../../resources/framework/featureContract';

export interface SwitchTime {
  switchTime: number;
  updatedAt: string | null;
}

export interface BlackWhite {
  /** 1 on, 0 off. */
  status: number;
  updatedAt: string | null;
}

export const portalCalls = {
  /** 轮播切换时间: the seconds between two banners. */
  portalSwitchTime: postCall<void, SwitchTime>('portal/carouse/getTheDiscussionTime', { quiet: true }),
  setPortalSwitchTime: postCall<{ switchTime: number }, SwitchTime>('portal/carouse/setTheDiscussionTime'),
  /** 黑白模式 of the app. */
  portalBlackWhite: getCall<void, BlackWhite>('skin/black/query', { quiet: true }),
  setPortalBlackWhite: getCall<{ status: number }, BlackWhite>('skin/black/update'),
};

export const contract = defineContract(portalCalls);
declare module '../../../resources/calls' {
  interface FeatureCalls extends CallsOf<typeof contract> {}
}
