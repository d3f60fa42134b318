import type { NavigationItem } from '@ironmark/navigation';

/**
 * The mega menu's whole primary tree of a locale, from /api/menu/{locale} (issue 16: the panels are
 * fetched on first open, not carried in every page). The answer's schema is loaded with it, on demand.
 * Rejects on a failed or malformed answer.
 */
export async function fetchMenuTree(locale: string): Promise<readonly NavigationItem[]> {
  const response = await fetch(`/api/menu/${encodeURIComponent(locale)}`);
  if (!response.ok) throw new Error(`menu tree answered ${response.status}`);
  const [{ menuTreeSchema }, body] = await Promise.all([import('./menu-tree-schema'), response.json()]);
  return menuTreeSchema.parse(body).primary;
}
