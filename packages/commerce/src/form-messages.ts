import { formatMessage } from '@ironmark/channel';
import { fieldIssueOf, type ZodIssueLike } from '@ironmark/config/zod-locale';
import type { Notification } from './contract';
import { FetchError, type ModelStateIssue } from './errors';
import type { TextWithFallback } from './issue-messages';
import { type Translate, toNotification } from './notification';
import { apiErrorBodySchema } from './wire';

/**
 * What the forms that check their input with the contract before sending (contact, order status)
 * show: their field problems in the page's language, from zod issues or a model state, and the toast
 * of a failed call. These forms validate as the shopper types, with the contract's schemas, so this
 * module reads zod issues and the API's error body directly; the pages without such a form never
 * load it.
 */

/** What a form shows of a field problem: its code, params and the English message (the last resort). */
export type FieldProblem = Pick<ModelStateIssue, 'code' | 'params' | 'message'>;

/** A problem a form is told about: a zod issue of its own check of the contract, or a model state's issue. */
export type FormIssue = ZodIssueLike | ModelStateIssue;

/** The translation key of each field code shown without parameters (its English is the problem's message). */
const FIELD_CODE_KEYS: Readonly<Record<string, string>> = {
  invalid_email: 'invalidEmail',
  invalid_phone: 'invalidPhone',
  invalid_zip: 'invalidZip',
  invalid_order_number: 'orderStatus.invalidOrderNumber',
  invalid_characters: 'invalidCharacters',
};

/** `text` with its English fallback filled with `args` as the translation would be. */
const filled = (text: TextWithFallback, key: string, english: string, args: readonly (string | number)[]) =>
  text(key, formatMessage(english, args), args);

/**
 * A commerce validation problem (contract schema or server model state) in the page's language, by
 * its code — never by its English text: 'required' is 'Please enter your {0}' and 'too_long' 'Your {0}
 * is too long (at most {1} characters)' with the field's noun (spec §5), or 'At most {0} characters'
 * without one; e-mail, phone, zip, order-number and character codes have their own keys (the problem's
 * message when the translations lack one). `overrides` gives a form's own key for a code (e.g. the
 * order number's 'required'); an unknown code shows the problem's message.
 */
export function translateFieldIssue(
  problem: FieldProblem,
  text: TextWithFallback,
  noun?: string,
  overrides: Readonly<Record<string, string>> = {},
): string {
  const own = Object.hasOwn(overrides, problem.code) ? overrides[problem.code] : undefined;
  if (own) return text(own, problem.message);
  const max = problem.params.max ?? '';
  if (problem.code === 'required' && noun)
    return filled(text, 'pleaseEnter', 'Please enter your {0}', [noun]);
  if (problem.code === 'too_long') {
    return noun
      ? filled(text, 'fieldTooLong', 'Your {0} is too long (at most {1} characters)', [noun, max])
      : filled(text, 'atMostCharacters', 'At most {0} characters', [max]);
  }
  const key = Object.hasOwn(FIELD_CODE_KEYS, problem.code) ? FIELD_CODE_KEYS[problem.code] : undefined;
  return key ? text(key, problem.message) : problem.message;
}

/** The first problem of each top-level field, from zod issues (a form's own check) or a model state's issues. */
function firstProblems(issues: readonly FormIssue[]): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const issue of issues) {
    const problem = 'field' in issue ? issue : fieldIssueOf(issue);
    const field = problem.field.split('.')[0] || 'body';
    problems[field] ??= problem;
  }
  return problems;
}

/**
 * The messages of a form's `fields` in the page's language, from zod issues (the form's own check of
 * the contract) or a model state's issues: each field's first problem (a nested path counts for its
 * top-level field) through {@link translateFieldIssue} with the field's noun and own keys. Problems of
 * other fields are left out, so an empty answer means nothing to show under a field.
 */
export function translateFieldProblems<F extends string>(
  issues: readonly FormIssue[],
  fields: readonly F[],
  text: TextWithFallback,
  nouns: Partial<Record<F, string>> = {},
  overrides: Partial<Record<F, Readonly<Record<string, string>>>> = {},
): Partial<Record<F, string>> {
  const problems = firstProblems(issues);
  const messages: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const problem = problems[field];
    if (problem) messages[field] = translateFieldIssue(problem, text, nouns[field], overrides[field]);
  }
  return messages;
}

/**
 * The notification for a failed call of a form (contact, order status): {@link toNotification},
 * except that a non-OK answer with the API's `{ message, code }` body (429 rate limit, 503, 403
 * origin) shows the server's sentence rather than the transport text 'Request to … failed: 429'; any
 * other HTTP failure falls back to the translated 'generalError'.
 */
export function notificationFor(error: unknown, translate: Translate): Notification {
  if (error instanceof FetchError) {
    let body: unknown = null;
    try {
      body = JSON.parse(error.body);
    } catch {
      body = null;
    }
    const parsed = apiErrorBodySchema.safeParse(body);
    return toNotification(parsed.success ? { message: parsed.data.message } : null, translate);
  }
  return toNotification(error, translate);
}
