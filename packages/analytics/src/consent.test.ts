import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  COOKIE_CONSENT_KEY,
  type ConsentChoice,
  consentChoices,
  consentModeDefault,
  consentModeUpdate,
  consentSettings,
  consentStateOf,
  consentStates,
  parseStoredConsent,
  serializeConsent,
  UNPARSEABLE_CONSENT_MESSAGE,
} from './consent';

describe('cookie consent states (spec §4)', () => {
  it('has the three states and is stored under cookie_consent', () => {
    expect(consentStates).toEqual(['undecided', 'all', 'necessary']);
    expect(COOKIE_CONSENT_KEY).toBe('cookie_consent');
  });

  it.each<[ConsentChoice, string, string]>([
    ['all', 'granted', 'granted'],
    ['necessary', 'denied', 'denied'],
  ])('%s sets ad and analytics storage %s/%s and keeps functionality granted', (choice, ad, analytics) => {
    expect(consentSettings(choice)).toEqual({
      ad_storage: ad,
      analytics_storage: analytics,
      functionality_storage: 'granted',
    });
  });

  it.each([
    [null, 'undecided'],
    ['all', 'all'],
    ['necessary', 'necessary'],
  ] as const)('a stored %j is the state %s', (choice, state) => {
    expect(consentStateOf(choice)).toBe(state);
  });
});

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

describe('consent mode v2', () => {
  it('denies everything by default except functionality and security storage, waiting 500 ms', () => {
    expect(consentModeDefault()).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
      personalization_storage: 'denied',
      security_storage: 'granted',
      wait_for_update: 500,
    });
  });

  it.each<[ConsentChoice, 'granted' | 'denied']>([
    ['all', 'granted'],
    ['necessary', 'denied'],
  ])('updates %s with ad_user_data and ad_personalization derived from ad_storage (%s)', (choice, signal) => {
    expect(consentModeUpdate(choice)).toEqual({
      ad_storage: signal,
      ad_user_data: signal,
      ad_personalization: signal,
      analytics_storage: signal,
      functionality_storage: 'granted',
    });
  });
});
