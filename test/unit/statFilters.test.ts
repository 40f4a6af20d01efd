/**
 * The statistics view in the address (features/statistics/console/statFilters.ts):
 * the presets' days in Beijing time, what a bad address falls back to, the
 * address a view writes, the compared days as the server counts them, and
 * the body of a report call (dataProvider/reports.ts).
 */
import { describe, expect, it } from 'vitest';
import { beijingToday, comparedRange, formatChange, formatShare, presetRange, readView, viewBody, writeView } from '../../features/statistics/console/statFilters';
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
