/**
 * The carousel's switch time beyond the declared module (resources/portal/carousel.ts):
 * POST portal/carouse/getTheDiscussionTime and setTheDiscussionTime (spec section 7,
 * "Portal extras"), seconds between two banners, 1 to 60.
 */
import carousel, { CAROUSEL_MENU } from '../../../resources/portal/carousel';
import { readSwitchTime, SWITCH_TIME_DEFAULT, SWITCH_TIME_MAX, SWITCH_TIME_MIN } from '../../../resources/portal/switchTime';
import { post, type ServerModule } from '../../../server/http/api';
import { ApiError, STATUS } from '../../../server/http/envelope';
import { PORTAL_SETTING_KEYS, readPortalSetting, writePortalSetting, type PortalSetting } from './portalSettings';

const isSeconds = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= SWITCH_TIME_MIN && value <= SWITCH_TIME_MAX;

const answer = ({ value, updatedAt }: PortalSetting<number>) => ({ switchTime: value, updatedAt });

export const portalCarouselModule: ServerModule = ({ log }) => [
  {
    method: 'POST',
    path: `${carousel.api}/getTheDiscussionTime`,
    access: { menu: CAROUSEL_MENU, unit: 'list' },
    effect: 'read',
    handler: async ({ db }) => answer(await readPortalSetting(db, PORTAL_SETTING_KEYS.carouselSwitchSeconds, SWITCH_TIME_DEFAULT, isSeconds)),
  },
  post(`${carousel.api}/setTheDiscussionTime`, { menu: CAROUSEL_MENU, unit: 'modify' }, { write: 'update' }, async ({ db, body, user }) => {
    const read = readSwitchTime(body.switchTime);
    if ('message' in read) throw new ApiError(read.message, STATUS.failure, { errors: { switchTime: read.message } });
    const saved = await writePortalSetting(db, PORTAL_SETTING_KEYS.carouselSwitchSeconds, read.seconds, user?.loginName ?? null);
    log.info({ switchTime: read.seconds, by: user?.loginName }, 'carousel switch time saved');
    return answer(saved);
  }),
];
