/**
 * The maintenance gate (spec sections 4 and 9): within the configured window,
 * the console is blocked outside the daily opening hours. Decided once at
 * start-up. Times are the browser's local time.
 */
import type { MaintenanceWindow } from '../dataProvider/config';

const minutesOf = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};

const parseLocal = (value: string): Date => {
  const [date, time = '00:00'] = value.trim().split(/\s+/);
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(year, month - 1, day, hours, minutes, 59, 999);
};

const startOf = (value: string): Date => {
  const date = parseLocal(value);
  date.setSeconds(0, 0);
  return date;
};

export const isMaintenanceBlocked = (now: Date, window: MaintenanceWindow): boolean => {
  const start = startOf(window.start);
  const end = parseLocal(window.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return false;
  if (now < start || now > end) return false;
  const minute = now.getHours() * 60 + now.getMinutes();
  return minute < minutesOf(window.dailyOpen) || minute > minutesOf(window.dailyClose);
};
