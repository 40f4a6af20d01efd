/**
 * A refused or failed call as the console sees it: the envelope's status and
 * text (an i18n key or the server's own Chinese), and its data (field errors).
 * Pages may test for it and read it without reaching the request wrapper.
 */
export const FAILURE = -1;
export const DEFAULT_ERROR = 'http.defaultError';

/** The request wrapper's own messages (i18n keys, src/i18n). */
export const MSG = {
  defaultError: DEFAULT_ERROR,
  timeout: 'http.timeout',
  network: 'http.network',
  aborted: 'http.aborted',
  downloaded: 'http.downloaded',
  status: (code: number) => `http.status.${code}`,
} as const;

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;
  readonly code?: string;
  readonly httpStatus?: number;

  constructor(status: number, statusText: string, options: { data?: unknown; code?: string; httpStatus?: number } = {}) {
    super(statusText);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.data = options.data;
    this.code = options.code;
    this.httpStatus = options.httpStatus;
  }
}

/** Normalises any rejection into an ApiError: a plain value becomes the error itself. */
export const toApiError = (reason: unknown): ApiError => {
  if (reason instanceof ApiError) return reason;
  if (reason instanceof Error) return new ApiError(FAILURE, reason.message || DEFAULT_ERROR);
  if (typeof reason === 'string' || typeof reason === 'number') return new ApiError(FAILURE, String(reason), { data: reason });
  return new ApiError(FAILURE, DEFAULT_ERROR, { data: reason });
};

/** react-admin's message for a record that is not there (a getOne that found nothing). */
export const NOT_FOUND = 'ra.notification.item_doesnt_exist';

/** Whether a read failed only because the record is not there: the page says so in its own words. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.statusText === NOT_FOUND;
