import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeConsent } from './consent';
import { AnalyticsError } from './errors';
import { affiliateIdSchema, containerIdSchema } from './schemas';
import {
  affiliateLoaderUrl,
  assertContainerId,
  shouldLoadTags,
  tagManagerNoscriptUrl,
  tagManagerScriptUrl,
  consentBootstrapSnippet,
  tagManagerSnippet,
} from './tags';

interface FakeScript {
  async?: boolean;
  src?: string;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
}

/** Runs the snippet against a minimal window/document and returns what it did. */
function runSnippet(snippet: string, { stored = null as string | null, nonce = null as string | null } = {}) {
  const inserted: FakeScript[] = [];
  const existing = { parentNode: { insertBefore: (node: FakeScript) => inserted.push(node) } };
  const storage = new Map<string, string>(stored === null ? [] : [['cookie_consent', stored]]);
  const window: Record<string, unknown> = {
    localStorage: { getItem: (key: string) => storage.get(key) ?? null },
  };
  const document = {
    createElement: (): FakeScript => ({
      attributes: {},
      setAttribute(name, value) {
        this.attributes[name] = value;
      },
    }),
    getElementsByTagName: () => [existing],
    querySelector: () => (nonce === null ? null : { nonce }),
    head: { appendChild: (node: FakeScript) => inserted.push(node) },
  };
  vm.runInNewContext(snippet, { window, document });
  const dataLayer = (window.dataLayer as unknown[]).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );
  return { dataLayer: JSON.parse(JSON.stringify(dataLayer)) as unknown[], inserted, window };
}

