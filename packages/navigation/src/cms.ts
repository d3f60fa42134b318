import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import {
  CERTIFICATION_VALUES,
  defaultAnnouncement,
  defaultNavigationConfig,
  NAVIGATION_ICONS,
  normaliseMenuUrl,
} from './model';
import { type NavigationItem, type NavigationLink, type NavigationSet, navigationSetSchema } from './schemas';
import { certificationLogoFor, staticMenu } from './static-menu';

ensureEnglishZodMessages();

/** Logged (with the error) when a CMS navigation payload cannot be transformed — spec §8; the static menu is used. */
export const NAVIGATION_TRANSFORM_ERROR = 'Failed to transform navigation, using the static menu';

const mediaWithUrl = z.object({ url: z.string() });
const strapiV4Media = z.object({ data: z.object({ attributes: mediaWithUrl }) });

function imageUrl(value: unknown): string | undefined {
  const raw =
    typeof value === 'string'
      ? value
      : (mediaWithUrl.safeParse(value).data?.url ?? strapiV4Media.safeParse(value).data?.data.attributes.url);
  return raw?.trim() || undefined;
}

/**
 * An image reference from the content system: a URL string, a media object with `url`, or a Strapi
 * v4 relation `{ data: { attributes: { url } } }`. Yields the trimmed URL, or `undefined` when blank
 * or absent (spec §5: image URLs are trimmed, blank ones are ignored).
 */
const cmsImage = z.pipe(z.optional(z.unknown()), z.transform(imageUrl));

const cmsText = z.pipe(
  z.nullish(z.string()),
  z.transform((value: string | null | undefined) => value?.trim() || undefined),
);

const cmsLink = z.looseObject({ label: z.string(), url: z.nullish(z.string()), ariaLabel: cmsText });

const cmsFeature = z.looseObject({
  id: z.nullish(z.union([z.number(), z.string()])),
  imageUrl: cmsImage,
  image: cmsImage,
  ctaText: cmsText,
  clickUrl: cmsText,
  altText: cmsText,
});

/** A navigation item as the content system sends it (Strapi component; nulls allowed, images as URL or media). */
export interface CmsNavigationItem {
  id?: number | string | null;
  label: string;
  url?: string | null;
  highlight?: boolean | null;
  displayVisual?: boolean | null;
  bgImageUrl?: unknown;
  bgImage?: unknown;
  thumbnailUrl?: unknown;
  thumbnail?: unknown;
  children?: CmsNavigationItem[] | null;
  feature?: unknown;
  extra?: unknown[] | null;
  ariaLabel?: string | null;
  icon?: string | null;
  trackingData?: Record<string, string> | null;
}

const cmsItem: z.ZodMiniType<CmsNavigationItem> = z.lazy(() =>
  z.looseObject({
    id: z.nullish(z.union([z.number(), z.string()])),
    label: z.string(),
    url: z.nullish(z.string()),
    highlight: z.nullish(z.boolean()),
    displayVisual: z.nullish(z.boolean()),
    bgImageUrl: z.optional(z.unknown()),
    bgImage: z.optional(z.unknown()),
    thumbnailUrl: z.optional(z.unknown()),
    thumbnail: z.optional(z.unknown()),
    children: z.nullish(z.array(cmsItem)),
    feature: z.optional(z.unknown()),
    extra: z.nullish(z.array(z.unknown())),
    ariaLabel: z.nullish(z.string()),
    icon: z.nullish(z.enum(NAVIGATION_ICONS)),
    trackingData: z.nullish(z.record(z.string(), z.string())),
  }),
);

/**
 * The navigation payload of the content system (Strapi single type, v5 flat or v4 `attributes`,
 * bare or inside `{ data }`). Every part except `primary` is optional; `config.certificationLogos`
 * lists logo values ('iwf', 'ipf', 'wppo', 'ipc').
 */
export const cmsNavigationSchema = z.looseObject({
  primary: z.nullish(z.array(cmsItem)),
  secondary: z.nullish(z.array(cmsItem)),
  focus: z.nullish(cmsItem),
  announcement: z.nullish(
    z.looseObject({
      links: z.nullish(z.array(cmsLink)),
      messages: z.nullish(
        z.array(
          z.looseObject({ text: z.string(), url: z.nullish(z.string()), priority: z.nullish(z.number()) }),
        ),
      ),
      autoRotate: z.nullish(z.boolean()),
      rotationInterval: z.nullish(z.number().check(z.int(), z.positive())),
    }),
  ),
  topBar: z.nullish(
    z.looseObject({ visible: z.nullish(z.boolean()), theme: z.nullish(z.enum(['dark', 'light'])) }),
  ),
  config: z.nullish(
    z.looseObject({
      keyboardNavigation: z.nullish(z.boolean()),
      animation: z.nullish(z.boolean()),
      imagePreload: z.nullish(z.boolean()),
      freeShippingMessage: z.nullish(z.string()),
      certificationLogos: z.nullish(z.array(z.enum(CERTIFICATION_VALUES))),
    }),
  ),
});
/** The parsed CMS navigation payload. */
export type CmsNavigation = z.infer<typeof cmsNavigationSchema>;

/** Link schemes a menu may point to; anything else (javascript:, data:, …) is dropped (ASVS 1.2.2). */
const SAFE_LINK = /^(https?|mailto|tel):/i;

