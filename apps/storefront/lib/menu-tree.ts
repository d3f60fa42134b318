import { type NavigationItem, navigationItemSchema } from '@ironmark/navigation';
import * as z from 'zod/mini';

const menuTreeSchema = z.object({ primary: z.array(navigationItemSchema) });

/**
 * The mega menu's whole primary tree of a locale, from /api/menu/{locale} (issue 16: the panels are
 * fetched on first open, not carried in every page). Rejects on a failed or malformed answer.
 */
export async function fetchMenuTree(locale: string): Promise<readonly NavigationItem[]> {
  const response = await fetch(`/api/menu/${encodeURIComponent(locale)}`);
  if (!response.ok) throw new Error(`menu tree answered ${response.status}`);
  return menuTreeSchema.parse(await response.json()).primary;
}
