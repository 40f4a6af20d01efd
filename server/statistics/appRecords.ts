/**
 * App downloads and disclosure queries reported by the app (track/appDownload,
 * track/disclosureQuery): validated, then written with the caller's rate limit
 * in one transaction. They are their own tables, read directly by the
 * download page and the disclosure query log.
 */
import { inArray } from 'drizzle-orm';
import { DOWNLOAD_CHANNELS, PLATFORMS } from '../../resources/statistics/definitions';
import type { Db } from '../db/client';
import { appUsers, statAppDownloads, statDisclosureQueries } from '../db/schema';
import { APP_VERSION, DEVICE_ID, FieldReader } from './fieldReader';
import { beijingDay } from './days';

export interface AppDownload {
  occurredAt: Date;
  platform: string;
  channel: string;
  appVersion: string;
  deviceId: string;
}

export interface DisclosureQuery {
  occurredAt: Date;
  appUserId?: number;
  institutionId?: number;
  institutionName: string;
  disclosureId?: number;
  disclosureTitle?: string;
  keyword?: string;
  platform: string;
  deviceId: string;
}

export const readAppDownload = (body: Record<string, unknown>, now: Date): AppDownload => {
  const read = new FieldReader(body, '', '', now);
  return {
    occurredAt: read.time('occurredAt', '下载时间'),
    platform: read.choice('platform', '平台', PLATFORMS),
    channel: read.choice('channel', '下载渠道', DOWNLOAD_CHANNELS),
    appVersion: read.text('appVersion', 'APP版本号', 20, { required: true, ...APP_VERSION })!,
    deviceId: read.text('deviceId', '设备标识', 64, { required: true, ...DEVICE_ID })!,
  };
};

export const readDisclosureQuery = (body: Record<string, unknown>, now: Date): DisclosureQuery => {
  const read = new FieldReader(body, '', '', now);
  const disclosureId = read.id('disclosureId', '披露信息编号');
  return {
    occurredAt: read.time('occurredAt', '查询时间'),
    appUserId: read.id('appUserId', 'APP用户编号'),
    institutionId: read.id('institutionId', '被查询机构编号'),
    institutionName: read.text('institutionName', '被查询机构名称', 100, { required: true })!,
    disclosureId,
    disclosureTitle: read.text('disclosureTitle', '披露信息标题', 200, { required: disclosureId !== undefined }),
    keyword: read.text('keyword', '查询关键词', 100),
    platform: read.choice('platform', '平台', PLATFORMS),
    deviceId: read.text('deviceId', '设备标识', 64, { required: true, ...DEVICE_ID })!,
  };
};

export const insertAppDownloads = async (tx: Db, downloads: readonly AppDownload[]) => {
  if (downloads.length) await tx.insert(statAppDownloads).values(downloads.map((download) => ({ ...download, statDate: beijingDay(download.occurredAt) })));
};

/** The querying users' names are kept as they were then, so the log still says who it was after a rename. */
export const insertDisclosureQueries = async (tx: Db, queries: readonly DisclosureQuery[]) => {
  if (!queries.length) return;
  const userIds = [...new Set(queries.flatMap((query) => (query.appUserId ? [query.appUserId] : [])))];
  const users = userIds.length ? await tx.select({ id: appUsers.id, realName: appUsers.realName }).from(appUsers).where(inArray(appUsers.id, userIds)) : [];
  const names = new Map(users.map((user) => [user.id, user.realName]));
  await tx
    .insert(statDisclosureQueries)
    .values(queries.map((query) => ({ ...query, statDate: beijingDay(query.occurredAt), userName: (query.appUserId && names.get(query.appUserId)) || null })));
};
