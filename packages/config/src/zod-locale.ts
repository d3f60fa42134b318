import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * Gives zod/mini the English issue messages that classic `zod` installs on its own ('Invalid input:
 * expected string, received number' rather than a bare 'Invalid input'), unless the app has already
 * chosen a locale. Every module that builds a schema calls it at load, so it runs even when a bundler
 * honouring `sideEffects: false` keeps only that module.
 */
export function ensureEnglishZodMessages(): void {
  if (!config().localeError) config(en());
}
