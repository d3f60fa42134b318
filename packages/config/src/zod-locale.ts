import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * Gives zod/mini the English issue messages that classic `zod` installs on its own ('Invalid input:
 * expected string, received number' rather than a bare 'Invalid input'), unless the app has already
 * chosen a locale. Every module that builds a schema calls it at load, so it runs even when a bundler
 * honouring `sideEffects: false` keeps only that module.
 */
export function ensureEnglishZodMessages(): void {
  if (!config().localeError) config(en());
}

/** One bad field of a request, as validation answers name it: path, machine-readable code, its parameters and the English message. */
export interface FieldIssue {
  /** Dotted path of the field ('contact.email', 'lines.0.code'); 'body' for the request as a whole. */
  readonly field: string;
  /** What is wrong, for translation: 'required', 'too_long', 'invalid_email', 'invalid_characters', … */
  readonly code: string;
  /** Values the translated message needs, e.g. `{ max: 100 }` for 'too_long'. */
  readonly params: Readonly<Record<string, string | number>>;
  /** The English message (for logs and clients that do not translate). */
  readonly message: string;
}

/** The parts of a zod issue {@link fieldIssueOf} reads (zod and zod/mini issues both fit). */
export interface ZodIssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly input?: unknown;
  readonly origin?: string;
  readonly format?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly expected?: string;
  readonly values?: readonly unknown[];
  readonly keys?: readonly string[];
  readonly params?: Readonly<Record<string, unknown>>;
}

const limit = (value: number | bigint | undefined) => Number(value ?? 0);

/**
 * The code and parameters of a zod issue. Custom checks name their code in `params.code` (with any
 * other params beside it); built-in checks map by kind: a missing value or an empty required string is
 * 'required'; strings 'too_short'/'too_long' `{min|max}`, lists 'too_few'/'too_many', numbers
 * 'too_small'/'too_big'; an e-mail format 'invalid_email', other formats 'invalid_format'; enums and
 * literals 'invalid_value'; unknown keys 'unknown_key'; a wrong type 'invalid_type' `{expected}`.
 * Parse with `reportInput: true` so a missing value can be told from a wrong one.
 */
export function fieldIssueOf(issue: ZodIssueLike): FieldIssue {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  const coded = (code: string, params: Record<string, string | number> = {}): FieldIssue => ({
    field,
    code,
    params,
    message: issue.message,
  });
  switch (issue.code) {
    case 'custom': {
      const { code, ...params } = issue.params ?? {};
      const plain: Record<string, string | number> = {};
      for (const [key, value] of Object.entries(params))
        if (typeof value === 'string' || typeof value === 'number') plain[key] = value;
      return coded(typeof code === 'string' ? code : 'invalid', plain);
    }
    case 'invalid_type':
      return 'input' in issue && (issue.input === undefined || issue.input === null)
        ? coded('required')
        : coded('invalid_type', { expected: String(issue.expected ?? 'value') });
    case 'too_small':
      if (issue.origin === 'string')
        return limit(issue.minimum) <= 1
          ? coded('required')
          : coded('too_short', { min: limit(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return coded('too_few', { min: limit(issue.minimum) });
      return coded('too_small', { min: limit(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return coded('too_long', { max: limit(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return coded('too_many', { max: limit(issue.maximum) });
      return coded('too_big', { max: limit(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? coded('invalid_email') : coded('invalid_format');
    case 'invalid_value':
      return coded('invalid_value', { values: (issue.values ?? []).map(String).join(',') });
    case 'unrecognized_keys':
      return coded('unknown_key', { keys: (issue.keys ?? []).join(',') });
    default:
      return coded('invalid_value');
  }
}

/** A surrogate half without its partner (not valid Unicode; PostgreSQL and UTF-8 cannot store it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A C0 control character other than tab (9), line feed (10) and carriage return (13), or DEL (127). */
const isControl = (unit: number) => (unit < 32 && unit !== 9 && unit !== 10 && unit !== 13) || unit === 127;

/**
 * Whether `value` is text every store and log can hold: no NUL or other control characters (tab and
 * line breaks allowed) and no unpaired surrogate. The one rule every free-text request field checks
 * (code 'invalid_characters').
 */
export function isStorableText(value: string): boolean {
  for (let at = 0; at < value.length; at += 1) if (isControl(value.charCodeAt(at))) return false;
  return !LONE_SURROGATE.test(value);
}
