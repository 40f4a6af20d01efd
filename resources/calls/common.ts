/**
 * The common dictionaries (spec section 7, GET common/query*Dict) and the
 * public call the connection banner probes with.
 */
import { getCall } from '../framework/defineCalls';

export interface DictItem {
  code: string;
  name: string;
  /** Roles: whether the caller may give it to a user (its grants are within the caller's). */
  assignable?: boolean;
}

export interface MenuDictNode {
  menuId: number;
  menuName: string;
  /** The unit codes a leaf menu offers, [] for a section. */
  dataUnits?: string[] | null;
  children?: MenuDictNode[] | null;
}

export const commonCalls = {
  queryRoleDict: getCall<void, DictItem[] | null>('common/queryRoleDict', { quiet: true }),
  queryPostDict: getCall<void, DictItem[] | null>('common/queryPostDict', { quiet: true }),
  queryDataUnitDict: getCall<void, DictItem[] | null>('common/queryDataUnitDict', { quiet: true }),
  queryMenuDict: getCall<void, MenuDictNode[] | null>('common/queryMenuDict', { quiet: true }),
  /** The labels of one type (`type`, e.g. the app-user labels). */
  queryDataDict: getCall<{ type?: string }, DictItem[] | null>('common/queryDataDict', { quiet: true }),
  /** Public and cheap enough to ask every few seconds while the server is unreachable: the login's RSA public key. */
  probeServer: getCall<void, unknown>('fastdfs/rsa/getPublicKey', { quiet: true }),
};
