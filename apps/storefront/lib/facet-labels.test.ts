import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CATEGORY_FACETS } from '@ironmark/search';
import { availabilityTexts } from '@ironmark/ui/catalogue';
import { describe, expect, it } from 'vitest';
import { SPEC_FACET_TITLE_KEYS } from './facet-labels';

const dataDir = join(dirname(createRequire(import.meta.url).resolve('@ironmark/content')), '..', 'data');
const messagesOf = (language: string): Record<string, string> => {
  const file = JSON.parse(readFileSync(join(dataDir, `translations.${language}.json`), 'utf8')) as {
    data: { messages: Record<string, string> }[];
  };
  return Object.assign({}, ...file.data.map((entry) => entry.messages));
};

describe('facet titles of category pages (issue 20)', () => {
  const fields = [...new Set(Object.values(CATEGORY_FACETS).flatMap((facets) => facets.map((f) => f.field)))];

  it('names a title key for every specification facet a category type offers', () => {
    expect(fields.filter((field) => SPEC_FACET_TITLE_KEYS[field] === undefined)).toEqual([]);
  });

  it.each(['en', 'sv', 'de', 'fr'])('has every title and availability text in %s', (language) => {
    const messages = messagesOf(language);
    // The availability facet's values read the product card's availability texts (ui's builder).
    const { shippedWithin: _, ...availability } = availabilityTexts((key) => key);
    const keys = [...Object.values(SPEC_FACET_TITLE_KEYS), ...Object.values(availability)];
    expect(keys.filter((key) => !messages[key]?.trim())).toEqual([]);
  });
});
