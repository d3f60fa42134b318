import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import { NAVIGATION_ICONS, type NavigationIcon } from './model';

ensureEnglishZodMessages();

// The zod schemas of the navigation model (spec §3 'Navigation'), one per concept, with their types.
// Browser code uses the types and the helpers of './model' only, so these schemas stay out of the
// pages' first load (issue 16); parse with them on the server, in tests, or after `await import()`.

/** A plain link: label and a rooted path or absolute URL. */
export const navigationLinkSchema = z.object({
  label: z.string(),
  url: z.string(),
  ariaLabel: z.optional(z.string()),
});
/** A plain link (extra links, announcement links). */
export type NavigationLink = z.infer<typeof navigationLinkSchema>;

/** The feature block of a panel: an image with a call to action. Only present when it has an image (spec §5). */
export const navigationFeatureSchema = z.object({
  id: z.string(),
  imageUrl: z.string().check(z.minLength(1)),
  ctaText: z.string(),
  clickUrl: z.string(),
  altText: z.string(),
});
/** A panel's feature image with call to action. */
export type NavigationFeature = z.infer<typeof navigationFeatureSchema>;

/**
 * A navigation item (spec §3 'Navigation'): `children` nest panels (the static menu goes at most
 * 3 levels deep); `url` is `null` for an item that only opens a panel; `displayVisual` shows its
 * panel as a 2-column grid of thumbnails; `extra` is the grey section of extra links.
 */
export interface NavigationItem {
  id: string;
  label: string;
  url: string | null;
  highlight: boolean;
  displayVisual: boolean;
  bgImageUrl?: string;
  thumbnailUrl?: string;
  children: NavigationItem[];
  feature?: NavigationFeature;
  extra: NavigationLink[];
  ariaLabel?: string;
  icon?: NavigationIcon;
  trackingData?: Record<string, string>;
}

/** Zod schema of a {@link NavigationItem} (recursive through `children`). */
export const navigationItemSchema: z.ZodMiniType<NavigationItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    label: z.string(),
    url: z.nullable(z.string()),
    highlight: z.boolean(),
    displayVisual: z.boolean(),
    bgImageUrl: z.optional(z.string().check(z.minLength(1))),
    thumbnailUrl: z.optional(z.string().check(z.minLength(1))),
    children: z.array(navigationItemSchema),
    feature: z.optional(navigationFeatureSchema),
    extra: z.array(navigationLinkSchema),
    ariaLabel: z.optional(z.string()),
    icon: z.optional(z.enum(NAVIGATION_ICONS)),
    trackingData: z.optional(z.record(z.string(), z.string())),
  }),
);

/** One rotating message of the announcement strip; `priority` orders messages, highest first. */
export const announcementMessageSchema = z.object({
  text: z.string(),
  url: z.nullable(z.string()),
  priority: z.number(),
});
/** A message of the announcement strip. */
export type AnnouncementMessage = z.infer<typeof announcementMessageSchema>;

/** The announcement strip: extra links, rotating messages, and the rotation settings (interval in ms, default 7000). */
export const announcementSchema = z.object({
  links: z.array(navigationLinkSchema),
  messages: z.array(announcementMessageSchema),
  autoRotate: z.boolean(),
  rotationInterval: z.number().check(z.int(), z.positive()),
});
/** The announcement strip of a navigation set. */
export type Announcement = z.infer<typeof announcementSchema>;

/** A federation/certification logo shown in the top-level panel and the footer (spec §2). */
export const certificationLogoSchema = z.object({
  value: z.enum(['iwf', 'ipf', 'wppo']),
  sport: z.enum(['weightlifting', 'powerlifting', 'para-powerlifting']),
  label: z.string(),
  url: z.string(),
});
/** A certification logo with its link. */
export type CertificationLogo = z.infer<typeof certificationLogoSchema>;

/**
 * Menu configuration: the §9 flags (keyboard navigation, animation, image preload — all `true` by
 * default), the free-shipping line of the top bar, and the certification logos of the top-level panel.
 */
export const navigationConfigSchema = z.object({
  keyboardNavigation: z.boolean(),
  animation: z.boolean(),
  imagePreload: z.boolean(),
  freeShippingMessage: z.nullable(z.string()),
  certificationLogos: z.array(certificationLogoSchema),
});
/** The configuration part of a navigation set. */
export type NavigationConfig = z.infer<typeof navigationConfigSchema>;

/** The top bar above the main bar: whether it shows and its colour theme (the spec names it only). */
export const topBarSchema = z.object({
  visible: z.boolean(),
  theme: z.enum(['dark', 'light']),
});
/** The top bar settings of a navigation set. */
export type TopBar = z.infer<typeof topBarSchema>;

/** A whole navigation set (spec §3): primary and secondary items, the highlighted focus link, announcement, top bar, config. */
export const navigationSetSchema = z.object({
  primary: z.array(navigationItemSchema),
  secondary: z.array(navigationItemSchema),
  focus: z.nullable(navigationItemSchema),
  announcement: announcementSchema,
  topBar: topBarSchema,
  config: navigationConfigSchema,
});
/** A whole navigation set. */
export type NavigationSet = z.infer<typeof navigationSetSchema>;
