/** Failure codes of the content API. */
export const CONTENT_ERROR = {
  /** The CMS answered with a non-OK status or could not be reached. */
  requestFailed: 'CONTENT_REQUEST_FAILED',
  /** A CMS payload (envelope or document) did not match its schema. */
  invalidPayload: 'CONTENT_INVALID_PAYLOAD',
  /** No local content file exists for a collection and language. */
  missingLocalFile: 'CONTENT_MISSING_LOCAL_FILE',
} as const;

/** One of {@link CONTENT_ERROR}. */
export type ContentErrorCode = (typeof CONTENT_ERROR)[keyof typeof CONTENT_ERROR];

/** Raised by a content transport; the content source catches it, logs it and falls back. */
export class ContentError extends Error {
  constructor(
    readonly code: ContentErrorCode,
    message: string,
    readonly context: Record<string, unknown> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ContentError';
  }
}
