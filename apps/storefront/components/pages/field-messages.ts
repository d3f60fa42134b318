import type { PageTextKey } from './texts';

type Translate = (key: PageTextKey, args?: readonly (string | number)[]) => string;

/**
 * Shows a commerce validation message (contract schema or server model state) in the page language:
 * 'Invalid Email', 'Invalid Phone' and 'Please enter your {0}' (spec §5) are re-worded through the
 * translations, `{0}` being the field's noun; any other message is shown as it is.
 */
export function localiseFieldMessage(
  message: string,
  noun: string | undefined,
  translate: Translate,
): string {
  if (message === 'Invalid Email') return translate('invalidEmail');
  if (message === 'Invalid Phone') return translate('invalidPhone');
  const missing = /^Please enter your (.+)$/.exec(message);
  if (missing) return translate('pleaseEnter', [noun ?? missing[1] ?? '']);
  return message;
}

/** The first message of each field of a zod error or model state, keyed by the top-level field name. */
export function firstMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'body');
    messages[field] ??= issue.message;
  }
  return messages;
}
