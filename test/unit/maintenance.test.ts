import { describe, it, expect } from 'vitest';
import { isMaintenanceBlocked } from '../../src/maintenance';
import { DEFAULT_MAINTENANCE, type MaintenanceWindow } from '../../dataProvider/config';

/** A local-time date (month 1-based). */
const local = (year: number, month: number, day: number, hours: number, minutes: number, seconds = 0) => new Date(year, month - 1, day, hours, minutes, seconds);

const blocked = (date: Date, window: MaintenanceWindow = DEFAULT_MAINTENANCE) => isMaintenanceBlocked(date, window);

describe('isMaintenanceBlocked with the default window', () => {
  it('is the spec window', () => {
    expect(DEFAULT_MAINTENANCE).toEqual({ start: '2022-10-13 08:00', end: '2022-10-26 20:59', dailyOpen: '08:00', dailyClose: '20:59' });
  });

  it('does not block before the window starts', () => {
    expect(blocked(local(2022, 10, 13, 7, 59))).toBe(false);
    expect(blocked(local(2022, 10, 13, 3, 0))).toBe(false);
    expect(blocked(local(2022, 10, 12, 23, 0))).toBe(false);
  });

  it('does not block at the opening minute of the first day', () => {
    expect(blocked(local(2022, 10, 13, 8, 0))).toBe(false);
  });

  it('blocks after closing time on the first day', () => {
    expect(blocked(local(2022, 10, 13, 21, 0))).toBe(true);
    expect(blocked(local(2022, 10, 13, 23, 59))).toBe(true);
  });

  it('blocks at night inside the window', () => {
    expect(blocked(local(2022, 10, 20, 3, 0))).toBe(true);
    expect(blocked(local(2022, 10, 20, 0, 0))).toBe(true);
    expect(blocked(local(2022, 10, 20, 7, 59))).toBe(true);
  });

  it('does not block during the daily opening hours', () => {
    expect(blocked(local(2022, 10, 20, 8, 0))).toBe(false);
    expect(blocked(local(2022, 10, 20, 12, 0))).toBe(false);
    expect(blocked(local(2022, 10, 20, 20, 59))).toBe(false);
    expect(blocked(local(2022, 10, 20, 20, 59, 59))).toBe(false);
  });

  it('blocks from 21:00', () => {
    expect(blocked(local(2022, 10, 20, 21, 0))).toBe(true);
  });

  it('handles the last day', () => {
    expect(blocked(local(2022, 10, 26, 3, 0))).toBe(true);
    expect(blocked(local(2022, 10, 26, 20, 59))).toBe(false);
    expect(blocked(local(2022, 10, 26, 21, 0))).toBe(false);
  });

  it('does not block after the window', () => {
    expect(blocked(local(2022, 10, 27, 3, 0))).toBe(false);
    expect(blocked(local(2022, 10, 27, 22, 0))).toBe(false);
  });

  it('does not block today', () => {
    expect(blocked(new Date())).toBe(false);
  });
});

describe('isMaintenanceBlocked with other windows', () => {
  const custom: MaintenanceWindow = { start: '2030-01-10 09:30', end: '2030-01-12 18:00', dailyOpen: '09:30', dailyClose: '18:00' };

  it('follows a custom window', () => {
    expect(blocked(local(2030, 1, 10, 9, 29), custom)).toBe(false);
    expect(blocked(local(2030, 1, 10, 9, 30), custom)).toBe(false);
    expect(blocked(local(2030, 1, 10, 18, 0), custom)).toBe(false);
    expect(blocked(local(2030, 1, 10, 18, 1), custom)).toBe(true);
    expect(blocked(local(2030, 1, 11, 6, 0), custom)).toBe(true);
    expect(blocked(local(2030, 1, 11, 12, 0), custom)).toBe(false);
    expect(blocked(local(2030, 1, 12, 18, 1), custom)).toBe(false);
    expect(blocked(local(2030, 1, 13, 6, 0), custom)).toBe(false);
  });

  it('never blocks with an invalid window', () => {
    const invalid: MaintenanceWindow = { start: 'not a date', end: 'soon', dailyOpen: '08:00', dailyClose: '20:59' };
    expect(blocked(local(2022, 10, 20, 3, 0), invalid)).toBe(false);
    expect(blocked(new Date(), invalid)).toBe(false);
    expect(blocked(local(2022, 10, 20, 3, 0), { ...DEFAULT_MAINTENANCE, start: '' })).toBe(false);
  });
});
