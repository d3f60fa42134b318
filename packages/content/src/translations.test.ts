import { describe, expect, it, vi } from 'vitest';
import { demoContent } from './demo';
import { contentLanguages } from './locale';
import { createContentSource } from './source';
import { testEnv } from './test-env';
import { t } from './translations';

const content = createContentSource({ env: testEnv, localFiles: demoContent });

describe('translations', () => {
  it('are the ones demo/translations.mjs holds (data/ is generated from it: an edit made only in data/ is lost)', async () => {
    // @ts-expect-error — a plain ES module of the generator's sources, without types
    const { translationRows } = (await import('../demo/translations.mjs')) as {
      translationRows: [string, string, string, string, string][];
    };
    for (const [column, language] of ['en', 'sv', 'de', 'fr'].entries()) {
      const { messages } = await content.getTranslations(language);
      const expected = Object.fromEntries(translationRows.map((row) => [row[0], row[column + 1]]));
      expect(messages, language).toEqual(expected);
    }
  });

  it.each(contentLanguages)('has every English key, non-empty, in %s', async (language) => {
    const english = await content.getTranslations('en');
    const translations = await content.getTranslations(language);
    const keys = Object.keys(english.messages).sort();
    expect(keys.length).toBeGreaterThan(150);
    expect(Object.keys(translations.messages).sort()).toEqual(keys);
    const blank = keys.filter((key) => translations.messages[key]!.trim() === '');
    expect(blank).toEqual([]);
  });

  it.each(contentLanguages)('keeps the same placeholders in %s as in English', async (language) => {
    const english = await content.getTranslations('en');
    const translations = await content.getTranslations(language);
    const placeholders = (text: string) => [...new Set(text.match(/\{\d\}/g) ?? [])].sort();
    const differing = Object.keys(english.messages).filter(
      (key) =>
        placeholders(english.messages[key]!).join() !== placeholders(translations.messages[key]!).join(),
    );
    expect(differing).toEqual([]);
  });

  // A text equal to English is a placeholder left untranslated unless the language shares the word
  // (loanwords, numbers, units); these are the reviewed ones.
  const sharedWithEnglish: Record<string, readonly string[]> = {
    sv: [
      'checkout.region',
      'toast.information',
      'configurator.plates.25-20-10.description',
      'configurator.plates.25-25-15-5.description',
      'contact.topic.press',
      'storeLocator.distance',
      // 'mi' is the unit's symbol in every language (Swedish 'mil' is 10 km, a different unit).
      'storeLocator.distanceMiles',
      'storeLocator.service.showroom',
      'storeLocator.service.service',
      'storeLocator.service.installation',
      'orderStatus.status',
      'search.rangeTo',
      'catalogue.facet.material',
    ],
    de: [
      'checkout.region',
      'toast.information',
      'search.sort.nameAsc',
      'search.sort.nameDesc',
      'product.downloads',
      'product.sale',
      'optional',
      'configurator.plates.25-20-10.description',
      'configurator.plates.25-25-15-5.description',
      'contact.name',
      'contact.optional',
      'storeLocator.distance',
      // 'mi' is the unit's symbol in every language (Swedish 'mil' is 10 km, a different unit).
      'storeLocator.distanceMiles',
      'storeLocator.service.showroom',
      'storeLocator.service.service',
      'orderStatus.status',
      'catalogue.facet.material',
    ],
    fr: [
      'nav.menu',
      'catalogue.certification',
      'quote.message',
      'quote.date',
      'field.message',
      'configurator.plates.25-20-10.description',
      'configurator.plates.25-25-15-5.description',
      'contact.message',
      'contact.messageNoun',
      'storeLocator.distance',
      // 'mi' is the unit's symbol in every language (Swedish 'mil' is 10 km, a different unit).
      'storeLocator.distanceMiles',
      'storeLocator.service.showroom',
      'storeLocator.service.installation',
      'search.facet.certification',
      'search.facet.type',
      'search.kind.page',
      'search.pageNumber',
      'search.pagination',
      'search.suggestions',
      'toast.region',
      'catalogue.facet.console',
    ],
  };

  it.each(Object.entries(sharedWithEnglish))(
    'translates every text in %s (English only where the word is shared)',
    async (language, shared) => {
      const english = (await content.getTranslations('en')).messages;
      const translations = (await content.getTranslations(language)).messages;
      const same = Object.keys(english).filter((key) => translations[key] === english[key]);
      expect(same.sort()).toEqual([...shared].sort());
    },
  );

  // The spec's exact English wording (§2, §5, §8), spelling included.
  it.each([
    ['consent.title', 'Your Privacy'],
    ['consent.acceptAll', 'Accept all cookies'],
    ['consent.acceptNecessary', 'Accept necessary cookies'],
    ['notFound.title', 'Page not found'],
    ['notFound.message', 'The page you requested could not be found'],
    ['invalidEmail', 'Invalid Email'],
    ['invalidPhone', 'Invalid Phone'],
    ['pleaseEnter', 'Please enter your {0}'],
    ['eitherOr', 'Either {0} or {1} has to be filled in'],
    ['stateRequired', 'State or province is required!'],
    ['invalidZip', 'Invalid zip code'],
    ['invalidAddress', 'Some address information are invalid'],
    ['invalidUserInfo', 'Some user information are invalid'],
    ['invalidCampaignCode', 'The campaign code used is invalid'],
    ['giftCardUsed', 'Gift card code is already used'],
    ['invalidGiftCard', 'Invalid gift card code'],
    ['acceptTerms', 'I have read and accepted the terms'],
    [
      'generalError',
      'An error ocurred, please reload the page and try again. If the error persist. Please contact customer service',
    ],
    ['somethingWentWrong', 'Sorry, something went wrong'],
    ['serverError', '500: Server error'],
    ['fixingProblem', 'We are working on fixing the problem, Be back soon'],
    ['paymentRefused', 'Payment was refused. Please use another payment method.'],
    ['salesTaxError', 'An error occurred when trying to calculate sales tax.'],
    ['quoteSendError', 'Error occurred while trying to send quote'],
    ['notShipping', 'Sorry we are not shipping to your country at the moment'],
    ['sessionExpired', 'You have been inactive for too long, please add your products to cart again.'],
    ['stockQuantityUpdated', 'Out of stock - quantity updated to remaining stocks'],
    ['stockListIntro', 'The following products are out of stock or low in remaining stock'],
    ['noLongerAvailable', 'Some products are no longer available for sale'],
    ['productNotFound', 'The product {0} you selected could not be found'],
    ['buildExists', 'Build already exists, please make changes to add a new build'],
    ['cartEmpty', 'Cart has no products'],
    ['pageNotFound', 'Page not found'],
    ['toast.error', 'Error: '],
    ['toast.warning', 'Warning: '],
    ['toast.information', 'Information: '],
  ])('English %s is exactly the spec wording', async (key, text) => {
    expect((await content.getTranslations('en')).messages[key]).toBe(text);
  });

  it('fills {0} placeholders and translates per language', async () => {
    const swedish = await content.getTranslations('sv-se');
    expect(swedish.language).toBe('sv');
    expect(t(swedish, 'productNotFound', ['ABC-123'])).toBe(
      'Produkten ABC-123 som du valde kunde inte hittas',
    );
    expect(t(await content.getTranslations('de'), 'eitherOr', ['E-Mail', 'Telefon'])).toBe(
      'Entweder E-Mail oder Telefon muss ausgefüllt werden',
    );
  });

  it('uses English for a language without content', async () => {
    const finnish = await content.getTranslations('fi-fi');
    expect(finnish.language).toBe('en');
    expect(t(finnish, 'consent.title')).toBe('Your Privacy');
  });

  it('falls back to English and logs a key missing in the language', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const translations = { language: 'sv', messages: {}, fallback: { 'cart.itemCount': '{0} items' } };
    expect(t(translations, 'cart.itemCount', [3])).toBe('3 items');
    expect(error).toHaveBeenCalledWith('Missing translation', 'sv', 'cart.itemCount');
  });

  it('returns the key when English lacks it too', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(t({ language: 'fr', messages: {}, fallback: {} }, 'nope.missing')).toBe('nope.missing');
  });
});

describe('t and prototype keys', () => {
  it('never resolves a key to a member of Object.prototype', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const translations = { language: 'sv', messages: { hello: 'Hej' }, fallback: { hello: 'Hello' } };
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(t(translations, key)).toBe(key);
    expect(t(translations, 'hello')).toBe('Hej');
    error.mockRestore();
  });
});
