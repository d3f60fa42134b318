/**
 * Texts logged (with `console.error`) when media cannot be rendered — spec §8 'Logged conditions'.
 * Kept apart from the asset schema (./asset) so the renderer's plan runs in the browser without zod.
 */
export const MEDIA_LOG_MESSAGES = {
  nullImage: 'Image is null',
  nullVideoUrl: 'Video url is null',
  unknownMediaType: 'Unknown media type',
  invalidMedia: 'Invalid media asset',
} as const;
