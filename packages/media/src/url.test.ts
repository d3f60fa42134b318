import { IMAGE_DEVICE_WIDTHS, IMAGE_SMALL_SIZES } from '@ironmark/config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cdnTransformUrl,
  IMAGE_QUALITIES,
  IMAGE_WIDTHS,
  imageCandidates,
  isOptimisableImage,
  optimisedImageUrl,
  resolveMediaUrl,
  snapImageQuality,
  snapImageWidth,
} from './url';

const hosts = { content: 'https://cms.ironmark.example/', storage: 'media.ironmark.example' };

describe('resolveMediaUrl', () => {
  it.each([
    ['/uploads/bar.jpg', 'https://cms.ironmark.example/uploads/bar.jpg'],
    ['uploads/bar.jpg', 'https://cms.ironmark.example/uploads/bar.jpg'],
    ['  /uploads/bar.jpg  ', 'https://cms.ironmark.example/uploads/bar.jpg'],
    ['media.ironmark.example/bar.jpg', 'https://media.ironmark.example/bar.jpg'],
    ['https://media.ironmark.example/bar.jpg', 'https://media.ironmark.example/bar.jpg'],
    ['http://elsewhere.example/a.png', 'http://elsewhere.example/a.png'],
    ['//cdn.example/a.png', 'https://cdn.example/a.png'],
    [
      'media.ironmark.example.evil.example/x.jpg',
      'https://cms.ironmark.example/media.ironmark.example.evil.example/x.jpg',
    ],
  ])('resolves %j to %j', (url, expected) => {
    expect(resolveMediaUrl(url, hosts)).toBe(expected);
  });

  it('accepts a storage host given with a scheme', () => {
    expect(
      resolveMediaUrl('media.ironmark.example/a.jpg', {
        content: 'https://cms',
        storage: 'https://media.ironmark.example/',
      }),
    ).toBe('https://media.ironmark.example/a.jpg');
  });

  it.each([[''], ['   '], [null], [undefined]])('gives null for the blank url %j', (url) => {
    expect(resolveMediaUrl(url, hosts)).toBeNull();
  });

  it('always answers an absolute URL for a non-blank input', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== ''),
        (url) => {
          expect(resolveMediaUrl(url, hosts)).toMatch(/^[a-z][a-z\d+.-]*:/i);
        },
      ),
    );
  });
});

describe('snapImageWidth', () => {
  it('serves exactly the device widths and small sizes of spec §9', () => {
    expect(IMAGE_WIDTHS).toEqual([...IMAGE_SMALL_SIZES, ...IMAGE_DEVICE_WIDTHS]);
  });

  it.each([
    [1, 16],
    [16, 16],
    [17, 32],
    [384, 384],
    [385, 640],
    [700, 750],
    [1080, 1080],
    [1500, 1920],
    [3840, 3840],
    [5000, 3840],
    [undefined, 640],
    [null, 640],
    [0, 640],
    [Number.NaN, 640],
  ])('snaps %s px to %s px', (width, expected) => {
    expect(snapImageWidth(width)).toBe(expected);
  });

  it('never picks a width outside the allowed list, nor one smaller than asked below the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (width) => {
        const snapped = snapImageWidth(width);
        expect(IMAGE_WIDTHS).toContain(snapped);
        if (width <= 3840) expect(snapped).toBeGreaterThanOrEqual(width);
      }),
    );
  });
});

describe('snapImageQuality', () => {
  it('allows the default 75 and the menu 80', () => {
    expect(IMAGE_QUALITIES).toEqual([75, 80]);
  });

  it.each([
    [undefined, 75],
    [75, 75],
    [80, 80],
    [100, 80],
    [1, 75],
    [78, 80],
    [77.5, 75],
    [77, 75],
  ])('snaps quality %s to %s', (quality, expected) => {
    expect(snapImageQuality(quality)).toBe(expected);
  });
});

describe('optimisedImageUrl', () => {
  it.each([
    [
      { url: 'https://media.example/a b.jpg', width: 700 },
      '/_next/image?url=https%3A%2F%2Fmedia.example%2Fa%20b.jpg&w=750&q=75',
    ],
    [{ url: '/local.png', width: 40, quality: 80 }, '/_next/image?url=%2Flocal.png&w=48&q=80'],
    [{ url: '/local.png' }, '/_next/image?url=%2Flocal.png&w=640&q=75'],
    [{ url: '/x?y=1&z=2', width: 3000, quality: 90 }, '/_next/image?url=%2Fx%3Fy%3D1%26z%3D2&w=3840&q=80'],
  ])('builds the optimiser path for %j', (input, expected) => {
    expect(optimisedImageUrl(input)).toBe(expected);
  });

  it('round-trips the source url through the query string', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.integer({ min: 1, max: 5000 }), (url, width) => {
        const query = new URLSearchParams(optimisedImageUrl({ url, width }).split('?')[1]);
        expect(query.get('url')).toBe(url);
        expect(IMAGE_WIDTHS).toContain(Number(query.get('w')));
        expect(IMAGE_QUALITIES).toContain(Number(query.get('q')));
      }),
      { numRuns: 200 },
    );
  }, 30_000);
});

describe('cdnTransformUrl', () => {
  it('names the format in the path and encodes the source', () => {
    expect(cdnTransformUrl('https://img.example/', 'https://m.example/v.mp4', 'webm')).toBe(
      'https://img.example/webm?url=https%3A%2F%2Fm.example%2Fv.mp4',
    );
  });
});

describe('isOptimisableImage and imageCandidates (spec §9: srcset through the optimiser)', () => {
  it.each([
    ['/media/products/bar.jpg', true],
    ['/media/content/hero.webp?v=2', true],
    ['/media/content/hero-home-platform.svg', false],
    ['/media/flags/se.SVG', false],
    ['https://cms.example.com/media/a.jpg', false],
    ['data:image/png;base64,AAAA', false],
    ['/other/a.jpg', false],
  ])('%s optimisable: %s', (url, expected) => {
    expect(isOptimisableImage(url)).toBe(expected);
  });

  it('offers every allowed width from 256 px for a responsive image, the largest as src', () => {
    const { src, srcSet } = imageCandidates('/media/a.jpg', { sizes: '50vw' });
    const widths = srcSet!.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
    expect(widths).toEqual([256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(srcSet).toContain('/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75 640w');
    expect(src).toBe('/_next/image?url=%2Fmedia%2Fa.jpg&w=3840&q=75');
  });

  it('offers 1x and 2x of a fixed width, snapped to allowed widths, at the asked quality', () => {
    expect(imageCandidates('/media/a.jpg', { width: 100, quality: 80 })).toEqual({
      src: '/_next/image?url=%2Fmedia%2Fa.jpg&w=256&q=80',
      srcSet:
        '/_next/image?url=%2Fmedia%2Fa.jpg&w=128&q=80 1x, /_next/image?url=%2Fmedia%2Fa.jpg&w=256&q=80 2x',
    });
  });

  it('keeps an image the optimiser does not serve as it is', () => {
    expect(imageCandidates('/media/content/hero.svg', { sizes: '100vw' })).toEqual({
      src: '/media/content/hero.svg',
    });
  });
});
