// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageTexts, serverPageText, withPageTexts } from './page-texts';

describe('withPageTexts', () => {
  it('uses the CMS text when there is one and the English default when the lookup returns the key', () => {
    const translate = withPageTexts((key) => (key === 'compare.title' ? 'Jämför stänger' : key));
    expect(translate('compare.title')).toBe('Jämför stänger');
    expect(translate('compare.pickHint', [3])).toBe('Choose up to 3 bars.');
    expect(translate('orderStatus.notFound')).toBe(pageTexts['orderStatus.notFound']);
  });
});

describe('serverPageText', () => {
  it('reads the page language, then the English translations, then the English default', () => {
    const text = serverPageText({
      language: 'sv',
      messages: { 'storeLocator.dealer': '{0} (auktoriserad återförsäljare)' },
      fallback: { 'storeLocator.title': 'Find a showroom' },
    });
    expect(text('storeLocator.dealer', ['Järnhallen'])).toBe('Järnhallen (auktoriserad återförsäljare)');
    expect(text('storeLocator.title')).toBe('Find a showroom');
    expect(text('storeLocator.website')).toBe('Website');
  });
});
