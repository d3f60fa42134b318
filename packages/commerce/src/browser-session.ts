/** sessionStorage key of the browser tab's id. */
const SESSION_ID_KEY = 'ironmark-session';

/**
 * A per-tab id sent with real-time lookups (spec §7 `sessionId`); not personal data. Kept in the
 * tab's sessionStorage; 'server' outside a browser, 'anonymous' where site data is blocked.
 */
export function browserSessionId(): string {
  if (typeof window === 'undefined') return 'server';
  try {
    const stored = window.sessionStorage.getItem(SESSION_ID_KEY);
    if (stored) return stored;
    const id = crypto.randomUUID();
    window.sessionStorage.setItem(SESSION_ID_KEY, id);
    return id;
  } catch {
    return 'anonymous';
  }
}
