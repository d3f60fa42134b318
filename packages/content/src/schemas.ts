import { type MediaAsset, mediaAssetSchema } from '@ironmark/media';
import { z } from 'zod';

/** Strapi v5 pagination block of a collection response (`meta.pagination`). */
export const paginationSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(0),
  pageCount: z.number().int().min(0),
  total: z.number().int().min(0),
});

/** Strapi v5 flattened collection response: `{ data: [...documents], meta: { pagination } }`. */
export const collectionResponseSchema = z.object({
  data: z.array(z.unknown()),
  meta: z.object({ pagination: paginationSchema }),
});

/** A parsed Strapi collection response (documents still unparsed). */
export type CollectionResponse = z.infer<typeof collectionResponseSchema>;

/** Fields every Strapi v5 document carries. */
const documentFields = {
  id: z.number().int(),
  documentId: z.string().min(1),
  locale: z.string().min(2),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
};

/** A media field: a Strapi upload file (extra Strapi fields such as hash or provider are dropped). */
const media = mediaAssetSchema;
const optionalMedia = z.nullable(mediaAssetSchema).default(null);

/** A link with a label (calls to action, footer links). */
export const linkSchema = z.object({ label: z.string().min(1), url: z.string().min(1) });
/** A labelled link. */
export type Link = z.infer<typeof linkSchema>;

/** Section spacing presets (spec §3 Layout and layers). */
export const spacingPresets = ['xs', 'sm', 'default', 'lg', 'xl', 'mobile-none'] as const;
/** A section spacing preset. */
export type SpacingPreset = (typeof spacingPresets)[number];

/** Layer heights (spec §3 Layout and layers). */
export const layerHeights = [
  'Screen',
  'ScreenTop',
  'ScreenTopFloatingNav',
  'Md',
  'Navigation',
  'FullScreen',
] as const;
/** A layer height. */
export type LayerHeight = (typeof layerHeights)[number];

/**
 * Background layer (spec §3): an image (or a Canto asset id), an overlay class, a colour hex or style
 * class in `tw_value`, and the channel rule text deciding where the layer shows (spec §5).
 */
export const backgroundLayerSchema = z.object({
  image: optionalMedia,
  image_canto: z.string().nullable().default(null),
  tw_overlay: z.string().nullable().default(null),
  tw_value: z.string().nullable().default(null),
  channels: z.string().default(''),
});
/** A background layer. */
export type BackgroundLayer = z.infer<typeof backgroundLayerSchema>;

/** Layout settings of a layer (spec §3). Paddings are spacing presets, `default` when unset. */
export const layoutSettingsSchema = z.object({
  preview: z.boolean().default(false),
  height: z.enum(layerHeights).nullable().default(null),
  hasMarginTop: z.boolean().default(false),
  hasMarginBottom: z.boolean().default(false),
  isCovered: z.boolean().default(false),
  background: z
    .object({
      tw_paddingTop: z.enum(spacingPresets).default('default'),
      tw_paddingBottom: z.enum(spacingPresets).default('default'),
    })
    .default({ tw_paddingTop: 'default', tw_paddingBottom: 'default' }),
});
/** Layout settings of a layer. */
export type LayoutSettings = z.infer<typeof layoutSettingsSchema>;

const layerBase = {
  id: z.number().int(),
  background: backgroundLayerSchema,
  layout: layoutSettingsSchema,
};

const ctas = z.array(linkSchema).default([]);

/** Card of a cards layer. */
export const cardSchema = z.object({
  title: z.string().min(1),
  text: z.string().default(''),
  url: z.string().nullable().default(null),
  image: optionalMedia,
});
/** A card. */
export type Card = z.infer<typeof cardSchema>;

/** Every layer component of the `layers` dynamic zone, keyed by Strapi's `__component`. */
export const cmsLayerSchema = z.discriminatedUnion('__component', [
  z.object({
    __component: z.literal('layers.hero'),
    ...layerBase,
    eyebrow: z.string().nullable().default(null),
    heading: z.string().min(1),
    text: z.string().default(''),
    ctas,
    media: optionalMedia,
  }),
  z.object({
    __component: z.literal('layers.rich-text'),
    ...layerBase,
    heading: z.string().nullable().default(null),
    body: z.string().min(1),
  }),
  z.object({
    __component: z.literal('layers.media-text'),
    ...layerBase,
    heading: z.string().min(1),
    body: z.string().default(''),
    media,
    mediaPosition: z.enum(['left', 'right']).default('left'),
    ctas,
  }),
  z.object({
    __component: z.literal('layers.cards'),
    ...layerBase,
    heading: z.string().nullable().default(null),
    text: z.string().default(''),
    cards: z.array(cardSchema).min(1),
  }),
  z.object({
    __component: z.literal('layers.stats'),
    ...layerBase,
    heading: z.string().nullable().default(null),
    stats: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).min(1),
  }),
  z.object({
    __component: z.literal('layers.call-to-action'),
    ...layerBase,
    heading: z.string().min(1),
    text: z.string().default(''),
    ctas,
  }),
  z.object({
    __component: z.literal('layers.story-list'),
    ...layerBase,
    heading: z.string().nullable().default(null),
    category: z.string().nullable().default(null),
    limit: z.number().int().min(1).max(24).default(6),
  }),
]);
/** A layer as the CMS stores it. */
export type CmsLayer = z.infer<typeof cmsLayerSchema>;

