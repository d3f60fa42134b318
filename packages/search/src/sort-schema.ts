import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import { SEARCH_KINDS, SORT_KEYS } from './sort';

ensureEnglishZodMessages();

/** A result kind of a request or URL: one of `SEARCH_KINDS` (`'products' | 'content'`). */
export const searchKindSchema = z.enum(SEARCH_KINDS);

/** A sort key of a request or URL: one of `SORT_KEYS` (`{field}.{direction}`, e.g. `price.asc`). */
export const sortKeySchema = z.enum(SORT_KEYS);
