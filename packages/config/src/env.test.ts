import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('selects the embedded services when nothing is set', () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.CMS_URL).toBeUndefined();
    expect(env.SEARCH_URL).toBeUndefined();
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.BRAND_NAME).toBe('Ironmark');
    expect(env.DATA_DIR).toBe('.data');
    expect(env.SEARCH_ENV).toBe('prod');
    expect(env.ALLOWED_ORIGINS).toEqual([]);
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SITE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads the checkout session expiry in ms, 30 minutes by default', () => {
    expect(parseEnv({}).CHECKOUT_SESSION_TTL_MS).toBe(1_800_000);
    expect(parseEnv({ CHECKOUT_SESSION_TTL_MS: '4000' }).CHECKOUT_SESSION_TTL_MS).toBe(4000);
    expect(() => parseEnv({ CHECKOUT_SESSION_TTL_MS: '10' })).toThrow(/CHECKOUT_SESSION_TTL_MS/);
    expect(() => parseEnv({ CHECKOUT_SESSION_TTL_MS: 'soon' })).toThrow(/CHECKOUT_SESSION_TTL_MS/);
  });

  it('reads the number of trusted proxy hops, 0 (no proxy) by default', () => {
    expect(parseEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '1.5' })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: 'nginx' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it('strips trailing slashes from the site URL and splits allowed origins', () => {
    const env = parseEnv({
      SITE_URL: 'https://shop.example/',
      ALLOWED_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(env.SITE_URL).toBe('https://shop.example');
    expect(env.ALLOWED_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });

  it.each([
    ['SITE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['CMS_URL', 'strapi'],
    ['SEARCH_URL', '::'],
    ['SMTP_URL', 'mail.example'],
    ['GTM_ID', 'UA-1234'],
    ['PREVIEW_SECRET', 'short'],
    ['SALES_EMAIL', 'nobody'],
    ['NODE_ENV', 'staging'],
    ['SEARCH_ENV', 'Prod Env'],
  ])('rejects a bad %s with a message naming it', (name, value) => {
    let error: unknown;
    try {
      parseEnv({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).message).toContain(name);
    expect((error as EnvError).variables).toEqual([name]);
  });

  it('names every bad variable at once', () => {
    expect(() => parseEnv({ SITE_URL: 'x', GTM_ID: 'y' })).toThrow(/SITE_URL.*GTM_ID|GTM_ID.*SITE_URL/);
  });
});
