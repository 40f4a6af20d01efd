/**
 * The app-facing tracking calls (base `/{product}-app-center/api/app/`, docs/statistics.md): open to
 * anonymous readers, and for a signed-in reader (an app session's token) on their behalf, the person and
 * their institution taken from the session and the server's records, never from the request. Every call
 * is counted before its work (per address, per signed-in user, and in the day's total of all clients:
 * clientQuota.ts), every field validated, a batch taken whole or not at all.
 * - track/events: page-tracking events, 1 to 500 per call;
 * - track/appDownload: one app package download (no person: public);
 * - track/disclosureQuery: one query of a member institution's disclosures.
 */
import type { Db } from '../../../server/db/client';
import { post, type EndpointContext, type ServerModule } from '../../../server/http/api';
import { addressOf } from '../../../server/modules/auth';
import { insertAppDownloads, insertDisclosureQueries, readAppDownload, readDisclosureQuery } from './appRecords';
import { countTracking, type TrackCaps } from '../../../server/appAuth/clientQuota';
import { MAX_BATCH, readEventBatch } from './eventInput';
import { ingestEvents } from './ingest';
import { institutionOfAppUser } from './institutionOfAppUser';

export const TRACK_CALLS = {
  events: 'track/events',
  appDownload: 'track/appDownload',
  disclosureQuery: 'track/disclosureQuery',
} as const;

/** The records a batch offers, as counted before it is read (a longer list is refused, having counted as the most a call takes). */
const offered = (body: Record<string, unknown>) => (Array.isArray(body.events) ? Math.min(body.events.length, MAX_BATCH) : 0);

/** What the app reports: a write, which the operation log (the console operators') does not record. */
const REPORTED = { write: 'create', audit: false } as const;

export const trackingModule: ServerModule = ({ config, clock, metrics }) => {
  const caps: TrackCaps = { perAddress: config.trackLimits, perSession: config.trackSessionLimits, perDay: config.trackRecordsPerDay };
  const count = (context: EndpointContext, records: number) => countTracking(context.db, { address: addressOf(context.request.ip), appUserId: context.appUser?.id }, records, caps, clock);
  return [
    post(TRACK_CALLS.events, 'appOptional', REPORTED, async (context) => {
      const { db } = context;
      await count(context, offered(context.body));
      const events = readEventBatch(context.body, clock.now());
      const appUserId = context.appUser?.id;
      const who = appUserId ? { appUserId, institutionId: (await institutionOfAppUser(db, appUserId)) ?? undefined } : {};
      const result = await ingestEvents(
        db,
        events.map((event) => ({ ...event, ...who })),
      );
      metrics.eventsIngested('event', result.accepted);
      return result;
    }),
    post(TRACK_CALLS.appDownload, 'public', REPORTED, async (context) => {
      const { db } = context;
      await count(context, 1);
      const download = readAppDownload(context.body, clock.now());
      await db.transaction((tx) => insertAppDownloads(tx as unknown as Db, [download]));
      metrics.eventsIngested('appDownload', 1);
      return { accepted: 1 };
    }),
    post(TRACK_CALLS.disclosureQuery, 'appOptional', REPORTED, async (context) => {
      const { db } = context;
      await count(context, 1);
      const query = { ...readDisclosureQuery(context.body, clock.now()), appUserId: context.appUser?.id };
      await db.transaction((tx) => insertDisclosureQueries(tx as unknown as Db, [query]));
      metrics.eventsIngested('disclosureQuery', 1);
      return { accepted: 1 };
    }),
  ];
};
