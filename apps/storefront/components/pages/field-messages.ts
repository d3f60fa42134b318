import type { PageTextKey } from './texts';

type Translate = (key: PageTextKey, args?: readonly (string | number)[]) => string;

/**
 * Shows a commerce validation message (contract schema or server model state) in the page language:
 * 'Invalid Email', 'Invalid Phone' and 'Please enter your {0}' (spec §5), the order-number messages and
 * the length limits are re-worded through the translations, `{0}` being the field's noun; any other
 * message is shown as it is.
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
  if (message === 'Invalid order number') return translate('orderStatus.invalidOrderNumber');
  if (message === 'Order number is required') return translate('orderStatus.orderNumberRequired');
  const tooLong = /^Your (.+) is too long \(at most (\d+) characters\)$/.exec(message);
  if (tooLong) return translate('fieldTooLong', [noun ?? tooLong[1] ?? '', tooLong[2] ?? '']);
  const atMost = /^At most (\d+) characters$/.exec(message);
  if (atMost) return translate('atMostCharacters', [atMost[1] ?? '']);
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
