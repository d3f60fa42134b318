import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { mediaAssetSchema, parseMediaAsset } from './asset';
import { MEDIA_LOG_MESSAGES } from './log-messages';

/** A Strapi v4 upload file as the REST API returns it (formats with custom keys and extra fields). */
const strapiFile = {
  name: 'bar.jpg',
  alternativeText: null,
  caption: null,
  width: 2000,
  height: 2500,
  formats: {
    thumbnail: {
      name: 'thumbnail_bar.jpg',
      hash: 'thumbnail_bar_123',
      ext: '.jpg',
      mime: 'image/jpeg',
      path: null,
      width: 125,
      height: 156,
      size: 4.2,
      sizeInBytes: 4200,
      url: '/uploads/thumbnail_bar_123.jpg',
      blurDataURL: 'data:image/jpeg;base64,AAAA',
    },
    '4x5': { url: '/uploads/4x5_bar.jpg', width: 800, height: 1000 },
    xlarge: { url: '/uploads/xlarge_bar.jpg', width: 1920, height: 2400, sizeInBytes: 90000 },
  },
  hash: 'bar_123',
  ext: '.jpg',
  mime: 'image/jpeg',
  size: 512.3,
  url: '/uploads/bar_123.jpg',
  previewUrl: null,
  provider: 'local',
  provider_metadata: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('mediaAssetSchema', () => {
  it('accepts a Strapi file with arbitrary format keys and keeps the extra fields', () => {
    const asset = mediaAssetSchema.parse({ id: 5, ...strapiFile });
    expect(asset.formats?.xlarge?.url).toBe('/uploads/xlarge_bar.jpg');
    expect(asset.formats?.thumbnail?.blurDataURL).toBe('data:image/jpeg;base64,AAAA');
    expect(asset.formats?.thumbnail?.sizeInBytes).toBe(4200);
    expect(asset.provider).toBe('local');
  });

  it('turns null text fields into undefined', () => {
    const asset = mediaAssetSchema.parse({ id: 5, ...strapiFile });
    expect(asset.alternativeText).toBeUndefined();
    expect(asset.caption).toBeUndefined();
  });

  it('accepts a v5 string document id and no formats', () => {
    const asset = mediaAssetSchema.parse({ id: 'abc123', url: '/x.png', name: 'x', formats: null });
    expect(asset).toMatchObject({ id: 'abc123', url: '/x.png', formats: undefined });
  });

  it.each([
    ['no url', { id: 1, name: 'x' }],
    ['an empty url', { id: 1, name: 'x', url: '' }],
    ['a negative width', { id: 1, name: 'x', url: '/x', width: -1 }],
    ['a format without url', { id: 1, name: 'x', url: '/x', formats: { thumbnail: { width: 3 } } }],
  ])('rejects an asset with %s', (_name, payload) => {
    expect(mediaAssetSchema.safeParse(payload).success).toBe(false);
  });

  it('never throws on arbitrary JSON and keeps the url when it parses', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = mediaAssetSchema.safeParse(value);
        if (result.success) expect(result.data.url.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('parseMediaAsset', () => {
  it.each([
    ['a bare file', { id: 5, ...strapiFile }],
    ['a Strapi v4 relation', { data: { id: 5, attributes: strapiFile } }],
    ['a Strapi v5 relation', { data: { id: 5, documentId: 'd5', ...strapiFile } }],
  ])('parses %s', (_name, payload) => {
    expect(parseMediaAsset(payload)).toMatchObject({
      id: 5,
      url: '/uploads/bar_123.jpg',
      mime: 'image/jpeg',
    });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty v4 relation', { data: null }],
  ])('logs and yields null for %s', (_name, payload) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseMediaAsset(payload)).toBeNull();
    expect(error).toHaveBeenCalledWith(MEDIA_LOG_MESSAGES.nullImage);
  });

  it('logs the issues and yields null for an invalid asset', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseMediaAsset({ id: 1, name: 'x' })).toBeNull();
    expect(error).toHaveBeenCalledWith(MEDIA_LOG_MESSAGES.invalidMedia, expect.any(Array));
  });
});
