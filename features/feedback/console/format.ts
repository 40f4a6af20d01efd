/** How the opinion pages show times and a feedback's attachments. */
import type { Feedback, FileRef } from '../contract/calls';

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** 'YYYY-MM-DD HH:mm' in Beijing time. */
export const beijing = (value: string | null | undefined) => {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Date(date.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
};

/** Today's Beijing date, YYYY-MM-DD (the {日期} of a template). */
export const beijingToday = (now = new Date()) => new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

export const attachmentsOf = (feedback: Pick<Feedback, 'attachments'>): FileRef[] => (Array.isArray(feedback.attachments) ? feedback.attachments : feedback.attachments ? [feedback.attachments] : []);
