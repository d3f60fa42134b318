import { describe, expect, it } from 'vitest';
import { seoKeywords } from './seo';

describe('seoKeywords', () => {
  it.each([
    [
      'splits the tags at commas and trims them',
      { tags: 'barbells, plates ,racks' },
      ['barbells', 'plates', 'racks'],
    ],
    ['leaves out empty tags', { tags: 'barbells,, ,plates' }, ['barbells', 'plates']],
    ['gives none for empty tags', { tags: '' }, []],
    ['gives none without SEO', null, []],
  ])('%s', (_, seo, keywords) => {
    expect(seoKeywords(seo)).toEqual(keywords);
  });
});
