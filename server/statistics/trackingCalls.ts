/**
 * The app-facing calls (base `/{product}-app-center/api/app/`, docs/statistics.md):
 * public, since the app reports for anonymous readers too, but limited per
 * client in the database; every field validated, a batch taken whole or not
 * at all, and nothing written on a refusal (the limit's count included).
 * - track/events: page-tracking events, 1 to 500 per call;
 * - track/appDownload: one app package download;
 * - track/disclosureQuery: one query of an institution's disclosures.
 */
import type { Db } from '../db/client';
import { post, type EndpointContext, type ServerModule } from '../http/api';
import { addressOf } from '../modules/auth';
import { insertAppDownloads, insertDisclosureQueries, readAppDownload, readDisclosureQuery } from './appRecords';
import { consumeQuota } from './clientQuota';
import { readEventBatch } from './eventInput';
import { ingestEvents } from './ingest';

export const TRACK_CALLS = {
  events: 'track/events',
  appDownload: 'track/appDownload',
  disclosureQuery: 'track/disclosureQuery',
} as const;

export const trackingModule: ServerModule = ({ db, config }) => {
  const quota = (context: EndpointContext, records: number) => (tx: Db) => consumeQuota(tx, `track:${addressOf(context.request.ip)}`, records, config.trackLimits);
  /** One record written with its quota count in one transaction. */
  const writeOne = async (context: EndpointContext, write: (tx: Db) => Promise<void>) =>
    db.transaction(async (tx) => {
      await quota(context, 1)(tx as unknown as Db);
      await write(tx as unknown as Db);
      return { accepted: 1 };
    });
  return [
    post(
      TRACK_CALLS.events,
      'public',
      async (context) => {
        const events = readEventBatch(context.body, new Date());
        return ingestEvents(db, events, quota(context, events.length));
      },
      { audit: false },
    ),
    post(
      TRACK_CALLS.appDownload,
      'public',
      async (context) => {
        const download = readAppDownload(context.body, new Date());
        return writeOne(context, (tx) => insertAppDownloads(tx, [download]));
      },
      { audit: false },
    ),
    post(
      TRACK_CALLS.disclosureQuery,
      'public',
      async (context) => {
        const query = readDisclosureQuery(context.body, new Date());
        return writeOne(context, (tx) => insertDisclosureQueries(tx, [query]));
      },
      { audit: false },
    ),
  ];
};
