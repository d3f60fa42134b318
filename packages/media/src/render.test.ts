import { describe, expect, it, vi } from 'vitest';
import { mediaAssetSchema } from './asset';
import { MEDIA_LOG_MESSAGES } from './log-messages';
import { mediaRenderPlan } from './render';

const base = { id: 1, name: 'item', formats: { thumbnail: { url: '/uploads/thumb.jpg' } } };
const hosts = { content: 'https://cms.example' };

describe('mediaRenderPlan', () => {
  it.each([
    ['image/jpeg', '/uploads/a.jpg', 'image'],
    ['video/mp4', '/uploads/a.mp4', 'video'],
    ['video/quicktime', '/uploads/a.mov', 'normalvideo'],
  ] as const)('renders %s as %s', (mime, url, kind) => {
    expect(mediaRenderPlan(mediaAssetSchema.parse({ ...base, mime, url }), { hosts })?.kind).toBe(kind);
  });

  it('renders an embed as a full-size frame with a plain-image thumbnail', () => {
    const asset = mediaAssetSchema.parse({
      ...base,
      mime: 'video/youtube',
      url: 'https://www.youtube-nocookie.com/embed/x',
    });
    expect(mediaRenderPlan(asset, { hosts })).toEqual({
      kind: 'embed',
      frame: {
        src: 'https://www.youtube-nocookie.com/embed/x',
        title: 'item',
        thumbnail: 'https://cms.example/uploads/thumb.jpg',
      },
    });
  });

  it('renders an embed-3d as a frame with its placeholder image', () => {
    const asset = mediaAssetSchema.parse({
      ...base,
      mime: 'model/gltf-binary',
      url: 'https://viewer.example/rack',
    });
    expect(mediaRenderPlan(asset)).toEqual({
      kind: 'embed-3d',
      frame: { src: 'https://viewer.example/rack', title: 'item', thumbnail: '/uploads/thumb.jpg' },
    });
  });

  it.each([
    ['no mime', { ...base, url: '/a' }, null],
    ['an unknown mime', { ...base, url: '/a', mime: 'application/pdf' }, 'application/pdf'],
  ])('logs and renders nothing for an asset with %s', (_name, payload, mime) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(mediaRenderPlan(mediaAssetSchema.parse(payload))).toBeNull();
    expect(error).toHaveBeenCalledWith(MEDIA_LOG_MESSAGES.unknownMediaType, mime);
  });

  it('logs and renders nothing for a missing asset', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(mediaRenderPlan(null)).toBeNull();
    expect(error).toHaveBeenCalledWith(MEDIA_LOG_MESSAGES.nullImage);
  });

  it('logs and renders nothing for an embed without address', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(mediaRenderPlan({ id: 1, name: 'x', url: ' ', mime: 'video/vimeo' })).toBeNull();
    expect(error).toHaveBeenCalledWith(MEDIA_LOG_MESSAGES.nullVideoUrl);
  });
});
