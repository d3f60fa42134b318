import { describe, expect, it } from 'vitest';
import { localData } from './local-data.gen';
import { contentImage, contentImagePath, imagePalette, motifOf } from './images';

describe('contentImage', () => {
  it('draws the same SVG for the same name, with a title', () => {
    const svg = contentImage('hero-home-platform');
    expect(svg).toBe(contentImage('hero-home-platform'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1600 1000"/);
    expect(svg).toContain('<title>hero home platform</title>');
    expect(svg).toContain(imagePalette.steel);
  });

  it.each([
    ['story-knee-sleeves', 'sleeves'],
    ['feature-lifting-belt', 'belt'],
    ['card-rack', 'rack'],
    ['hero-market-campus-recreation', 'gym'],
    ['hero-shipping', 'globe'],
  ])('picks a motif from the words of %s', (name, motif) => {
    expect(motifOf(name)).toBe(motif);
  });

  it.each(['../etc/passwd', 'Hero', 'a b', '', `x${'-y'.repeat(60)}`])('refuses the name %j', (name) => {
    expect(contentImage(name)).toBeNull();
  });

  it('can draw every image the content files refer to', () => {
    const urls = JSON.stringify(localData).match(/\/media\/content\/[a-z0-9-]+\.svg/g) ?? [];
    expect(urls.length).toBeGreaterThan(100);
    const names = [...new Set(urls)].map((url) => url.slice('/media/content/'.length, -'.svg'.length));
    expect(names.filter((name) => contentImage(name) === null)).toEqual([]);
    expect(contentImagePath(names[0]!)).toBe(`/media/content/${names[0]}.svg`);
  });
});
