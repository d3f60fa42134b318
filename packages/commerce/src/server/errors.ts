/** Codes of every failure a backend service or route raises; each maps to one HTTP status. */
export const serverErrorCodes = {
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  forbiddenOrigin: 'FORBIDDEN_ORIGIN',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
} as const;

/** One of {@link serverErrorCodes}. */
export type ServerErrorCode = (typeof serverErrorCodes)[keyof typeof serverErrorCodes];

const STATUS: Record<ServerErrorCode, number> = {
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  FORBIDDEN_ORIGIN: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  DATABASE_UNAVAILABLE: 503,
  METHOD_NOT_ALLOWED: 405,
  IDEMPOTENCY_KEY_REUSED: 422,
};

/** Base class of backend errors: a code and the HTTP status it answers with. */
export class CommerceServerError extends Error {
  readonly code: ServerErrorCode;
  readonly status: number;
  constructor(code: ServerErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CommerceServerError';
    this.code = code;
    this.status = STATUS[code];
  }
}

/** Bad input: answered as a 400 model-state body naming each field. */
export class ValidationError extends CommerceServerError {
  readonly modelState: Record<string, string[]>;
  constructor(
    modelState: Record<string, string[]>,
    message?: string,
    code: ServerErrorCode = serverErrorCodes.validation,
  ) {
    super(code, message ?? Object.values(modelState)[0]?.[0] ?? 'Invalid input');
    this.name = 'ValidationError';
    this.modelState = modelState;
  }
}

/** Message of {@link IdempotencyKeyReusedError}. */
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request; send a new key for a new request';

/**
 * An Idempotency-Key sent again with a different body: 422 naming the header (IETF
 * draft-ietf-httpapi-idempotency-key-header), never the first request's answer.
 */
export class IdempotencyKeyReusedError extends ValidationError {
  constructor() {
    super(
      { 'Idempotency-Key': [IDEMPOTENCY_KEY_REUSED_MESSAGE] },
      IDEMPOTENCY_KEY_REUSED_MESSAGE,
      serverErrorCodes.idempotencyKeyReused,
    );
    this.name = 'IdempotencyKeyReusedError';
  }
}

/** A resource that does not exist, or that the caller may not see (same answer, so ids cannot be probed). */
export class NotFoundError extends CommerceServerError {
  constructor(message = 'Not found') {
    super(serverErrorCodes.notFound, message);
    this.name = 'NotFoundError';
  }
}

/** Too many requests from one client in the window; `retryAfterSeconds` goes in the Retry-After header. */
export class RateLimitedError extends CommerceServerError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(serverErrorCodes.rateLimited, 'Too many requests, please wait a moment and try again.');
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The database cannot be reached: answered 503 so clients retry later. */
export class DatabaseUnavailableError extends CommerceServerError {
  constructor(cause?: unknown) {
    super(
      serverErrorCodes.databaseUnavailable,
      'The service is temporarily unavailable, please try again shortly.',
      {
        cause,
      },
    );
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * Whether `error` is a not-found error of this package. Compares the code, not the class: a server
 * bundler may load this module more than once (route handlers and pages are bundled apart), and then
 * `instanceof` fails across the copies.
 */
export function isNotFoundError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === serverErrorCodes.notFound
  );
}
