import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  COOKIE_CONSENT_KEY,
  type ConsentChoice,
  consentChoiceOf,
  consentChoices,
  consentModeDefault,
  consentModeUpdate,
  consentSettings,
  consentStateOf,
  consentStates,
  knownStoredConsent,
  parseStoredConsentAsync,
  serializeConsent,
  UNPARSEABLE_CONSENT_MESSAGE,
} from './consent';
import { parseStoredConsent } from './consent-schema';

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

describe('consentChoiceOf', () => {
  it.each([
    ['granted', 'granted', 'all'],
    ['denied', 'denied', 'necessary'],
    ['granted', 'denied', null],
    ['denied', 'granted', null],
  ] as const)('reads ad %s and analytics %s as %j', (ad, analytics, choice) => {
    expect(
      consentChoiceOf({ ad_storage: ad, analytics_storage: analytics, functionality_storage: 'granted' }),
    ).toBe(choice);
  });
});

describe('stored consent without the schema (browser)', () => {
  it.each(consentChoices)('recognises the value this shop writes for %s', (choice) => {
    expect(knownStoredConsent(serializeConsent(choice))).toBe(choice);
  });

  it.each([null, undefined, ''])('reads %j as no choice', (raw) => {
    expect(knownStoredConsent(raw)).toBeNull();
  });

  it.each([
    [
      'the same settings spaced out',
      '{ "ad_storage": "granted", "analytics_storage": "granted", "functionality_storage": "granted" }',
    ],
    ['not JSON', '{ad_storage'],
    ['a bare string', '"all"'],
  ])('leaves %s to the schema', (_case, raw) => {
    expect(knownStoredConsent(raw)).toBeUndefined();
  });

  it('agrees with parseStoredConsent on every text it recognises', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...consentChoices).map(serializeConsent), fc.constant(''), fc.string()),
        (raw) => {
          const known = knownStoredConsent(raw);
          if (known !== undefined) expect(known).toBe(parseStoredConsent(raw));
        },
      ),
    );
    error.mockRestore();
  });

  it.each<[string, ConsentChoice | null]>([
    ...consentChoices.map((choice): [string, ConsentChoice] => [serializeConsent(choice), choice]),
    ['', null],
    [
      '{ "ad_storage": "denied", "analytics_storage": "denied", "functionality_storage": "granted" }',
      'necessary',
    ],
  ])('parseStoredConsentAsync(%j) resolves %j, as parseStoredConsent', async (raw, choice) => {
    await expect(parseStoredConsentAsync(raw)).resolves.toBe(choice);
    expect(parseStoredConsent(raw)).toBe(choice);
  });

  it('parseStoredConsentAsync logs an unparseable value with the same line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(parseStoredConsentAsync('{oops')).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith(UNPARSEABLE_CONSENT_MESSAGE, '{oops');
  });
});
