/**
 * The messages one part of a page needs in the browser (issue 16: only client components' messages
 * are serialised into a page, not the whole dictionary): whole namespaces ('nav' = every 'nav.*'
 * key, '*' = every message) and single keys.
 */
export interface MessageScope {
  readonly namespaces: readonly string[];
  readonly keys: readonly string[];
}

/** Whether a scope holds a message key: its namespace (the part before the first '.'), '*', or the key itself. */
export function scopeHasKey({ namespaces, keys }: MessageScope, key: string): boolean {
  const namespace = key.includes('.') ? key.split('.')[0] : undefined;
  return (
    namespaces.includes('*') ||
    (namespace !== undefined && namespaces.includes(namespace)) ||
    keys.includes(key)
  );
}

/** The messages of `all` that any of the scopes holds. */
export function messagesInScopes(
  all: Readonly<Record<string, string>>,
  scopes: readonly MessageScope[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(all).filter(([key]) => scopes.some((scope) => scopeHasKey(scope, key))),
  );
}
