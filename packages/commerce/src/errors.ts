/** Codes of every failure the commerce client raises; callers switch on `error.code`. */
export const commerceErrorCodes = {
  unreachable: 'COMMERCE_UNREACHABLE',
  opaqueResponse: 'COMMERCE_OPAQUE_RESPONSE',
  emptyBody: 'COMMERCE_EMPTY_BODY',
  parseFailed: 'COMMERCE_PARSE_FAILED',
  unexpectedShape: 'COMMERCE_UNEXPECTED_SHAPE',
  fetchFailed: 'COMMERCE_FETCH_FAILED',
  modelState: 'COMMERCE_MODEL_STATE',
  warning: 'COMMERCE_WARNING',
} as const;

/** One of {@link commerceErrorCodes}. */
export type CommerceErrorCode = (typeof commerceErrorCodes)[keyof typeof commerceErrorCodes];

/** Base class of every commerce client error: a code, the URL involved and the cause. */
export class CommerceError extends Error {
  readonly code: CommerceErrorCode;
  readonly url: string | undefined;
  constructor(code: CommerceErrorCode, message: string, options: { url?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'CommerceError';
    this.code = code;
    this.url = options.url;
  }
}

/** No response at all (network failure): the URL may be unreachable (spec §8). */
export class UnreachableError extends CommerceError {
  constructor(url: string, cause?: unknown) {
    super(
      commerceErrorCodes.unreachable,
      `No response from ${url}. The URL may be unreachable; check that the local server is running.`,
      { url, cause },
    );
    this.name = 'UnreachableError';
  }
}

/** A response could not be used: opaque, empty, not JSON, or not the expected shape (spec §8). */
export class ResponseError extends CommerceError {
  readonly body: string | undefined;
  constructor(
    code:
      | typeof commerceErrorCodes.opaqueResponse
      | typeof commerceErrorCodes.emptyBody
      | typeof commerceErrorCodes.parseFailed
      | typeof commerceErrorCodes.unexpectedShape,
    message: string,
    options: { url?: string; body?: string; cause?: unknown } = {},
  ) {
    super(code, message, options);
    this.name = 'ResponseError';
    this.body = options.body;
  }
}

/** A non-OK answer that is not a model-state body: carries url, status and status text (spec §8). */
export class FetchError extends CommerceError {
  readonly status: number;
  readonly statusText: string;
  readonly body: string;
  constructor(
    message: string,
    details: { url: string; status: number; statusText: string; body?: string; cause?: unknown },
  ) {
    super(commerceErrorCodes.fetchFailed, message, { url: details.url, cause: details.cause });
    this.name = 'FetchError';
    this.status = details.status;
    this.statusText = details.statusText;
    this.body = details.body ?? '';
  }
}

/** A validation answer: field name → messages plus an optional summary message (spec §8). */
export class ModelStateError extends CommerceError {
  readonly modelState: Record<string, string[]>;
  /**
   * Each problem with its field, code and params, in the server's order: what the storefront
   * translates (by code, never by the English message). A body without codes gets code 'invalid'.
   */
  readonly issues: readonly ModelStateIssue[];
  readonly status: number;
  constructor(
    modelState: Record<string, string[]>,
    options: { message?: string; url?: string; status?: number; issues?: readonly ModelStateIssue[] } = {},
  ) {
    const first = Object.values(modelState).find((messages) => messages.length > 0)?.[0];
    super(commerceErrorCodes.modelState, options.message ?? first ?? 'Validation failed', {
      url: options.url,
    });
    this.name = 'ModelStateError';
    this.modelState = modelState;
    this.issues =
      options.issues ??
      Object.entries(modelState).flatMap(([field, messages]) =>
        messages.map((message) => ({ field, code: 'invalid', params: {}, message })),
      );
    this.status = options.status ?? 400;
  }

  /** The first issue (the server lists the one to show first), or undefined. */
  get firstIssue(): ModelStateIssue | undefined {
    return this.issues[0];
  }
}

/** One problem of a validation answer: dotted field path, code ('required', 'sessionExpired', …), params and the English message. */
export interface ModelStateIssue {
  readonly field: string;
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly message: string;
}

/** A condition worth telling the shopper about as a warning rather than an error (spec §8 mapping). */
export class WarningError extends CommerceError {
  readonly type = 'warning';
  constructor(message: string) {
    super(commerceErrorCodes.warning, message);
    this.name = 'WarningError';
  }
}

/**
 * Whether `value` is a model state: a plain object of field name → list of messages. It accepts what
 * the `modelState` of `modelStateSchema` accepts, without zod, for in-process values the browser looks
 * at (a thrown error's `modelState`); answers from the wire are checked with the schema itself.
 */
export function isModelStateMap(value: unknown): value is Record<string, string[]> {
  if (!isPlainObject(value)) return false;
  return Reflect.ownKeys(value).every(
    (key) =>
      key === '__proto__' ||
      !Object.prototype.propertyIsEnumerable.call(value, key) ||
      (typeof key === 'string' && isMessageList(value[key])),
  );
}

const isObject = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** zod's rule for a record: an object whose constructor (if any) is `Object`-like (its prototype owns `isPrototypeOf`). */
function isPlainObject(value: unknown): value is Record<PropertyKey, unknown> {
  if (!isObject(value)) return false;
  const maker: unknown = value.constructor;
  if (typeof maker !== 'function') return true;
  const prototype: unknown = maker.prototype;
  return isObject(prototype) && Object.hasOwn(prototype, 'isPrototypeOf');
}

const isMessageList = (value: unknown) =>
  Array.isArray(value) && value.every((message) => typeof message === 'string');