/** Layer kinds: the `__component` name without its `layers.` category. */
export type LayerKind = CmsLayer['__component'] extends `layers.${infer Kind}` ? Kind : never;

/** A layer of a page, ready to render: `kind` names the component. */
export type Layer = DistributiveLayer<CmsLayer>;
type DistributiveLayer<T> = T extends { __component: `layers.${infer Kind}` }
  ? Omit<T, '__component'> & { kind: Kind }
  : never;

/** SEO fields of a page or story as the CMS stores them (spec §3 SEO). */
export const cmsSeoSchema = z.object({
  title: z.string().nullable().default(null),
  desc: z.string().nullable().default(null),
  image: optionalMedia,
  tags: z.string().default(''),
  canonicalUrl: z.string().nullable().default(null),
  titleSuffix: z.string().nullable().default(null),
});

/** A page document (collection `pages`). `path` starts with '/' ('/' is the home page). */
export const cmsPageSchema = z.object({
  ...documentFields,
  path: z.string().regex(/^\/[a-z0-9/-]*$/, 'a path such as /about'),
  title: z.string().min(1),
  description: z.string().default(''),
  seo: cmsSeoSchema.nullable().default(null),
  layers: z.array(cmsLayerSchema),
});
/** A page document. */
export type CmsPage = z.infer<typeof cmsPageSchema>;

/** A story document (collection `stories`); `body` is Markdown. */
export const cmsStorySchema = z.object({
  ...documentFields,
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  body: z.string().min(1),
  date: z.iso.date(),
  category: z.string().min(1),
  author: z.object({ name: z.string().min(1), role: z.string().nullable().default(null) }),
  heroImage: media,
  seo: cmsSeoSchema.nullable().default(null),
});
/** A story document. */
export type CmsStory = z.infer<typeof cmsStorySchema>;

/** The five social networks of the footer (spec §2 Footer). */
export const socialNetworks = [
  'photo-sharing',
  'professional-network',
  'social-network',
  'video-sharing',
  'microblog',
] as const;
/** A footer social network. */
export type SocialNetwork = (typeof socialNetworks)[number];

/** A footer document (collection `footers`, one per language). */
export const cmsFooterSchema = z.object({
  ...documentFields,
  groups: z.array(z.object({ title: z.string().min(1), links: z.array(linkSchema).min(1) })).length(3),
  newsletter: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    buttonLabel: z.string().min(1),
  }),
  social: z
    .array(
      z.object({ network: z.enum(socialNetworks), label: z.string().min(1), url: z.string().nullable() }),
    )
    .length(5),
  theme: z.enum(['dark', 'light']),
});

/** A translation document (collection `translations`): a flat map from key to text with '{0}' placeholders. */
export const cmsTranslationSchema = z.object({
  ...documentFields,
  namespace: z.string().min(1),
  messages: z.record(z.string(), z.string()),
});

/** A navigation document (collection `navigations`): the menu set in `set`, as JSON for `toNavigation`. */
export const cmsNavigationSchema = z.object({
  ...documentFields,
  set: z.unknown(),
});

/** SEO of a page or story (spec §3 SEO): `tags` joined by commas, `canonicalUrl` absolute. */
export interface Seo {
  title: string;
  desc: string;
  image: MediaAsset | null;
  tags: string;
  canonicalUrl: string;
  /** ' | {brand}' by default, '' on the home page (spec §2). */
  titleSuffix: string;
  /** The page locale ('sv-se', 'en'). */
  locale: string;
}

/** A page ready to render: only the layers visible in the requested locale. */
export interface Page {
  id: string;
  language: string;
  path: string;
  title: string;
  description: string;
  seo: z.infer<typeof cmsSeoSchema> | null;
  layers: Layer[];
  updatedAt: string;
  /** False for a draft shown in preview mode. */
  published: boolean;
}

/** Why a page or story could not be returned. */
export type NotFoundReason = 'unknown-path' | 'invalid-payload' | 'unavailable';

/** Result of a page lookup: never a throw. */
export type PageResult = { found: true; page: Page } | { found: false; path: string; reason: NotFoundReason };

/** A story ready to render; `readingTime` in whole minutes (≥ 1). */
export interface Story {
  id: string;
  language: string;
  slug: string;
  /** Site path without locale, e.g. '/stories/guide-to-knee-sleeves'. */
  path: string;
  title: string;
  excerpt: string;
  body: string;
  date: string;
  category: string;
  author: { name: string; role: string | null };
  heroImage: MediaAsset;
  readingTime: number;
  seo: z.infer<typeof cmsSeoSchema> | null;
  published: boolean;
}

/** A story in a listing (no body). */
export type StorySummary = Omit<Story, 'body' | 'seo'>;

/** Result of a story lookup: never a throw. */
export type StoryResult =
  | { found: true; story: Story }
  | { found: false; path: string; reason: NotFoundReason };

/** The footer (spec §2): social links carry only the networks with a URL. */
export interface Footer {
  groups: { title: string; links: Link[] }[];
  newsletter: { title: string; description: string; buttonLabel: string };
  socialLinks: { network: SocialNetwork; label: string; url: string }[];
  theme: 'dark' | 'light';
}
