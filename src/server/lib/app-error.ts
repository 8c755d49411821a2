import { englishMessage } from '#contract/messages.ts';

/** Every error code the API answers with, and its HTTP status. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ROLE_NOT_HELD: 403,
  NOT_FOUND: 404,
  /** Removed by staff (moderation): the page says so rather than "not found". */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ROLE_ALREADY_HELD: 409,
  USER_ALREADY_EXISTS: 409,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** A payment gateway did not answer in time (decision 049): nothing changed, try again. */
  GATEWAY_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The one error type services and routes throw. `keyOrMessage` is a locale key
 * (answered as its English text plus the key) or plain English.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly key: string | undefined;

  constructor(code: ErrorCode, keyOrMessage: string) {
    const message = englishMessage(keyOrMessage);
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.key = message === keyOrMessage ? undefined : keyOrMessage;
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }

  toBody(requestId?: string) {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.key ? { key: this.key } : {}),
        ...(requestId ? { requestId } : {}),
      },
    };
  }
}
