/**
 * Reads a batch of tracking events (track/events): `{ events: [...] }`, 1 to
 * 500 events, each validated whole; the first bad event refuses the whole
 * batch (nothing is written) with a message naming its place (第N条事件).
 */
import { EVENT_TYPES, PAGE_TYPES, PLATFORMS } from '../../resources/statistics/definitions';
import { STATISTICS_MODULES } from '../../resources/statistics/modules';
import { ApiError } from '../http/envelope';
import { APP_VERSION, asObject, DEVICE_ID, FieldReader } from './fieldReader';
import type { TrackedEvent } from './ingest';

export const MAX_BATCH = 500;

export const BATCH_MESSAGES = {
  required: '请提供事件列表 events',
  notList: '事件列表 events 必须是数组',
  empty: '事件列表不能为空',
  tooMany: `每次最多上报${MAX_BATCH}条事件`,
} as const;

const MODULE_CHOICES = STATISTICS_MODULES.map((module) => ({ code: module.code }));

/** One event; `index` is its place in the batch (from 0). */
export const readEvent = (value: unknown, index: number, now: Date): TrackedEvent => {
  const prefix = `第${index + 1}条事件：`;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ApiError(`${prefix}必须是一个对象`, -1, { errors: { [`events[${index}]`]: `${prefix}必须是一个对象` } });
  const read = new FieldReader(value as Record<string, unknown>, prefix, `events[${index}].`, now);
  const eventType = read.choice('eventType', '事件类型', EVENT_TYPES);
  const category1Id = read.id('category1Id', '一级分类编号');
  const category2Id = read.id('category2Id', '二级分类编号');
  const contentId = read.id('contentId', '内容编号');
  const event: TrackedEvent = {
    occurredAt: read.time('occurredAt', '发生时间'),
    eventType,
    moduleCode: read.choice('moduleCode', '模块编码', MODULE_CHOICES),
    pageType: read.choice('pageType', '页面类型', PAGE_TYPES),
    category1Id,
    category1Name: read.text('category1Name', '一级分类名称', 50, { required: category1Id !== undefined }),
    category2Id,
    category2Name: read.text('category2Name', '二级分类名称', 50, { required: category2Id !== undefined }),
    contentId,
    contentTitle: read.text('contentTitle', '内容标题', 200, { required: contentId !== undefined }),
    appUserId: read.id('appUserId', 'APP用户编号'),
    institutionId: read.id('institutionId', '会员机构编号'),
    institutionName: undefined,
    deviceId: read.text('deviceId', '设备标识', 64, { required: true, ...DEVICE_ID })!,
    platform: read.choice('platform', '平台', PLATFORMS),
    appVersion: read.text('appVersion', 'APP版本号', 20, APP_VERSION),
    durationMs: read.number('durationMs', '停留时长(毫秒)', 0, 86_400_000),
    keyword: read.text('keyword', '搜索关键词', 100, { required: eventType === 'search' }),
  };
  event.institutionName = read.text('institutionName', '会员机构名称', 100, { required: event.institutionId !== undefined });
  if (category2Id !== undefined && category1Id === undefined) read.refuse('category1Id', '有二级分类时请填写一级分类编号');
  return event;
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
