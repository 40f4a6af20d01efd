/**
 * The statistics rules with two server processes on one PostgreSQL (issue
 * 22): tracking calls sent at once to both, all needing the same new monthly
 * partition, lose no event; reads on both at once (each running the rollup
 * step) agree with the raw events; events for a month that is being frozen
 * meanwhile are each either in its figures or in its correction line.
 */
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, beijingDay, dayStart, monthOf } from '../../server/days';
import { APP_BASE, useTwoServers } from './twoServers';

const { post, scalar } = useTwoServers('statistics_two_processes');

/** A tracking call of an anonymous reader: no token (the console's is no app session, and would be refused). */
const track = (index: number, body: unknown) => post(index, 'track/events', body, APP_BASE, '');

const events = (day: string, batch: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    occurredAt: new Date(dayStart(day).getTime() + 10 * 3_600_000 + index * 1000).toISOString(),
    eventType: 'view',
    moduleCode: 'news',
    pageType: 'detail',
    contentId: (index % 5) + 1,
    deviceId: `device-${batch}-${index % 40}`,
    platform: 'android',
  }));

describe('statistics with two server processes on one PostgreSQL', () => {
  it('lose no event of batches sent at once to both, all making the same new partition', async () => {
    const day = addDays(addMonths(monthOf(beijingDay(new Date())), -5), 3);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, batch) => track(batch % 2, { events: events(day, batch, 300) })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(0));
    expect(await scalar(`SELECT count(*) AS n FROM stat_event WHERE occurred_at >= '${dayStart(day).toISOString()}' AND occurred_at < '${dayStart(addDays(day, 1)).toISOString()}'`)).toBe(3600);
    const reads = await Promise.all([0, 1, 0, 1].map((index) => post(index, 'business/pagePointInfo/getModuleInfo', { startDate: day, endDate: day })));
    for (const read of reads) expect(read.data.summary).toMatchObject({ pv: 3600, uv: 480 });
  });

  it('count each event of a month frozen meanwhile once: in its figures or in its correction line', async () => {
    const day = addDays(addMonths(monthOf(beijingDay(new Date())), -3), 7);
    const sends = Array.from({ length: 10 }, (_, batch) => track(batch % 2, { events: events(day, 100 + batch, 200) }));
    const reads = Array.from({ length: 4 }, (_, index) => post(index % 2, 'business/pagePointInfo/getModuleInfo', { startDate: day, endDate: day }));
    await Promise.all([...sends, ...reads]);
    const answer = await post(0, 'business/pagePointInfo/getModuleInfo', { startDate: day, endDate: day });
    expect(answer.data.summary.pv + (answer.data.correction?.pv ?? 0)).toBe(2000);
    expect(await scalar(`SELECT count(*) AS n FROM stat_month WHERE month = '${monthOf(day)}' AND frozen_at IS NOT NULL`)).toBe(1);
  });
});
