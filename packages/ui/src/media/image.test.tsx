import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './image';

const img = (element: React.ReactElement) => render(element).container.querySelector('img')!;

describe('Image', () => {
  it('asks the optimiser for every width of a responsive raster image, lazily', () => {
    const image = img(
      <Image src="/media/products/bar.jpg" alt="Bar" sizes="(min-width: 1280px) 25vw, 50vw" />,
    );
    expect(image.getAttribute('src')).toBe('/_next/image?url=%2Fmedia%2Fproducts%2Fbar.jpg&w=3840&q=75');
    expect(image.getAttribute('srcset')).toContain(
      '/_next/image?url=%2Fmedia%2Fproducts%2Fbar.jpg&w=640&q=75 640w',
    );
    expect(image.getAttribute('sizes')).toBe('(min-width: 1280px) 25vw, 50vw');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBeNull();
    expect(image.parentElement?.tagName).not.toBe('PICTURE');
  });

  it('loads the LCP image eagerly with high fetch priority', () => {
    const image = img(<Image src="/media/content/hero.jpg" alt="" sizes="100vw" priority />);
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    // In a <picture> (laid out as its image): React's server renderer sends no preload hint for it.
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(image.parentElement?.className).toBe('contents');
  });

  it('keeps a vector image as it is, without srcset or sizes', () => {
    const image = img(
      <Image src="/media/content/hero.svg" alt="Hero" width={400} height={320} sizes="100vw" />,
    );
    expect(image.getAttribute('src')).toBe('/media/content/hero.svg');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.hasAttribute('sizes')).toBe(false);
    expect(image.getAttribute('width')).toBe('400');
  });

  it('offers 1x and 2x of a fixed-width image', () => {
    const image = img(<Image src="/media/a.png" alt="" width={64} quality={80} />);
    expect(image.getAttribute('srcset')).toBe(
      '/_next/image?url=%2Fmedia%2Fa.png&w=64&q=80 1x, /_next/image?url=%2Fmedia%2Fa.png&w=128&q=80 2x',
    );
  });
});
