import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { altText, MEDIA_KINDS, mediaKind } from './kind';

describe('mediaKind', () => {
  it.each([
    ['image/jpeg', 'image'],
    ['image/svg+xml', 'image'],
    ['IMAGE/PNG', 'image'],
    ['video/mp4', 'video'],
    ['video/webm', 'video'],
    ['Video/MP4; codecs="avc1"', 'video'],
    ['video/quicktime', 'normalvideo'],
    ['video/x-msvideo', 'normalvideo'],
    ['video/youtube', 'embed'],
    ['video/vimeo', 'embed'],
    ['application/x-video-embed', 'embed'],
    ['model/gltf-binary', 'embed-3d'],
    ['model/gltf+json', 'embed-3d'],
    ['application/x-3d-embed', 'embed-3d'],
    ['application/pdf', 'unknown'],
    ['', 'unknown'],
    ['   ', 'unknown'],
  ] as const)('classifies mime %j as %s', (mime, kind) => {
    expect(mediaKind({ mime })).toBe(kind);
  });

  it.each([
    ['an asset without mime', {}],
    ['an asset with an undefined mime', { mime: undefined }],
    ['null', null],
    ['undefined', undefined],
  ])('classifies %s as unknown', (_name, asset) => {
    expect(mediaKind(asset)).toBe('unknown');
  });

  it('always answers one of the six kinds', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (mime) =>
        MEDIA_KINDS.includes(mediaKind({ mime: mime ?? undefined })),
      ),
    );
  });
});

describe('altText', () => {
  it.each([
    [{ alternativeText: 'Alt', caption: 'Caption', name: 'name.jpg' }, 'Alt'],
    [{ alternativeText: undefined, caption: 'Caption', name: 'name.jpg' }, 'Caption'],
    [{ alternativeText: '  ', caption: undefined, name: 'name.jpg' }, 'name.jpg'],
    [{ alternativeText: undefined, caption: '', name: '' }, ''],
    [{ alternativeText: ' Padded ', caption: undefined, name: 'n' }, 'Padded'],
  ])('falls back from alternativeText to caption to name (%j → %j)', (asset, expected) => {
    expect(altText(asset)).toBe(expected);
  });

  it('gives an empty text for a missing asset', () => {
    expect(altText(null)).toBe('');
  });
});
