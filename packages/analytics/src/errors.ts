/** Codes of the failures this package reports to its callers. */
export const AnalyticsErrorCode = {
  /** A tag-manager container id is not of the form `GTM-XXXXXXX`. */
  invalidContainerId: 'INVALID_CONTAINER_ID',
  /** An affiliate tracker id contains characters other than letters, digits, `_` and `-`. */
  invalidAffiliateId: 'INVALID_AFFILIATE_ID',
  /** An affiliate loader URL pattern is not an https URL containing `{id}`. */
  invalidAffiliatePattern: 'INVALID_AFFILIATE_PATTERN',
  /** A React hook of `@ironmark/analytics/react` was used outside its `AnalyticsProvider`. */
  missingProvider: 'MISSING_PROVIDER',
} as const;

/** One of the {@link AnalyticsErrorCode} values. */
export type AnalyticsErrorCode = (typeof AnalyticsErrorCode)[keyof typeof AnalyticsErrorCode];

/** Error thrown by `@ironmark/analytics`; `code` tells the caller which failure it is. */
export class AnalyticsError extends Error {
  override readonly name = 'AnalyticsError';
  /** Which failure this is. */
  readonly code: AnalyticsErrorCode;
  /** The offending value, when there is one (never personal data). */
  readonly value: unknown;

  /** Creates an error with a code, a readable message and optionally the offending value and cause. */
  constructor(code: AnalyticsErrorCode, message: string, options: { value?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.value = options.value;
  }
}
