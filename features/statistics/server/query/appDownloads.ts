/**
 * App downloads (download page, menu 66) from their daily counts
 * (stat_app_download_daily): by period, platform, channel or version, with
 * the download count and the devices (distinct per day, platform, channel and
 * version, summed over days like UV), the comparison period beside each row
 * and the range's total.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DOWNLOAD_CHANNELS, PLATFORMS } from '../../contract/definitions';
import type { Db } from '../../../../server/db/client';
import { ApiError } from '../../../../server/http/envelope';
import { queryRows } from '../../../../server/db/rows';
import { change } from './figures';
import type { DayRange, StatFilters } from './filters';
import { periodsOf } from '../../contract/periods';

export type DownloadDimension = 'date' | 'platform' | 'channel' | 'appVersion';

export const readDownloadDimension = (body: Record<string, unknown>): DownloadDimension => {
  const value = body.dimension ?? 'date';
  if (value === 'date' || value === 'platform' || value === 'channel' || value === 'appVersion') return value;
  throw new ApiError('分组方式只能是 date、platform、channel 或 appVersion');
};

const NAMES: Record<string, string> = Object.fromEntries([...PLATFORMS, ...DOWNLOAD_CHANNELS].map((item) => [item.code, item.name]));

const keyExpression = (dimension: DownloadDimension, filters: StatFilters): SQL =>
  dimension === 'date'
    ? sql`to_char(date_trunc(${sql.raw(`'${filters.granularity}'`)}, stat_date::timestamp), 'YYYY-MM-DD')`
    : sql`${sql.identifier(dimension === 'appVersion' ? 'app_version' : dimension)}`;

const counts = async (db: Db, filters: StatFilters, dimension: DownloadDimension, range: DayRange) => {
  const rows = await queryRows<{ key: string; downloads: number; devices: number }>(
    db,
    sql`SELECT ${keyExpression(dimension, filters)} AS key, sum(downloads)::int AS downloads, sum(devices)::int AS devices
        FROM stat_app_download_daily
        WHERE stat_date BETWEEN ${range.start}::date AND ${range.end}::date ${filters.platform ? sql`AND platform = ${filters.platform}` : sql``}
        GROUP BY 1`,
  );
  return new Map(rows.map((row) => [String(row.key), row]));
};

export const appDownloads = async (db: Db, filters: StatFilters, dimension: DownloadDimension) => {
  const current = await counts(db, filters, dimension, filters.range);
  const compared = filters.compare ? await counts(db, filters, dimension, filters.compare) : null;
  const comparedPeriods = filters.compare && dimension === 'date' ? periodsOf(filters.compare, filters.granularity) : [];
  const keys = dimension === 'date' ? periodsOf(filters.range, filters.granularity) : [...current.keys()].sort((a, b) => current.get(b)!.downloads - current.get(a)!.downloads || a.localeCompare(b));
  const list = keys.map((key, index) => {
    const row = current.get(key) ?? { downloads: 0, devices: 0 };
    const other = compared?.get(dimension === 'date' ? (comparedPeriods[index] ?? '') : key) ?? (compared ? { downloads: 0, devices: 0 } : undefined);
    return {
      key,
      name: dimension === 'date' || dimension === 'appVersion' ? key : (NAMES[key] ?? key),
      downloads: row.downloads,
      devices: row.devices,
      ...(other ? { compareDownloads: other.downloads, downloadsChange: change(row.downloads, other.downloads) } : {}),
    };
  });
  const sum = (rows: Iterable<{ downloads: number; devices: number }>) =>
    [...rows].reduce((acc, row) => ({ downloads: acc.downloads + row.downloads, devices: acc.devices + row.devices }), { downloads: 0, devices: 0 });
  const summary = sum(current.values());
  const summaryCompared = compared ? sum(compared.values()) : null;
  return {
    list,
    total: list.length,
    summary: { label: '合计', ...summary, ...(summaryCompared ? { compareDownloads: summaryCompared.downloads, downloadsChange: change(summary.downloads, summaryCompared.downloads) } : {}) },
  };
};
