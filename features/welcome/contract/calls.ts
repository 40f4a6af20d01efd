/**
 * The console home's own call (its waiting-work counts are list calls of
 * resources: features/welcome/console/waitingWork.ts).
 */
import { getCall } from '../../../resources/framework/defineCalls';
import { defineContract, type CallsOf } from '../../../resources/framework/featureContract';

/** The signed-in user as the server has it now. */
export interface CenterUser {
  id: number | string;
  loginName?: string;
  cnName?: string;
  phone?: string;
  roleCode?: string;
  postCode?: string;
  [key: string]: unknown;
}

export const welcomeCalls = {
  /** Quiet: a failure keeps what the login stored, without a message. */
  currentCenterUser: getCall<void, CenterUser | null>('user/getCenterUser', { quiet: true }),
};

export const contract = defineContract(welcomeCalls);
declare module '../../../resources/calls' {
  interface FeatureCalls extends CallsOf<typeof contract> {}
}
