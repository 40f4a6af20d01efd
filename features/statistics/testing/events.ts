/** Events for the statistics tests: one news detail view at noon (Beijing) of a day, so no time-zone edge is involved. */
import { dayStart } from '../../../server/days';
import type { TrackedEvent } from '../server/ingest';

export const noon = (day: string) => new Date(dayStart(day).getTime() + 12 * 3_600_000);

export const newsView = (day: string, overrides: Partial<TrackedEvent> = {}): TrackedEvent => ({
  occurredAt: noon(day),
  eventType: 'view',
  moduleCode: 'news',
  pageType: 'detail',
  category1Id: 1,
  contentId: 7,
  deviceId: 'device-0001',
  platform: 'ios',
  ...overrides,
});
