/**
 * The statistics view in the address (features/statistics/console/statFilters.ts):
 * the presets' days in Beijing time, what a bad address falls back to, the
 * address a view writes, the compared days as the server counts them, and
 * the body of a report call (dataProvider/reports.ts).
 */
import { describe, expect, it } from 'vitest';
import { beijingToday, comparedRange, formatChange, formatShare, presetRange, readView, viewBody, withRange, writeView } from '../../features/statistics/console/statFilters';
import { coveredPart, hasPartialPeriod, periodsOf } from '../../features/statistics/contract/periods';
import { reportBody } from '../../dataProvider/reports';

const params = (query: string) => new URLSearchParams(query);

describe('statistics view', () => {
  it('counts days in Beijing time whatever the browser zone', () => {
    expect(beijingToday(new Date('2026-11-26T15:59:59Z'))).toBe('2026-11-26');
    expect(beijingToday(new Date('2026-11-26T16:00:00Z'))).toBe('2026-11-27');
  });

  it('gives each preset its days', () => {
    const today = '2026-03-15';
    expect(presetRange('today', today)).toEqual({ start: today, end: today });
    expect(presetRange('yesterday', today)).toEqual({ start: '2026-03-14', end: '2026-03-14' });
    expect(presetRange('last7', today)).toEqual({ start: '2026-03-09', end: today });
    expect(presetRange('last30', today)).toEqual({ start: '2026-02-14', end: today });
    expect(presetRange('thisMonth', today)).toEqual({ start: '2026-03-01', end: today });
    expect(presetRange('lastMonth', today)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(presetRange('lastMonth', '2026-01-10')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(presetRange('last12Months', today)).toEqual({ start: '2025-04-01', end: today });
  });

  it('reads a view from the address, falling back to the last 30 days for what is missing or wrong', () => {
    const today = '2026-11-26';
    expect(readView(params(''), today)).toEqual({ preset: 'last30', start: '2026-10-28', end: today, granularity: 'day' });
    expect(readView(params('range=custom&start=2026-10-01&end=2026-10-31&compare=lastYear&granularity=week'), today)).toEqual({
      preset: 'custom',
      start: '2026-10-01',
      end: '2026-10-31',
      compare: 'lastYear',
      granularity: 'week',
    });
    for (const bad of ['range=custom&start=2026-10-31&end=2026-10-01', 'range=custom&start=2026-02-30&end=2026-03-01', 'range=custom', 'range=nextYear']) {
      expect(readView(params(bad), today), bad).toMatchObject({ preset: 'last30', start: '2026-10-28', end: today });
    }
    expect(readView(params('compare=tomorrow&granularity=hour'), today)).toEqual({ preset: 'last30', start: '2026-10-28', end: today, granularity: 'day' });
  });

  it('reads a range in the grain that suits it unless the address asks for another, and a new range takes its own grain', () => {
    const today = '2026-12-02';
    expect(readView(params('range=last12Months'), today)).toMatchObject({ start: '2026-01-01', end: today, granularity: 'month' });
    expect(readView(params('range=last12Months&granularity=day'), today)).toMatchObject({ granularity: 'day' });
    expect(readView(params('range=custom&start=2026-09-01&end=2026-10-31'), today)).toMatchObject({ granularity: 'week' });
    const byMonth = readView(params('range=last12Months'), today);
    expect(Object.fromEntries(writeView(params(''), byMonth))).toEqual({ range: 'last12Months' });
    expect(Object.fromEntries(writeView(params(''), { ...byMonth, granularity: 'week' }))).toEqual({ range: 'last12Months', granularity: 'week' });
    const weekly = readView(params('range=last30&granularity=week'), today);
    expect(withRange(weekly, { preset: 'last12Months' }, today)).toMatchObject({ preset: 'last12Months', start: '2026-01-01', end: today, granularity: 'month' });
    expect(withRange(byMonth, { preset: 'custom', start: '2026-11-01', end: '2026-11-10' }, today)).toMatchObject({ preset: 'custom', start: '2026-11-01', end: '2026-11-10', granularity: 'day' });
  });

  it('writes a preset as a preset and a custom range with its days, keeping the page’s own parameters', () => {
    const written = writeView(params('module=news&pageNum=3&range=today'), { preset: 'last7', start: '2026-11-20', end: '2026-11-26', compare: 'previous', granularity: 'day' });
    expect(Object.fromEntries(written)).toEqual({ module: 'news', pageNum: '3', range: 'last7', compare: 'previous' });
    const custom = writeView(params(''), { preset: 'custom', start: '2026-10-01', end: '2026-10-31', granularity: 'month' });
    expect(Object.fromEntries(custom)).toEqual({ range: 'custom', start: '2026-10-01', end: '2026-10-31', granularity: 'month' });
    expect(readView(custom, '2026-11-26')).toMatchObject({ preset: 'custom', start: '2026-10-01', end: '2026-10-31', granularity: 'month' });
  });

  it('compares with the period just before or the same days a year earlier (29 February as the 28th)', () => {
    expect(comparedRange({ start: '2026-11-20', end: '2026-11-26', compare: 'previous' })).toEqual({ start: '2026-11-13', end: '2026-11-19' });
    expect(comparedRange({ start: '2028-02-01', end: '2028-02-29', compare: 'lastYear' })).toEqual({ start: '2027-02-01', end: '2027-02-28' });
    expect(comparedRange({ start: '2026-11-20', end: '2026-11-26' })).toBeNull();
  });

  it('compares a range from the 1st of a month with the same calendar months before it, an incomplete month with the same days', () => {
    // 近12个月 on 2 December: January to 2 December against January to 2 December of the year before.
    expect(comparedRange({ start: '2026-01-01', end: '2026-12-02', compare: 'previous' })).toEqual({ start: '2025-01-01', end: '2025-12-02' });
    expect(comparedRange({ start: '2026-12-01', end: '2026-12-02', compare: 'previous' })).toEqual({ start: '2026-11-01', end: '2026-11-02' });
    // A whole month against the whole month before, whatever their lengths.
    expect(comparedRange({ start: '2026-03-01', end: '2026-03-31', compare: 'previous' })).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(comparedRange({ start: '2026-02-01', end: '2026-02-28', compare: 'previous' })).toEqual({ start: '2026-01-01', end: '2026-01-31' });
    // The 31st of a month without one is its last day.
    expect(comparedRange({ start: '2026-03-01', end: '2026-05-30', compare: 'previous' })).toEqual({ start: '2025-12-01', end: '2026-02-28' });
  });

  it('marks the periods a range holds only in part', () => {
    const range = { start: '2026-01-01', end: '2026-12-02' };
    expect(coveredPart('2026-12-01', 'month', range)).toEqual({ start: '2026-12-01', end: '2026-12-02', partial: true });
    expect(coveredPart('2026-11-01', 'month', range)).toEqual({ start: '2026-11-01', end: '2026-11-30', partial: false });
    expect(hasPartialPeriod(range, 'month')).toBe(true);
    expect(hasPartialPeriod({ start: '2026-01-01', end: '2026-11-30' }, 'month')).toBe(false);
    // 1 January 2026 is a Thursday: its week began on Monday 29 December.
    expect(coveredPart('2025-12-29', 'week', range)).toEqual({ start: '2026-01-01', end: '2026-01-04', partial: true });
    expect(periodsOf({ start: '2026-01-01', end: '2026-01-12' }, 'week')).toEqual(['2025-12-29', '2026-01-05', '2026-01-12']);
  });

  it('makes the body of a report call from a view, a filter, a page and a sort', () => {
    const view = readView(params('range=custom&start=2026-10-01&end=2026-10-31&compare=previous'), '2026-11-26');
    expect(viewBody(view)).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31', granularity: 'day', compare: 'previous' });
    expect(reportBody({ filter: { ...viewBody(view), moduleCode: 'news', title: '', institutionId: undefined }, pagination: { page: 2, perPage: 10 }, sort: { field: 'uv', order: 'ASC' } })).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      granularity: 'day',
      compare: 'previous',
      moduleCode: 'news',
      pageNum: 2,
      pageSize: 10,
      sortField: 'uv',
      sortOrder: 'asc',
    });
  });

  it('writes changes and shares as percentages', () => {
    expect(formatChange(0.1234)).toBe('+12.3%');
    expect(formatChange(-0.5)).toBe('-50.0%');
    expect(formatChange(0)).toBe('0.0%');
    expect(formatChange(null)).toBeNull();
    expect(formatShare(0.0712)).toBe('7.1%');
  });
});
