import type { FieldIssue } from '@ironmark/config/zod-locale';
import { CHECKOUT_ERROR_MESSAGES } from './checkout/contract';

/** The code of each checkout message of spec §5/§8: its key in {@link CHECKOUT_ERROR_MESSAGES} ('sessionExpired', …). */
const CHECKOUT_CODE_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(CHECKOUT_ERROR_MESSAGES).map(([code, message]) => [message, code]),
);

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

/** The issue code of each server error code (its key in {@link serverErrorCodes}: 'payloadTooLarge', …). */
const ISSUE_CODE_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(serverErrorCodes).map(([key, code]) => [code, key]),
);

/**
 * Base class of backend errors: a code and the HTTP status it answers with. `field` names the part of
 * the request at fault ('body', 'Content-Type', 'Origin', 'id'): the answer then carries it as an
 * issue, as every 4xx about the request does (a model state is for invalid input: 400 and 422).
 */
export class CommerceServerError extends Error {
  readonly code: ServerErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  constructor(code: ServerErrorCode, message: string, options?: { cause?: unknown; field?: string }) {
    super(message, options);
    this.name = 'CommerceServerError';
    this.code = code;
    this.status = STATUS[code];
    this.field = options?.field;
  }

  /** The field issue of an error that names its field, else undefined. */
  issue(): FieldIssue | undefined {
    if (this.field === undefined) return undefined;
    return {
      field: this.field,
      code: ISSUE_CODE_OF.get(this.code) ?? 'invalid',
      params: {},
      message: this.message,
    };
  }
}

/** Bad input: answered as a 400 model-state body naming each field, with a code per problem (`issues`). */
export class ValidationError extends CommerceServerError {
  readonly modelState: Record<string, string[]>;
  /** Each problem's field, machine-readable code and params (what the storefront translates). */
  readonly issues: FieldIssue[];
  /**
   * From field issues, or from a model state (field → messages). A model-state message that is one of
   * the checkout messages gets that message's code (its {@link CHECKOUT_ERROR_MESSAGES} key); any
   * other gets `issueCode` (default 'invalid'). `code` is the server error code (its HTTP status:
   * 400, or 422 for a reused Idempotency-Key).
   */
  constructor(
    problems: readonly FieldIssue[] | Record<string, string[]>,
    message?: string,
    code: ServerErrorCode = serverErrorCodes.validation,
    issueCode = 'invalid',
  ) {
    const issues: FieldIssue[] = Array.isArray(problems)
      ? [...(problems as readonly FieldIssue[])]
      : Object.entries(problems as Record<string, string[]>).flatMap(([field, messages]) =>
          messages.map((text) => ({
            field,
            code: CHECKOUT_CODE_OF.get(text) ?? issueCode,
            params: {},
            message: text,
          })),
        );
    super(code, message ?? issues[0]?.message ?? 'Invalid input');
    this.name = 'ValidationError';
    this.issues = issues;
    const modelState: Record<string, string[]> = {};
    for (const issue of issues) {
      const messages = modelState[issue.field] ?? [];
      if (!messages.includes(issue.message)) messages.push(issue.message);
      modelState[issue.field] = messages;
    }
    this.modelState = modelState;
  }

  /** One bad field: its code (e.g. 'sessionExpired', 'unknownChannel'), English message and params. */
  static field(
    field: string,
    code: string,
    message: string,
    params: FieldIssue['params'] = {},
  ): ValidationError {
    return new ValidationError([{ field, code, params, message }], message);
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
      'idempotencyKeyReused',
    );
    this.name = 'IdempotencyKeyReusedError';
  }
}

/** A resource that does not exist, or that the caller may not see (same answer, so ids cannot be probed). */
export class NotFoundError extends CommerceServerError {
  /** `field`: the request part that named the missing resource ('id', 'orderNumber'). */
  constructor(message = 'Not found', field?: string) {
    super(serverErrorCodes.notFound, message, { field });
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
