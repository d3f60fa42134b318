import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredUserSettings, STORED_USER_SETTINGS_ERROR, serializeUserSettings } from './settings';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readStoredUserSettings', () => {
  it('resolves to null without a log line when nothing is stored', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(readStoredUserSettings(null)).resolves.toBeNull();
    await expect(readStoredUserSettings(undefined)).resolves.toBeNull();
    await expect(readStoredUserSettings('')).resolves.toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('resolves to the settings it serialised', async () => {
    const settings = { country: 'se', language: 'sv', locale: 'sv-se' };
    await expect(readStoredUserSettings(serializeUserSettings(settings))).resolves.toEqual(settings);
  });

  it.each(['{', '{"country":"sweden"}', 'null'])('drops %j with the spec §8 log line', async (raw) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(readStoredUserSettings(raw)).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith(STORED_USER_SETTINGS_ERROR, raw);
    expect(STORED_USER_SETTINGS_ERROR).toBe('Failed to parse stored user settings');
  });
});

describe('serializeUserSettings', () => {
  it('stores lower-case codes and leaves out what is not set', () => {
    expect(JSON.parse(serializeUserSettings({ country: 'SE', locale: 'SV-SE' }))).toEqual({
      country: 'se',
      locale: 'sv-se',
    });
  });
});
