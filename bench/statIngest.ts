/**
 * Issue 22 item 2: events per second through the real tracking call
 * (POST {appBase}track/events, batches of 500, the most one call takes),
 * CONCURRENCY calls in flight as several app clients would keep. The bodies
 * are made before the clock starts, so the figure is the server's, not the
 * generator's. The caller checks afterwards that stat_event grew by exactly
 * the events sent. The events are sent as the app sends them for anonymous
 * readers: ids only, no user (a signed-in reader's come from their session).
 */
import { MAX_BATCH } from '../features/statistics/server/eventInput';
import { TRACK_CALLS } from '../features/statistics/server/trackingCalls';
import { APP_BASE, postJson } from './statHttp';
import { recentEvents, type TrafficSource } from './statTraffic';

const CONCURRENCY = Number(process.env.STAT_TRACK_CONCURRENCY ?? 4);

/** The tracking caps the server under measure gets: every call here comes from one address, far past a day's cap. */
export const UNLIMITED_TRACKING = { TRACK_CALLS_PER_MINUTE: '100000000', TRACK_EVENTS_PER_MINUTE: '100000000000', TRACK_EVENTS_PER_DAY: '100000000000' };

export interface HttpIngest {
  sent: number;
  /** The events the answers say were taken. */
  accepted: number;
  seconds: number;
  perSecond: number;
  concurrency: number;
}

export const ingestOverHttp = async (serverUrl: string, source: TrafficSource, count: number): Promise<HttpIngest> => {
  // The generator's events carry the user and institution a session would give: not part of what the app sends.
  const events = recentEvents(source, count).map(({ appUserId: _user, institutionId: _institution, ...event }) => event);
  const bodies: string[] = [];
  for (let start = 0; start < events.length; start += MAX_BATCH) bodies.push(JSON.stringify({ events: events.slice(start, start + MAX_BATCH) }));
  let next = 0;
  let accepted = 0;
  const send = async () => {
    while (next < bodies.length) {
      const body = bodies[next];
      next += 1;
      // Read the answer first: `accepted += await …` would add to the value read before the wait.
      const answer = await postJson(serverUrl, `${APP_BASE}${TRACK_CALLS.events}`, body);
      accepted += Number(answer.data.accepted ?? 0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, send));
  const seconds = (performance.now() - started) / 1000;
  return { sent: events.length, accepted, seconds, perSecond: accepted / seconds, concurrency: CONCURRENCY };
};
