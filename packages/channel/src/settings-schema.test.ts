import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { serializeUserSettings } from './settings';
import { parseStoredUserSettings } from './settings-schema';

describe('parseStoredUserSettings', () => {
  it('returns null without a log line when nothing is stored', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseStoredUserSettings(null)).toBeNull();
    expect(parseStoredUserSettings('')).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it.each(['{', '42', '{"country":"sweden"}', '{"country":1}', 'null'])(
    'drops %j with the spec §8 log line',
    (raw) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(parseStoredUserSettings(raw)).toBeNull();
      expect(log).toHaveBeenCalledWith('Failed to parse stored user settings', raw);
    },
  );

  it('round-trips what it serialises', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{2}$/),
        fc.option(fc.stringMatching(/^[a-z]{2}$/), { nil: undefined }),
        (country, language) => {
          const settings = { country, ...(language ? { language } : {}) };
          expect(parseStoredUserSettings(serializeUserSettings(settings))).toEqual(settings);
        },
      ),
    );
  });
});
