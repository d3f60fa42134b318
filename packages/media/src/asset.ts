import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import { MEDIA_LOG_MESSAGES } from './log-messages';

ensureEnglishZodMessages();

// The media asset schemas: parse content payloads on the server (or in tests). Browser code renders
// already-parsed assets with the zod-free modules (render, image, video, kind, url), issue 16.

/** Strapi sends `null` for empty text fields; the domain type uses `undefined`. */
const optionalText = z.optional(
  z.pipe(
    z.nullish(z.string()),
    z.transform((value: string | null | undefined) => value ?? undefined),
  ),
);
const optionalSize = z.optional(
  z.pipe(
    z.nullish(z.number().check(z.nonnegative())),
    z.transform((value: number | null | undefined) => value ?? undefined),
  ),
);

/**
 * One entry of `formats` (Strapi `formats[key]`): a URL plus optional size, mime and a blur
 * placeholder (`blurDataURL`, present on the thumbnail when the content service adds it). Extra
 * Strapi fields (`name`, `hash`, `ext`, `size`, `sizeInBytes`, `path`, …) are accepted and kept.
 */
export const mediaFormatSchema = z.looseObject({
  url: z.string().check(z.minLength(1)),
  width: optionalSize,
  height: optionalSize,
  mime: optionalText,
  blurDataURL: optionalText,
});

/** A parsed entry of {@link MediaAsset.formats}. */
export type MediaFormat = z.output<typeof mediaFormatSchema>;

/**
 * A media asset as spec §3 'Media asset' describes it, in the shape of a Strapi upload file
 * (v4 `attributes` or v5 flat): `id` (number or v5 string), `url`, `mime`, `alternativeText`,
 * `caption`, `name`, `width`, `height` (px) and `formats` keyed by any name (`thumbnail`, `4x5`,
 * `5x4`, `small`, …). Unknown fields are kept; `null` text and size fields become `undefined`.
 */
export const mediaAssetSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  url: z.string().check(z.minLength(1)),
  mime: optionalText,
  alternativeText: optionalText,
  caption: optionalText,
  name: z._default(z.string(), ''),
  width: optionalSize,
  height: optionalSize,
  formats: z.optional(
    z.pipe(
      z.nullish(z.record(z.string(), mediaFormatSchema)),
      z.transform((value: Record<string, MediaFormat> | null | undefined) => value ?? undefined),
    ),
  ),
});

/** A parsed media asset (see {@link mediaAssetSchema}). */
export type MediaAsset = z.output<typeof mediaAssetSchema>;
/** The input accepted by {@link mediaAssetSchema} (Strapi's raw JSON). */
export type MediaAssetInput = z.input<typeof mediaAssetSchema>;

const strapiV4Envelope = z.object({
  data: z.nullable(
    z.object({ id: z.union([z.number(), z.string()]), attributes: z.record(z.string(), z.unknown()) }),
  ),
});
const strapiV5Envelope = z.object({ data: z.nullable(z.record(z.string(), z.unknown())) });

/**
 * Parses a media payload from the content system into a {@link MediaAsset}. Accepts a bare file
 * object, a Strapi v4 relation (`{ data: { id, attributes } }`) or a v5 relation (`{ data: {...} }`).
 * A `null`/missing asset logs 'Image is null'; an invalid one logs 'Invalid media asset' with the
 * zod issues. Either way it returns `null` — never throws (spec §8: nothing renders).
 */
export function parseMediaAsset(payload: unknown): MediaAsset | null {
  let candidate = payload;
  const v4 = strapiV4Envelope.safeParse(payload);
  if (v4.success) {
    candidate = v4.data.data === null ? null : { id: v4.data.data.id, ...v4.data.data.attributes };
  } else {
    const v5 = strapiV5Envelope.safeParse(payload);
    if (v5.success) candidate = v5.data.data;
  }
  if (candidate === null || candidate === undefined) {
    console.error(MEDIA_LOG_MESSAGES.nullImage);
    return null;
  }
  const parsed = mediaAssetSchema.safeParse(candidate);
  if (!parsed.success) {
    console.error(MEDIA_LOG_MESSAGES.invalidMedia, parsed.error.issues);
    return null;
  }
  return parsed.data;
}
