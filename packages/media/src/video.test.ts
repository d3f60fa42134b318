import { describe, expect, it, vi } from 'vitest';
import { mediaAssetSchema } from './asset';
import { MEDIA_LOG_MESSAGES } from './log-messages';
import { videoSources } from './video';

const hosts = { content: 'https://cms.example', imageCdn: 'https://img.example' };
const video = mediaAssetSchema.parse({
  id: 1,
  url: '/uploads/clip.mp4',
  mime: 'video/mp4',
  name: 'clip.mp4',
});
const captioned = mediaAssetSchema.parse({ ...video, caption: 'Clean and jerk' });
const enc = encodeURIComponent('https://cms.example/uploads/clip.mp4');

describe('videoSources', () => {
  it('builds poster, webm transform, original and both caption tracks with the playback defaults', () => {
    expect(videoSources(video, { hosts })).toEqual({
      poster: `https://img.example/jpg?url=${enc}`,
      sources: [
        { src: `https://img.example/webm?url=${enc}`, type: 'video/webm' },
        { src: 'https://cms.example/uploads/clip.mp4', type: 'video/mp4' },
      ],
      tracks: [
        {
          kind: 'captions',
          src: 'https://cms.example/uploads/clip.vtt',
          srcLang: 'en',
          label: 'English',
          default: true,
        },
        {
          kind: 'captions',
          src: `https://img.example/vtt?url=${enc}`,
          srcLang: 'en',
          label: 'English (auto-generated)',
          default: false,
        },
      ],
      autoPlay: true,
      muted: true,
      loop: true,
      playsInline: true,
      controls: false,
    });
  });

  it('drops the auto-generated track when the asset has a caption', () => {
    expect(videoSources(captioned, { hosts })?.tracks.map((track) => track.label)).toEqual(['English']);
  });

  it.each([
    [{ autoplay: false }, { autoPlay: false, controls: true }],
    [{ autoplay: true }, { autoPlay: true, controls: false }],
    [
      { muted: false, loop: false, playsInline: false },
      { muted: false, loop: false, playsInline: false },
    ],
  ])('applies the options %j', (options, expected) => {
    expect(videoSources(video, { hosts, ...options })).toMatchObject(expected);
  });

  it('without an image CDN serves the original only and takes the thumbnail as poster', () => {
    const withThumb = mediaAssetSchema.parse({
      ...video,
      mime: 'video/quicktime',
      url: 'https://m.example/v/clip.mov?v=2',
      formats: { thumbnail: { url: 'https://m.example/v/clip.jpg' } },
    });
    expect(videoSources(withThumb)).toMatchObject({
      poster: 'https://m.example/v/clip.jpg',
      sources: [{ src: 'https://m.example/v/clip.mov?v=2', type: 'video/quicktime' }],
      tracks: [{ src: 'https://m.example/v/clip.vtt?v=2', label: 'English' }],
    });
  });

  it('prefers an explicit poster', () => {
    expect(videoSources(video, { hosts, poster: '/poster.jpg' })?.poster).toBe('/poster.jpg');
  });

  it.each([
    ['a null asset', null],
    ['a blank url', { ...video, url: '  ' }],
  ])('logs and renders nothing for %s', (_name, input) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(videoSources(input)).toBeNull();
    expect(error).toHaveBeenCalledWith(MEDIA_LOG_MESSAGES.nullVideoUrl);
  });

  it('logs and renders nothing for a non-video asset', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(videoSources({ ...video, mime: 'image/png' })).toBeNull();
    expect(error).toHaveBeenCalledWith(MEDIA_LOG_MESSAGES.unknownMediaType, 'image/png');
  });
});
