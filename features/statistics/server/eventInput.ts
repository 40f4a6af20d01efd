/**
 * Reads a batch of tracking events (track/events): `{ events: [...] }`, 1 to
 * 500 events, each validated whole; the first bad event refuses the whole
 * batch (nothing is written) with a message naming its place (第N条事件).
 */
import { EVENT_TYPES, PAGE_TYPES, PLATFORMS } from '../contract/definitions';
import { STATISTICS_MODULES } from '../contract/modules';
import { ApiError } from '../../../server/http/envelope';
import { APP_VERSION, asObject, DEVICE_ID, FieldReader } from '../../../server/http/fieldReader';
import type { TrackedEvent } from './ingest';

export const MAX_BATCH = 500;

export const BATCH_MESSAGES = {
  required: '请提供事件列表 events',
  notList: '事件列表 events 必须是数组',
  empty: '事件列表不能为空',
  tooMany: `每次最多上报${MAX_BATCH}条事件`,
} as const;

const MODULE_CHOICES = STATISTICS_MODULES.map((module) => ({ code: module.code }));

/** The longest search keyword kept (a keyword is what a reader typed: longer text is not a search). */
export const MAX_KEYWORD = 50;

/**
 * One event; `index` is its place in the batch (from 0). Only ids name what was read: the names the pages
 * show come from the server's records, and who read it from the call's app session, so the fields an older
 * app sent for those (category1Name, category2Name, contentTitle, appUserId, institutionId,
 * institutionName) are not read at all, like any other field this server does not know.
 */
export const readEvent = (value: unknown, index: number, now: Date): TrackedEvent => {
  const prefix = `第${index + 1}条事件：`;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ApiError(`${prefix}必须是一个对象`, -1, { errors: { [`events[${index}]`]: `${prefix}必须是一个对象` } });
  const read = new FieldReader(value as Record<string, unknown>, prefix, `events[${index}].`, now);
  const eventType = read.choice('eventType', '事件类型', EVENT_TYPES);
  const event: TrackedEvent = {
    occurredAt: read.time('occurredAt', '发生时间'),
    eventType,
    moduleCode: read.choice('moduleCode', '模块编码', MODULE_CHOICES),
    pageType: read.choice('pageType', '页面类型', PAGE_TYPES),
    category1Id: read.id('category1Id', '一级分类编号'),
    category2Id: read.id('category2Id', '二级分类编号'),
    contentId: read.id('contentId', '内容编号'),
    deviceId: read.text('deviceId', '设备标识', 64, { required: true, ...DEVICE_ID })!,
    platform: read.choice('platform', '平台', PLATFORMS),
    appVersion: read.text('appVersion', 'APP版本号', 20, APP_VERSION),
    durationMs: read.number('durationMs', '停留时长(毫秒)', 0, 86_400_000),
  };
  const keyword = read.text('keyword', '搜索关键词', MAX_KEYWORD, { required: eventType === 'search' });
  // Kept with searches only: nothing else reads it.
  return eventType === 'search' ? { ...event, keyword } : event;
};

/** The whole batch, or the refusal of its first bad event. */
export const readEventBatch = (body: Record<string, unknown>, now: Date): TrackedEvent[] => {
  const { events } = asObject(body, BATCH_MESSAGES.required);
  if (events === undefined || events === null) throw new ApiError(BATCH_MESSAGES.required);
  if (!Array.isArray(events)) throw new ApiError(BATCH_MESSAGES.notList);
  if (!events.length) throw new ApiError(BATCH_MESSAGES.empty);
  if (events.length > MAX_BATCH) throw new ApiError(BATCH_MESSAGES.tooMany);
  return events.map((event, index) => readEvent(event, index, now));
};
