import { navigationItemSchema } from '@ironmark/navigation';
import * as z from 'zod/mini';

/**
 * The answer of /api/menu/{locale}: the mega menu's whole primary tree. `fetchMenuTree` (./menu-tree) loads this
 * module on the menu's first open (issue 16), so its zod stays out of every page's first load.
 */
export const menuTreeSchema = z.object({ primary: z.array(navigationItemSchema) });
