import { describe, expect, it, vi } from 'vitest';
import { type MediaAsset, mediaAssetSchema } from './asset';
import { MEDIA_LOG_MESSAGES } from './log-messages';
import { imageSource } from './image';

const asset: MediaAsset = mediaAssetSchema.parse({
  id: 1,
  url: '/uploads/bar.jpg',
  mime: 'image/jpeg',
  name: 'bar.jpg',
  alternativeText: 'Olympic bar',
  width: 2000,
  height: 1600,
  formats: {
    thumbnail: {
      url: '/uploads/thumb.jpg',
      width: 195,
      height: 156,
      blurDataURL: 'data:image/jpeg;base64,QQ==',
    },
    '4x5': { url: '/uploads/4x5.jpg', width: 800, height: 1000 },
  },
});
const withoutBlur = mediaAssetSchema.parse({
  ...asset,
  formats: { '5x4': { url: '/uploads/5x4.jpg', width: 1000, height: 800 } },
});

describe('imageSource', () => {
  it.each([
    ['the 4x5 variant when requested and present', asset, '4x5', '/uploads/4x5.jpg', 800, 1000, '4x5'],
    [
      'the original when the 5x4 variant is requested but absent',
      asset,
      '5x4',
      '/uploads/bar.jpg',
      2000,
      1600,
      'original',
    ],
    ['the original when no variant is requested', asset, null, '/uploads/bar.jpg', 2000, 1600, 'original'],
    ['the 5x4 variant when requested and present', withoutBlur, '5x4', '/uploads/5x4.jpg', 1000, 800, '5x4'],
  ] as const)('uses %s', (_name, input, variant, src, width, height, format) => {
    expect(imageSource(input, { variant })).toMatchObject({ src, width, height, format });
  });

  it.each([
    ['a thumbnail blur and normal priority', asset, false, 'blur'],
    ['a thumbnail blur but high priority', asset, true, 'empty'],
    ['no thumbnail blur', withoutBlur, false, 'empty'],
  ] as const)('sets the placeholder for %s', (_name, input, priority, placeholder) => {
    const source = imageSource(input, { priority });
    expect(source?.placeholder).toBe(placeholder);
    expect(source?.blurDataURL).toBe(placeholder === 'blur' ? 'data:image/jpeg;base64,QQ==' : undefined);
  });

  it('carries the alt text', () => {
    expect(imageSource(asset)?.alt).toBe('Olympic bar');
  });

  it('resolves the url against the hosts when given', () => {
    expect(imageSource(asset, { variant: '4x5', hosts: { content: 'https://cms.example' } })?.src).toBe(
      'https://cms.example/uploads/4x5.jpg',
    );
  });

  it('leaves out unknown dimensions', () => {
    const bare = mediaAssetSchema.parse({ id: 2, url: '/a.png', name: 'a', mime: 'image/png' });
    expect(imageSource(bare)).toEqual({ src: '/a.png', alt: 'a', placeholder: 'empty', format: 'original' });
  });

  it.each([[null], [undefined]])('logs and renders nothing for a %s image', (input) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(imageSource(input)).toBeNull();
    expect(error).toHaveBeenCalledWith(MEDIA_LOG_MESSAGES.nullImage);
  });
});
