/**
 * The carousel's switch time (portal/carouse/getTheDiscussionTime and
 * setTheDiscussionTime): seconds between two banners, shared by the console's
 * control and the server's check so both answer with the same words.
 */
export const SWITCH_TIME_MIN = 1;
export const SWITCH_TIME_MAX = 60;
export const SWITCH_TIME_DEFAULT = 5;

export const SWITCH_TIME_MESSAGES = {
  required: '请输入轮播切换时间',
  range: `轮播切换时间须为${SWITCH_TIME_MIN}到${SWITCH_TIME_MAX}之间的整数（秒）`,
} as const;

/** The value as whole seconds, or the message of its violation. */
export const readSwitchTime = (value: unknown): { seconds: number } | { message: string } => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return { message: SWITCH_TIME_MESSAGES.required };
  const seconds = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(seconds) || seconds < SWITCH_TIME_MIN || seconds > SWITCH_TIME_MAX) return { message: SWITCH_TIME_MESSAGES.range };
  return { seconds };
};
