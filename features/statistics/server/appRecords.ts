/**
 * App downloads and disclosure queries reported by the app (track/appDownload,
 * track/disclosureQuery): validated, then written in one transaction. The
 * disclosure query log reads its table directly; the download page reads the
 * downloads' daily counts.
 */
import { inArray, sql } from 'drizzle-orm';
import { resourceByName } from '../../../resources';
import { DOWNLOAD_CHANNELS, PLATFORMS } from '../contract/definitions';
import type { Db } from '../../../server/db/client';
import { appUsers } from '../../../server/db/schema';
import { statAppDownloadDaily, statAppDownloadDevices, statAppDownloads, statDisclosureQueries } from './schema';
import { ApiError } from '../../../server/http/envelope';
import { tableOf } from '../../../server/resources/columns';
import { APP_VERSION, DEVICE_ID, FieldReader } from '../../../server/http/fieldReader';
import { beijingDay } from '../../../server/days';
import { MAX_KEYWORD } from './eventInput';

export interface AppDownload {
  occurredAt: Date;
  platform: string;
  channel: string;
  appVersion: string;
  deviceId: string;
}

/**
 * A disclosure query: `appUserId` is the caller's to vouch for (the call's app session), and the queried
 * institution is named by id; both names are the server's.
 */
export interface DisclosureQuery {
  occurredAt: Date;
  appUserId?: number;
  institutionId: number;
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

export const DISCLOSURE_MESSAGES = {
  unknownInstitution: '被查询机构不存在',
} as const;

/** The query as sent, its user left to the caller (`appUserId` and `institutionName` of an older app are not read). */
export const readDisclosureQuery = (body: Record<string, unknown>, now: Date): Omit<DisclosureQuery, 'appUserId'> => {
  const read = new FieldReader(body, '', '', now);
  const disclosureId = read.id('disclosureId', '披露信息编号');
  return {
    occurredAt: read.time('occurredAt', '查询时间'),
    institutionId: read.id('institutionId', '被查询机构编号', true)!,
    disclosureId,
    disclosureTitle: read.text('disclosureTitle', '披露信息标题', 100, { required: disclosureId !== undefined }),
    keyword: read.text('keyword', '查询关键词', MAX_KEYWORD),
    platform: read.choice('platform', '平台', PLATFORMS),
    deviceId: read.text('deviceId', '设备标识', 64, { required: true, ...DEVICE_ID })!,
  };
};

/**
 * Writes the downloads and adds them to their days' counts (stat_app_download_daily)
 * in the caller's transaction: a device not yet seen that day for the same
 * platform, channel and version adds one device. Both counts are upserts, so
 * concurrent writers on several server processes add up.
 */
export const insertAppDownloads = async (tx: Db, downloads: readonly AppDownload[]) => {
  if (!downloads.length) return;
  const rows = downloads.map((download) => ({ ...download, statDate: beijingDay(download.occurredAt) }));
  await tx.insert(statAppDownloads).values(rows);
  const keyOf = (row: { statDate: string; platform: string; channel: string; appVersion: string }) => [row.statDate, row.platform, row.channel, row.appVersion].join('\u0000');
  const newDevices = await tx
    .insert(statAppDownloadDevices)
    .values(rows.map(({ statDate, platform, channel, appVersion, deviceId }) => ({ statDate, platform, channel, appVersion, deviceId })))
    .onConflictDoNothing()
    .returning({ statDate: statAppDownloadDevices.statDate, platform: statAppDownloadDevices.platform, channel: statAppDownloadDevices.channel, appVersion: statAppDownloadDevices.appVersion });
  const counts = new Map<string, { statDate: string; platform: string; channel: string; appVersion: string; downloads: number; devices: number }>();
  for (const row of rows) {
    const key = keyOf(row);
    const count = counts.get(key) ?? { statDate: row.statDate, platform: row.platform, channel: row.channel, appVersion: row.appVersion, downloads: 0, devices: 0 };
    count.downloads += 1;
    counts.set(key, count);
  }
  for (const row of newDevices) counts.get(keyOf(row))!.devices += 1;
  await tx
    .insert(statAppDownloadDaily)
    .values([...counts.values()])
    .onConflictDoUpdate({
      target: [statAppDownloadDaily.statDate, statAppDownloadDaily.platform, statAppDownloadDaily.channel, statAppDownloadDaily.appVersion],
      set: { downloads: sql`${statAppDownloadDaily.downloads} + excluded.downloads`, devices: sql`${statAppDownloadDaily.devices} + excluded.devices` },
    });
};

/**
 * Writes the queries with the names the server's records give their user and institution on the day:
 * a log says who it was and what they looked up then, even after a rename. An institution the server
 * does not know refuses the whole write.
 */
export const insertDisclosureQueries = async (tx: Db, queries: readonly DisclosureQuery[]) => {
  if (!queries.length) return;
  const userIds = [...new Set(queries.flatMap((query) => (query.appUserId ? [query.appUserId] : [])))];
  const users = userIds.length ? await tx.select({ id: appUsers.id, realName: appUsers.realName }).from(appUsers).where(inArray(appUsers.id, userIds)) : [];
  const names = new Map(users.map((user) => [user.id, user.realName]));
  const units = tableOf(resourceByName('memberUnit')!);
  const institutionIds = [...new Set(queries.map((query) => query.institutionId))];
  const found = await tx.select({ id: units.columns.id, name: units.columns.unitName }).from(units.table).where(inArray(units.columns.id, institutionIds));
  const institutions = new Map(found.map((row) => [Number(row.id), String(row.name ?? '').trim()]));
  if (institutionIds.some((id) => !institutions.has(id))) throw new ApiError(DISCLOSURE_MESSAGES.unknownInstitution);
  await tx.insert(statDisclosureQueries).values(
    queries.map((query) => ({
      ...query,
      statDate: beijingDay(query.occurredAt),
      institutionName: institutions.get(query.institutionId)!,
      userName: (query.appUserId && names.get(query.appUserId)) || null,
    })),
  );
};
