/** Codes of {@link SearchError}: an HTTP error answer, an answer of the wrong shape, or no answer at all. */
export const SEARCH_ERROR_CODES = {
  http: 'SEARCH_HTTP_ERROR',
  invalidResponse: 'SEARCH_INVALID_RESPONSE',
  network: 'SEARCH_NETWORK_ERROR',
} as const;
/** One of {@link SEARCH_ERROR_CODES}. */
export type SearchErrorCode = (typeof SEARCH_ERROR_CODES)[keyof typeof SEARCH_ERROR_CODES];

/**
 * Error thrown by the search client. For HTTP errors the message is `[status] msg1, msg2` — the status
 * and the server's `errors` (spec §8 "Search client: throws an error showing the status and the
 * server's error messages").
 */
export class SearchError extends Error {
  override readonly name = 'SearchError';
  /** What failed. */
  readonly code: SearchErrorCode;
  /** HTTP status, 0 when no answer arrived. */
  readonly status: number;
  /** The server's error messages (empty when it sent none). */
  readonly errors: readonly string[];

  constructor(
    code: SearchErrorCode,
    message: string,
    { status = 0, errors = [], cause }: { status?: number; errors?: readonly string[]; cause?: unknown } = {},
  ) {
    super(message, { cause });
    this.code = code;
    this.status = status;
    this.errors = errors;
  }
}
