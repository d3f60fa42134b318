/**
 * The form of every record id the backend hands out (quotes, shared lists): URL-safe base64 letters,
 * at most 64. A service asked for an id of another form answers "not found" without querying, so a
 * page passing on a visitor's text (a NUL, a lone surrogate, 10 kB) never reaches the database.
 */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `id` has the form of a record id ({@link RECORD_ID_PATTERN}). */
export function isRecordId(id: string): boolean {
  return RECORD_ID_PATTERN.test(id);
}
