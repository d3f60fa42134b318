import type { Logger } from './services/outbox';

/**
 * Log lines carry no personal data (GDPR art. 5(1)(c), OWASP Logging Cheat Sheet): the commerce
 * backend logs through {@link redactingLogger}, which turns every detail into {@link safeDetail} —
 * for errors their name, code, SQLSTATE and message with the bound values cut away — so a failed
 * insert can never print a customer's name, e-mail, phone or address.
 */

/** Where a query error's message starts listing the bound values (drizzle: "Failed query: …\nparams: …"). */
const PARAMS = /\n\s*params:[\s\S]*$/;
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g;
/** Values PostgreSQL quotes inside its messages (`invalid input syntax for type integer: "x"`). */
const QUOTED = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;
const DIGITS = /\+?\d[\d ()-]{5,}\d/g;
const MAX_MESSAGE = 500;

/** A message with bound values, quoted values, e-mail addresses and phone-like digit runs removed. */
export function redactMessage(message: string): string {
  return message
    .replace(PARAMS, '\n  params: [redacted]')
    .replace(EMAIL, '[e-mail]')
    .replace(QUOTED, '"…"')
    .replace(DIGITS, '[number]')
    .slice(0, MAX_MESSAGE);
}

/** What may be logged of an error: name, code, SQLSTATE, redacted message and the same of its cause. */
export interface SafeError {
  name: string;
  message: string;
  code?: string;
  cause?: SafeError;
}

/** An error reduced to {@link SafeError} (depth-limited causes); never its `detail`, `params` or input. */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { name: typeof error, message: '[redacted value]' };
  const code = (error as { code?: unknown }).code;
  const safe: SafeError = { name: error.name, message: redactMessage(error.message) };
  if (typeof code === 'string' || typeof code === 'number') safe.code = String(code);
  if (error.cause !== undefined && depth < 3) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

/** A log detail made safe: numbers, booleans and ids pass; errors become {@link SafeError}; other values are redacted. */
export function safeDetail(detail: unknown): unknown {
  if (detail instanceof Error) return safeError(detail);
  if (typeof detail === 'number' || typeof detail === 'boolean' || detail == null) return detail;
  if (typeof detail === 'string') return redactMessage(detail);
  return '[redacted value]';
}

/** `logger` with every message redacted and every detail passed through {@link safeDetail}. */
export function redactingLogger(logger: Logger): Logger {
  return {
    info: (message, ...details) => logger.info(redactMessage(message), ...details.map(safeDetail)),
    error: (message, ...details) => logger.error(redactMessage(message), ...details.map(safeDetail)),
  };
}