describe('tag-manager URLs', () => {
  it('builds the script and noscript-frame URLs of a container', () => {
    expect(tagManagerScriptUrl('GTM-AB12CD')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect(tagManagerNoscriptUrl('GTM-AB12CD')).toBe(
      'https://www.googletagmanager.com/ns.html?id=GTM-AB12CD',
    );
  });

  it.each([
    'gtm-ab12cd',
    'GTM-',
    'UA-12345',
    'GTM-AB12"</script><script>alert(1)</script>',
    'GTM-AB12&x=1',
    ' GTM-AB12',
  ])('rejects the container id %j with INVALID_CONTAINER_ID', (id) => {
    for (const build of [tagManagerScriptUrl, tagManagerNoscriptUrl, tagManagerSnippet]) {
      expect(() => build(id)).toThrow(
        expect.objectContaining({ name: 'AnalyticsError', code: 'INVALID_CONTAINER_ID' }),
      );
    }
  });
});

describe('consentBootstrapSnippet', () => {
  it('pushes only the all-denied default for a new visitor and loads nothing', () => {
    const snippet = consentBootstrapSnippet();
    expect(snippet).not.toMatch(/<\/|<!--/);
    const { dataLayer, inserted, window } = runSnippet(snippet);
    expect(typeof window.gtag).toBe('function');
    expect(dataLayer).toEqual([
      [
        'consent',
        'default',
        expect.objectContaining({
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        }),
      ],
    ]);
    expect(inserted).toEqual([]);
  });

  it.each([
    ['all', 'granted'],
    ['necessary', 'denied'],
  ] as const)("pushes a returning visitor's stored %s right after the default", (choice, signal) => {
    const { dataLayer } = runSnippet(consentBootstrapSnippet(), { stored: serializeConsent(choice) });
    expect(dataLayer).toEqual([
      ['consent', 'default', expect.any(Object)],
      ['consent', 'update', expect.objectContaining({ ad_storage: signal, analytics_storage: signal })],
    ]);
  });

  it('leaves the consent to the bootstrap when the tag-manager snippet is built without it', () => {
    const { dataLayer } = runSnippet(tagManagerSnippet('GTM-AB12CD', { consent: false }), {
      stored: serializeConsent('all'),
    });
    expect(dataLayer.filter((entry) => Array.isArray(entry))).toEqual([]);
    expect(dataLayer).toContainEqual({ currency: 'USD' });
  });
});

describe('tagManagerSnippet', () => {
  it('is valid JavaScript that cannot close its script element', () => {
    const snippet = tagManagerSnippet('GTM-AB12CD', { currency: 'sek' });
    expect(() => new vm.Script(snippet)).not.toThrow();
    expect(snippet).not.toMatch(/<\/|<!--/);
  });

  it('defines dataLayer and gtag, sets the consent default first, then currency and the gtm.js start', () => {
    const { dataLayer, window } = runSnippet(tagManagerSnippet('GTM-AB12CD', { currency: 'sek' }));
    expect(typeof window.gtag).toBe('function');
    expect(dataLayer).toEqual([
      ['consent', 'default', expect.objectContaining({ ad_storage: 'denied', wait_for_update: 500 })],
      { currency: 'SEK' },
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
  });

  it.each([
    ['all', 'granted'],
    ['necessary', 'denied'],
  ] as const)('pushes the stored choice %s as an update right after the default', (choice, signal) => {
    const { dataLayer } = runSnippet(tagManagerSnippet('GTM-AB12CD'), { stored: serializeConsent(choice) });
    expect(dataLayer.slice(0, 2)).toEqual([
      ['consent', 'default', expect.any(Object)],
      [
        'consent',
        'update',
        {
          ad_storage: signal,
          ad_user_data: signal,
          ad_personalization: signal,
          analytics_storage: signal,
          functionality_storage: 'granted',
        },
      ],
    ]);
  });

  it.each([
    '{broken',
    '"all"',
    '{"ad_storage":"granted","analytics_storage":"denied","functionality_storage":"granted"}',
  ])('keeps the denied default for the unusable stored value %j', (stored) => {
    const { dataLayer } = runSnippet(tagManagerSnippet('GTM-AB12CD'), { stored });
    expect(dataLayer.filter((entry) => Array.isArray(entry))).toHaveLength(1);
  });

  it('defaults the currency to USD and ignores an invalid one', () => {
    expect(runSnippet(tagManagerSnippet('GTM-AB12CD')).dataLayer).toContainEqual({ currency: 'USD' });
    expect(
      runSnippet(tagManagerSnippet('GTM-AB12CD', { currency: '"};alert(1)//' })).dataLayer,
    ).toContainEqual({
      currency: 'USD',
    });
  });

  it('inserts the async container script carrying the page nonce', () => {
    const { inserted } = runSnippet(tagManagerSnippet('GTM-AB12CD'), { nonce: 'n0nce' });
    expect(inserted).toEqual([
      expect.objectContaining({
        async: true,
        src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
        attributes: { nonce: 'n0nce' },
      }),
    ]);
  });

  it('leaves loading to the page when loadScript is false', () => {
    expect(runSnippet(tagManagerSnippet('GTM-AB12CD', { loadScript: false })).inserted).toEqual([]);
  });
});

describe('affiliateLoaderUrl', () => {
  it.each([
    ['12345', undefined, 'https://www.dwin1.com/12345.js'],
    ['ab_c-1', 'https://tracker.example/{id}/loader.js', 'https://tracker.example/ab_c-1/loader.js'],
  ])('builds the loader URL for %s with %s', (id, pattern, expected) => {
    expect(affiliateLoaderUrl(id, pattern)).toBe(expected);
  });

  it.each(['', '12 34', '../x', '1"><script>'])('rejects the id %j with INVALID_AFFILIATE_ID', (id) => {
    expect(() => affiliateLoaderUrl(id)).toThrow(expect.objectContaining({ code: 'INVALID_AFFILIATE_ID' }));
  });

  it.each([
    'http://tracker.example/{id}.js',
    'https://tracker.example/loader.js',
    'javascript:{id}',
    'not a url {id}',
  ])('rejects the pattern %j with INVALID_AFFILIATE_PATTERN', (pattern) => {
    expect(() => affiliateLoaderUrl('123', pattern)).toThrow(AnalyticsError);
    expect(() => affiliateLoaderUrl('123', pattern)).toThrow(
      expect.objectContaining({ code: 'INVALID_AFFILIATE_PATTERN' }),
    );
  });
});

describe('shouldLoadTags', () => {
  it.each([
    ['undecided', 'advanced', { tagManager: true, affiliate: false }],
    ['necessary', 'advanced', { tagManager: true, affiliate: false }],
    ['all', 'advanced', { tagManager: true, affiliate: true }],
    ['undecided', 'basic', { tagManager: false, affiliate: false }],
    ['necessary', 'basic', { tagManager: false, affiliate: false }],
    ['all', 'basic', { tagManager: true, affiliate: true }],
  ] as const)('%s in %s consent mode loads %j', (consent, mode, expected) => {
    expect(shouldLoadTags(consent, mode)).toEqual(expected);
  });

  it('uses advanced consent mode by default', () => {
    expect(shouldLoadTags('undecided')).toEqual({ tagManager: true, affiliate: false });
  });
});

describe('id rules shared with the schemas', () => {
  const ids = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.stringMatching(/^GTM-[A-Z0-9]{1,8}$/),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
    fc.anything(),
  );

  it('assertContainerId accepts exactly what containerIdSchema accepts', () => {
    fc.assert(
      fc.property(ids, (id) => {
        let accepted = true;
        try {
          assertContainerId(id as string);
        } catch {
          accepted = false;
        }
        expect(accepted).toBe(containerIdSchema.safeParse(id).success);
      }),
    );
  });

  it('affiliateLoaderUrl accepts exactly the ids affiliateIdSchema accepts', () => {
    fc.assert(
      fc.property(ids, (id) => {
        let accepted = true;
        try {
          affiliateLoaderUrl(id as string);
        } catch {
          accepted = false;
        }
        expect(accepted).toBe(affiliateIdSchema.safeParse(id).success);
      }),
    );
  });
});