/** A rooted, safe menu URL, or `null` for a blank or unsafe one. */
function menuUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(value);
  if (hasScheme && !SAFE_LINK.test(value)) return null;
  return normaliseMenuUrl(value);
}

function toLinks(raw: readonly unknown[] | null | undefined): NavigationLink[] {
  return (raw ?? []).flatMap((entry) => {
    const link = cmsLink.parse(entry);
    const url = menuUrl(link.url);
    return url ? [{ label: link.label, url, ...(link.ariaLabel ? { ariaLabel: link.ariaLabel } : {}) }] : [];
  });
}

function toItem(raw: CmsNavigationItem, fallbackId: string): NavigationItem {
  const bgImageUrl = cmsImage.parse(raw.bgImageUrl) ?? cmsImage.parse(raw.bgImage);
  const thumbnailUrl = cmsImage.parse(raw.thumbnailUrl) ?? cmsImage.parse(raw.thumbnail);
  const feature =
    raw.feature === null || raw.feature === undefined ? undefined : cmsFeature.parse(raw.feature);
  const featureImage = feature ? (feature.imageUrl ?? feature.image) : undefined;
  const id = raw.id === null || raw.id === undefined ? fallbackId : String(raw.id);
  return {
    id,
    label: raw.label.trim(),
    url: menuUrl(raw.url),
    highlight: raw.highlight ?? false,
    displayVisual: raw.displayVisual ?? false,
    ...(bgImageUrl ? { bgImageUrl } : {}),
    ...(thumbnailUrl ? { thumbnailUrl } : {}),
    children: (raw.children ?? []).map((child, index) => toItem(child, `${fallbackId}-${index}`)),
    // spec §5: a feature item is used only if it has an image.
    ...(feature && featureImage
      ? {
          feature: {
            id: feature.id === null || feature.id === undefined ? `${id}-feature` : String(feature.id),
            imageUrl: featureImage,
            ctaText: feature.ctaText ?? '',
            clickUrl: menuUrl(feature.clickUrl) ?? menuUrl(raw.url) ?? '',
            altText: feature.altText ?? '',
          },
        }
      : {}),
    extra: toLinks(raw.extra),
    ...(raw.ariaLabel?.trim() ? { ariaLabel: raw.ariaLabel.trim() } : {}),
    ...(raw.icon ? { icon: raw.icon as NavigationItem['icon'] } : {}),
    ...(raw.trackingData ? { trackingData: raw.trackingData } : {}),
  };
}

const envelope = z.object({ data: z.record(z.string(), z.unknown()) });

function unwrap(payload: unknown): unknown {
  const outer = envelope.safeParse(payload);
  if (!outer.success) return payload;
  const inner = envelope.safeParse({ data: outer.data.data.attributes });
  return inner.success ? inner.data.data : outer.data.data;
}

/**
 * Turns the content system's navigation payload into a {@link NavigationSet} (spec §3, §5):
 * parsed with zod; image URLs trimmed and blank ones ignored; a feature kept only with an image;
 * link URLs rooted (`'iwf'` → `'/iwf'`) and unsafe schemes dropped; ids stringified (missing ids
 * become `cms-N[-M…]`); the announcement rotates every 7000 ms unless the payload says otherwise.
 * No primary items ⇒ {@link staticMenu}. Any parse or transform failure logs
 * {@link NAVIGATION_TRANSFORM_ERROR} with the error and returns {@link staticMenu} — never throws.
 */
export function toNavigation(cmsPayload: unknown): NavigationSet {
  try {
    const cms = cmsNavigationSchema.parse(unwrap(cmsPayload));
    const primary = (cms.primary ?? []).map((item, index) => toItem(item, `cms-${index}`));
    if (primary.length === 0) return staticMenu;
    const announcement = cms.announcement;
    const config = cms.config;
    return navigationSetSchema.parse({
      primary,
      secondary: (cms.secondary ?? []).map((item, index) => toItem(item, `cms-secondary-${index}`)),
      focus: cms.focus ? toItem(cms.focus, 'cms-focus') : null,
      announcement: {
        links: toLinks(announcement?.links),
        messages: (announcement?.messages ?? [])
          .filter((message) => message.text.trim() !== '')
          .map((message) => ({
            text: message.text.trim(),
            url: menuUrl(message.url),
            priority: message.priority ?? 0,
          })),
        autoRotate: announcement?.autoRotate ?? defaultAnnouncement.autoRotate,
        rotationInterval: announcement?.rotationInterval ?? defaultAnnouncement.rotationInterval,
      },
      topBar: { visible: cms.topBar?.visible ?? true, theme: cms.topBar?.theme ?? 'dark' },
      config: {
        keyboardNavigation: config?.keyboardNavigation ?? defaultNavigationConfig.keyboardNavigation,
        animation: config?.animation ?? defaultNavigationConfig.animation,
        imagePreload: config?.imagePreload ?? defaultNavigationConfig.imagePreload,
        freeShippingMessage: config?.freeShippingMessage?.trim() || null,
        certificationLogos: config?.certificationLogos
          ? [
              ...new Map(
                config.certificationLogos.flatMap((value) => {
                  const logo = certificationLogoFor(value);
                  return logo ? [[logo.value, logo] as const] : [];
                }),
              ).values(),
            ]
          : staticMenu.config.certificationLogos,
      },
    });
  } catch (error) {
    console.error(NAVIGATION_TRANSFORM_ERROR, error);
    return staticMenu;
  }
}
