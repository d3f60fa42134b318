/** What replaces an e-mail-like value before it can reach the data layer. */
export const REDACTED = '[redacted]';

// local@domain.tld, also with the @ URL-encoded (%40). The local part may hold any character RFC 5322
// allows unquoted (including / ? # & =), so only whitespace and its specials end it; the domain stops
// at URL delimiters. Redacting too much is the safe failure.
const EMAIL_LIKE = /[^\s@"<>()[\]\\,;:]*(?:@|%40)[^\s@"<>()[\]\\,;:/?#&=]+\.[^\s@"<>()[\]\\,;:/?#&=]+/gi;

/**
 * True when a string contains an e-mail-like value (`name@host.tld`, also `%40`-encoded).
 * GA4 forbids personal data (external-apis §2(c)), so such values never reach the data layer.
 */
export function containsEmail(text: string): boolean {
  EMAIL_LIKE.lastIndex = 0;
  return EMAIL_LIKE.test(text);
}

/** Replaces every e-mail-like part of a string with {@link REDACTED}; other text is kept. */
export function redactEmails(text: string): string {
  return text.replace(EMAIL_LIKE, REDACTED);
}

/**
 * A URL path and query with every path segment, query name or query value that holds an e-mail-like
 * value replaced by {@link REDACTED} as a whole, so the rest of the URL stays readable
 * (`'/thanks?email=jane%40example.com&step=2'` → `'/thanks?email=[redacted]&step=2'`).
 */
export function redactUrlPath(pathname: string, search = ''): string {
  const part = (text: string) => (containsEmail(text) ? REDACTED : text);
  const path = pathname.split('/').map(part).join('/');
  const query = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return value.length === 0 ? part(name) : `${part(name)}=${part(value.join('='))}`;
    })
    .join('&');
  // A final pass catches an address split across delimiters.
  return redactEmails(query === '' ? path : `${path}?${query}`);
}

/**
 * Deep copy of a plain JSON-like value with every e-mail-like string part replaced by
 * {@link REDACTED}. The data layer applies it to every payload as a last line of defence; keys
 * named like personal fields (`email`, `phone`, …) are dropped entirely.
 */
export function scrubPersonalData<T>(value: T): T {
  return scrub(value) as T;
}

const PERSONAL_KEYS = new Set([
  'email',
  'e_mail',
  'phone',
  'telephone',
  'first_name',
  'last_name',
  'address',
]);

function scrub(value: unknown): unknown {
  if (typeof value === 'string') return redactEmails(value);
  if (Array.isArray(value)) return value.map(scrub);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([key]) => !PERSONAL_KEYS.has(key.toLowerCase()))
      .map(([key, inner]) => [key, scrub(inner)] as const);
    return Object.fromEntries(entries);
  }
  return value;
}
