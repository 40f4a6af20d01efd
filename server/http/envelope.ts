/** The web-center envelope `{status, data, statusText}` (spec section 8). */
export interface Envelope<T = unknown> {
  status: number;
  data: T;
  statusText: string;
}

export const STATUS = {
  ok: 0,
  failure: -1,
  /** Passed through by the console: here, "a captcha is required". */
  captchaRequired: -10001,
  unauthorized: 401,
  forbidden: 403,
} as const;

export const ok = <T>(data: T, statusText = '操作成功'): Envelope<T> => ({ status: STATUS.ok, data, statusText });

export const envelope = <T>(status: number, statusText: string, data: T = null as T): Envelope<T> => ({ status, data, statusText });

/** A refusal answered with the envelope: a clear Chinese message, never a stack trace. */
export class ApiError extends Error {
  constructor(
    readonly statusText: string,
    readonly status: number = STATUS.failure,
    readonly data: unknown = null,
    /** HTTP status of the answer; 200 for every business outcome. */
    readonly httpStatus = 200,
  ) {
    super(statusText);
    this.name = 'ApiError';
  }
}

export const fail = (statusText: string, status: number = STATUS.failure, data: unknown = null): never => {
  throw new ApiError(statusText, status, data);
};

/** A success whose message is not the default '操作成功' (e.g. '修改成功'). */
export class Success<T> {
  constructor(
    readonly data: T,
    readonly statusText: string,
  ) {}
}

export const success = <T>(data: T, statusText: string) => new Success(data, statusText);
