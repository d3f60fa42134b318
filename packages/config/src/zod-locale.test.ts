import { afterEach, describe, expect, it } from 'vitest';
import { config, object, string } from 'zod/mini';
import { ensureEnglishZodMessages } from './zod-locale';

// zod/mini installs no locale of its own; this file imports no classic zod (which would).
describe('ensureEnglishZodMessages', () => {
  afterEach(() => {
    config({ localeError: undefined });
  });

  it('gives zod/mini the English issue texts classic zod has', () => {
    config({ localeError: undefined });
    const schema = object({ name: string() });
    expect(schema.safeParse({ name: 1 }).error?.issues[0]?.message).toBe('Invalid input');
    ensureEnglishZodMessages();
    expect(schema.safeParse({ name: 1 }).error?.issues[0]?.message).toBe(
      'Invalid input: expected string, received number',
    );
  });

  it('keeps a locale the app chose', () => {
    config({ localeError: () => 'Ogiltig inmatning' });
    ensureEnglishZodMessages();
    expect(object({ name: string() }).safeParse({}).error?.issues[0]?.message).toBe('Ogiltig inmatning');
  });
});
