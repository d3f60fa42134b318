import { describe, expect, it } from 'vitest';
import { DEFAULT_PREVIEW_IMAGE, previewImageUrl } from './preview';

describe('previewImageUrl', () => {
  it.each([
    ['/media/content/hero-barbell.svg', '/media/preview/content/hero-barbell.png'],
    ['/media/products/IM-BAR-WL-20M/5x4.svg', '/media/preview/products/IM-BAR-WL-20M/5x4.png'],
    ['https://cdn.example.com/a/photo.jpg', 'https://cdn.example.com/a/photo.jpg'],
    ['/media/x/poster.png?v=2', '/media/x/poster.png?v=2'],
    ['https://cdn.example.com/logo.svg', DEFAULT_PREVIEW_IMAGE],
    ['/media/content/../../etc.svg', DEFAULT_PREVIEW_IMAGE],
    [null, DEFAULT_PREVIEW_IMAGE],
    ['', DEFAULT_PREVIEW_IMAGE],
  ])('maps %s to a PNG or JPEG preview (%s)', (image, expected) => {
    expect(previewImageUrl(image)).toBe(expected);
    expect(previewImageUrl(image)).toMatch(/\.(png|jpe?g)(\?|$)/);
  });
});
