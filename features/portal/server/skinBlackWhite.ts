/**
 * The app's black-and-white mode (spec section 7 "Portal extras"): GET
 * skin/black/query and skin/black/update?status=, a key of portal_setting.
 * A skin's detail is a single record (resources/portal/skinDetail.ts).
 */
import { SKIN_MENU } from '../../../resources/portal/skin';
import { BLACK_WHITE_MESSAGES, BLACK_WHITE_OFF, BLACK_WHITE_ON } from '../../../resources/portal/skinDetail';
import { get, type ServerModule } from '../../../server/http/api';
import { ApiError } from '../../../server/http/envelope';
import { PORTAL_SETTING_KEYS, readPortalSetting, writePortalSetting } from './portalSettings';

const isSwitch = (value: unknown): value is number => value === BLACK_WHITE_ON || value === BLACK_WHITE_OFF;

const readBlackWhite = (query: Record<string, string>): number => {
  const raw = query.status;
  if (raw === undefined || raw === null || String(raw).trim() === '') throw new ApiError(BLACK_WHITE_MESSAGES.statusRequired);
  const value = String(raw).trim();
  if (value !== String(BLACK_WHITE_ON) && value !== String(BLACK_WHITE_OFF)) throw new ApiError(BLACK_WHITE_MESSAGES.statusInvalid);
  return Number(value);
};

export const skinBlackWhiteModule: ServerModule = ({ log }) => [
  get('skin/black/query', { menu: SKIN_MENU, unit: 'list' }, 'read', async ({ db }) => {
    const { value, updatedAt } = await readPortalSetting(db, PORTAL_SETTING_KEYS.skinBlackWhite, BLACK_WHITE_OFF, isSwitch);
    return { status: value, updatedAt };
  }),
  get('skin/black/update', { menu: SKIN_MENU, unit: 'enable' }, { write: 'update' }, async ({ db, query, user }) => {
    const status = readBlackWhite(query);
    const { value, updatedAt } = await writePortalSetting(db, PORTAL_SETTING_KEYS.skinBlackWhite, status, user?.loginName ?? null);
    log.info({ blackWhite: status, by: user?.loginName }, 'black-and-white mode switched');
    return { status: value, updatedAt };
  }),
];
