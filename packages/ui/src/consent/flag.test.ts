// @vitest-environment node
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Flag, flagEmoji } from './flag';

describe('flagEmoji', () => {
  it.each([
    ['se', '🇸🇪'],
    ['US', '🇺🇸'],
    ['ax', '🇦🇽'],
    ['', '🌐'],
    ['usa', '🌐'],
  ])('draws %s as %s', (code, flag) => {
    expect(flagEmoji(code)).toBe(flag);
  });
});

describe('Flag', () => {
  it('draws a country as its SVG flag by code, decorative, and the global locale as the globe', () => {
    const se = renderToStaticMarkup(createElement(Flag, { country: 'SE' }));
    expect(se).toContain('src="/media/flags/se.svg"');
    expect(se).toContain('alt=""');
    expect(se).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(createElement(Flag, { country: 'us', baseUrl: '/f' }))).toContain(
      'src="/f/us.svg"',
    );
    const global = renderToStaticMarkup(createElement(Flag, { country: '' }));
    expect(global).not.toContain('<img');
    expect(global).toContain('🌐');
  });
});
