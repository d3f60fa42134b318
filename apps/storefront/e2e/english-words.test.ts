import { channels } from '@ironmark/channel';
import { describe, expect, it } from 'vitest';
import {
  buildVocabulary,
  englishShare,
  isName,
  shopPhrases,
  shopVocabulary,
  TARGET_LANGUAGES,
  words,
} from './english-words';

// The measure of the English share test (english-share.spec.ts): it must see English, and must not
// take a language's own words, shared names or units for English.

describe('words', () => {
  it('splits on spaces and punctuation, lower-cases, and skips tokens with digits and single letters', () => {
    expect(words('Ajouter d’haltérophilie: 20 kg, IM-BAR-WL-20M — I lager!')).toEqual([
      'ajouter',
      'haltérophilie',
      'kg',
      'lager',
    ]);
  });
});

describe('buildVocabulary', () => {
  const aligned = [
    { en: 'Add to cart', sv: 'Lägg i varukorgen', de: 'In den Warenkorb', fr: 'Ajouter au panier' },
    { en: 'In stock', sv: 'I lager', de: 'Auf Lager', fr: 'En stock' },
    {
      en: 'Ironmark Power Rack',
      sv: 'Ironmark Power Rack-ställning',
      de: 'Ironmark Power Rack Gestell',
      fr: 'Ironmark Power Rack cage',
    },
    // Left untranslated in German: its words must not become German.
    {
      en: 'Free shipping on your order',
      sv: 'Fri frakt på din order',
      de: 'Free shipping on your order',
      fr: 'Livraison offerte',
    },
    { en: 'Maja Lindqvist', sv: 'Maja Lindqvist', de: 'Maja Lindqvist', fr: 'Maja Lindqvist' },
  ];

  it('counts the English words of a known mixed text', () => {
    const german = buildVocabulary('de', aligned, [], []);
    const result = englishShare(
      'In den Warenkorb — free shipping on your order, Ironmark Power Rack',
      german,
    );
    expect(result.english).toEqual(['free', 'shipping', 'on', 'your', 'order']);
    expect(result.words).toBe(11);
    expect(result.share).toBeCloseTo(5 / 11);
  });

  it('does not let an untranslated text make its English words the language’s own', () => {
    const german = buildVocabulary('de', aligned, [], []);
    expect(german.own.has('shipping')).toBe(false);
    expect(englishShare('Free shipping', german).share).toBe(1);
  });

  it('takes a word the language uses where English does not as its own, even when English has it too', () => {
    // German 'in' (In den Warenkorb) where English said 'Add to cart'.
    const german = buildVocabulary('de', aligned, [], []);
    expect(german.own.has('in')).toBe(true);
    expect(englishShare('In den Warenkorb', german).english).toEqual([]);
  });

  it('exempts names every translation kept, and short title-case names no language changes', () => {
    const swedish = buildVocabulary('sv', aligned, [], []);
    expect(englishShare('Ironmark Power Rack av Maja Lindqvist', swedish).english).toEqual([]);
    expect(isName('Maja Lindqvist')).toBe(true);
    expect(isName('Free shipping on your order')).toBe(false);
  });

  it('counts multi-word proper names as words that are not English', () => {
    const french = buildVocabulary('fr', aligned, [], [], ['Free Shipping Co']);
    expect(englishShare('Free Shipping Co', french)).toEqual({ words: 3, english: [], share: 0 });
  });
});

describe('the shop’s vocabulary', () => {
  it('measures every language of the shop but English', () => {
    const languages = [...new Set(channels.map((channel) => channel.language))].filter((l) => l !== 'en');
    expect(languages.sort()).toEqual([...TARGET_LANGUAGES].sort());
  });

  it('reads the proper names of several words: stores, countries (English, spec §9), federations', () => {
    const phrases = shopPhrases();
    for (const name of [
      'Ironmark Flagship Stockholm',
      'Hammarby allé 47',
      'United States',
      'World Para Powerlifting',
    ]) {
      expect(phrases).toContain(name);
    }
  });

  it.each(TARGET_LANGUAGES)('finds a plain English sentence English in %s', (language) => {
    const sentence = 'Add the bar to your cart and check out with free shipping on your order.';
    const { english, words: count } = englishShare(sentence, shopVocabulary(language));
    // Every word but the few each language really shares with English ('bar' …).
    expect(english.length).toBeGreaterThanOrEqual(count - 2);
  });

  it.each([
    ['sv', 'Lägg skivstången i varukorgen och gå till kassan: fri frakt på din beställning.'],
    ['de', 'Legen Sie die Langhantel in den Warenkorb und gehen Sie zur Kasse: kostenloser Versand.'],
    ['fr', 'Ajoutez la barre au panier et passez à la caisse : livraison offerte sur votre commande.'],
  ] as const)('finds no English in a %s shop sentence', (language, sentence) => {
    expect(englishShare(sentence, shopVocabulary(language)).english).toEqual([]);
  });
});
