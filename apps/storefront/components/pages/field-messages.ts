import type { ModelStateIssue } from '@ironmark/commerce';
import { fieldIssueOf, type ZodIssueLike } from '@ironmark/config/zod-locale';
import type { PageTextKey } from './texts';

type Translate = (key: PageTextKey, args?: readonly (string | number)[]) => string;

/** What a form shows of a field problem: its code, params and the English message (the last resort). */
export type FieldProblem = Pick<ModelStateIssue, 'code' | 'params' | 'message'>;

/** The translation key of each field code shown without parameters. */
const KEY_OF_CODE: Readonly<Record<string, PageTextKey>> = {
  invalid_email: 'invalidEmail',
  invalid_phone: 'invalidPhone',
  invalid_zip: 'invalidZip',
  invalid_order_number: 'orderStatus.invalidOrderNumber',
  invalid_characters: 'invalidCharacters',
};

/**
 * Shows a commerce validation problem (contract schema or server model state) in the page language
 * by its code — never by its English text: 'required' is 'Please enter your {0}' and 'too_long'
 * 'Your {0} is too long (at most {1} characters)' with the field's noun (spec §5), or 'At most {0}
 * characters' without one; e-mail, phone, zip, order-number and character codes have their own keys.
 * `overrides` gives a form's own key for a code (e.g. the order number's 'required'); an unknown code
 * shows the server's message.
 */
export function localiseFieldIssue(
  problem: FieldProblem,
  noun: string | undefined,
  translate: Translate,
  overrides: Readonly<Record<string, PageTextKey>> = {},
): string {
  const own = Object.hasOwn(overrides, problem.code) ? overrides[problem.code] : undefined;
  if (own) return translate(own);
  const max = problem.params.max ?? '';
  if (problem.code === 'required' && noun) return translate('pleaseEnter', [noun]);
  if (problem.code === 'too_long')
    return noun ? translate('fieldTooLong', [noun, max]) : translate('atMostCharacters', [max]);
  const key = Object.hasOwn(KEY_OF_CODE, problem.code) ? KEY_OF_CODE[problem.code] : undefined;
  return key ? translate(key) : problem.message;
}

/** The first problem of each top-level field, from zod issues (a form's own check) or a model state's issues. */
export function firstProblems(
  issues: readonly (ZodIssueLike | ModelStateIssue)[],
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const issue of issues) {
    const problem = 'field' in issue ? issue : fieldIssueOf(issue);
    const field = problem.field.split('.')[0] || 'body';
    problems[field] ??= problem;
  }
  return problems;
}

/**
 * The messages of a form's `fields` in the page language: each field's first problem (from
 * {@link firstProblems}) through {@link localiseFieldIssue} with the field's noun and own keys.
 * Problems of other fields are left out, so an empty answer means nothing to show under a field.
 */
export function localiseFieldProblems<F extends string>(
  problems: Readonly<Record<string, FieldProblem>>,
  fields: readonly F[],
  translate: Translate,
  nouns: Partial<Record<F, string>> = {},
  overrides: Partial<Record<F, Readonly<Record<string, PageTextKey>>>> = {},
): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const problem = problems[field];
    if (problem) messages[field] = localiseFieldIssue(problem, nouns[field], translate, overrides[field]);
  }
  return messages;
}
