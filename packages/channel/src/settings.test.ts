import { schemaAgreement } from '@ironmark/config/vitest/schema-agreement';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkUserSettings,
  readStoredUserSettings,
  STORED_USER_SETTINGS_ERROR,
  serializeUserSettings,
} from './settings';
import { storedUserSettingsSchema } from './settings-schema';

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

describe("checkUserSettings (the browser's zod-free check)", () => {
  // The contract stays storedUserSettingsSchema; the browser's check must agree with it on any input:
  // the same verdict, and the same settings when both accept.
  const code = fc.oneof(
    { weight: 6, arbitrary: fc.stringMatching(/^[a-zA-Z]{2}$/) },
    { weight: 1, arbitrary: fc.constantFrom('swe', 's', 'S1', 'se\n', '') },
    { weight: 1, arbitrary: fc.anything() },
  );
  const stored = fc.oneof(
    fc.record(
      {
        country: code,
        language: code,
        locale: fc.oneof(fc.constantFrom('sv-se', 'en'), fc.anything()),
        other: fc.anything(),
      },
      { requiredKeys: [] },
    ),
    fc.anything(),
  );

  it('property: agrees with storedUserSettingsSchema', () => {
    const agreement = schemaAgreement(storedUserSettingsSchema, (value) => {
      const checked = checkUserSettings(value);
      return checked === null ? { success: false } : { success: true, data: checked };
    });
    fc.assert(fc.property(stored, agreement.property), { numRuns: 3000 });
    expect(agreement.accepted()).toBeGreaterThan(300);
  });

  it('drops other keys', () => {
    expect(checkUserSettings({ country: 'se', locale: 'sv-se', admin: true })).toEqual({
      country: 'se',
      locale: 'sv-se',
    });
  });
});
