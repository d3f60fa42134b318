import { resetEnvCache } from '@ironmark/config/env';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isValidPreviewSecret, previewRedirectPath } from './preview';

describe('isValidPreviewSecret', () => {
  afterEach(() => resetEnvCache());

  it.each([
    ['correct-horse-battery', true],
    ['correct-horse-batterY', false],
    ['correct-horse-battery-staple', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('compares %j against PREVIEW_SECRET → %s', (secret, valid) => {
    expect(isValidPreviewSecret(secret, { PREVIEW_SECRET: 'correct-horse-battery' })).toBe(valid);
  });

  it('refuses every secret when PREVIEW_SECRET is not configured', () => {
    expect(isValidPreviewSecret('anything', { PREVIEW_SECRET: undefined })).toBe(false);
  });

  it('reads PREVIEW_SECRET from the environment by default', () => {
    vi.stubEnv('PREVIEW_SECRET', 'from-the-environment');
    resetEnvCache();
    expect(isValidPreviewSecret('from-the-environment')).toBe(true);
    expect(isValidPreviewSecret('from-the-environmenT')).toBe(false);
  });
});

describe('previewRedirectPath', () => {
  it.each([
    ['/sv-se/about', '/sv-se/about'],
    ['/en/stories/guide-to-knee-sleeves', '/en/stories/guide-to-knee-sleeves'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    [null, '/'],
  ])('turns %j into %j', (slug, path) => {
    expect(previewRedirectPath(slug)).toBe(path);
  });
});
