import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { consentChoices, serializeConsent, UNPARSEABLE_CONSENT_MESSAGE } from './consent';
import { parseStoredConsent } from './consent-schema';

describe('stored consent', () => {
  it('round-trips every choice through serializeConsent and parseStoredConsent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...consentChoices), (choice) => {
        expect(parseStoredConsent(serializeConsent(choice))).toBe(choice);
      }),
    );
  });

  it('stores the spec §3 settings as JSON', () => {
    expect(JSON.parse(serializeConsent('necessary'))).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
    });
  });

  it.each([null, undefined, ''])('treats %j as no choice without logging', (raw) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseStoredConsent(raw)).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{ad_storage'],
    ['a bare string', '"all"'],
    [
      'a wrong signal',
      '{"ad_storage":"yes","analytics_storage":"granted","functionality_storage":"granted"}',
    ],
    ['a missing setting', '{"ad_storage":"granted","analytics_storage":"granted"}'],
    [
      'ad and analytics disagreeing',
      '{"ad_storage":"granted","analytics_storage":"denied","functionality_storage":"granted"}',
    ],
    ['null', 'null'],
  ])('logs %s and treats it as undecided (spec §8)', (_case, raw) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseStoredConsent(raw)).toBeNull();
    expect(error).toHaveBeenCalledWith(UNPARSEABLE_CONSENT_MESSAGE, raw);
  });
});
