import { altText, type MediaAsset } from '@ironmark/media';
import { localiseUrl } from '@ironmark/navigation';
import type { Layer, LayerHeight, Link, Page, SpacingPreset, StorySummary } from './schemas';
import { type Translations, t } from './translations';

// Plain props for rendering a page's layers (spec §3 Layout and layers): texts resolved, URLs localised,
// alt texts chosen. No React here; `@ironmark/ui/content`'s `PageLayers` renders these shapes.

/** A call to action ready to render: its label and its address inside the page's locale. */
export interface ActionView {
  /** Text of the link. */
  label: string;
  /** Address, localised with `localiseUrl` (external addresses unchanged). */
  href: string;
}

/** The background layer of a section: an image URL, a colour or class (`tw_value`) and an overlay. */
export interface BackgroundView {
  /** Image URL, or null. */
  image: string | null;
  /** A hex colour or a class name, or null. */
  value: string | null;
  /** An overlay class or hex colour, or null. */
  overlay: string | null;
}

/** Layout of a section layer (spec §3): spacing preset, height, margins and background. */
export interface SectionLayoutView {
  /** Spacing preset (the layer's `tw_paddingTop`). */
  spacing: SpacingPreset;
  /** Minimum height preset; undefined when unset. */
  height?: LayerHeight;
  /** Adds the default top margin. */
  hasMarginTop: boolean;
  /** Adds the default bottom margin. */
  hasMarginBottom: boolean;
  /** The background layer behind the section. */
  background: BackgroundView;
}

/** A card of a cards layer. */
export interface CardView {
  /** Title of the card (an h3). */
  title: string;
  /** Text under the title; '' for none. */
  text: string;
  /** Localised address the title links to, or null for no link. */
  href: string | null;
  /** Image with its alt text (from `altText`: alternative text, caption or name), or null. */
  image: { src: string; alt: string } | null;
}

/** A story teaser in a listing: the props of a story card. */
export interface StoryCardView {
  /** Headline of the story. */
  title: string;
  /** Localised address of the story page. */
  href: string;
  /** Short teaser. */
  excerpt: string;
  /** Category shown above the headline. */
  category: string;
  /** Publication date (ISO 8601). */
  date: string;
  /** Reading time in whole minutes. */
  readingMinutes: number;
  /** Card image URL. */
  image: string;
}

/** Fields every layer view carries. */
interface LayerViewBase {
  /** Id of the layer (unique in the page). */
  id: number;
}

/** A hero layer: the first layer's title is the page's h1. */
export interface HeroLayerView extends LayerViewBase {
  /** Layer kind: hero. */
  kind: 'hero';
  /** Heading level of the title: 1 for the page's first layer, 2 otherwise. */
  level: 1 | 2;
  /** Small line above the title. */
  eyebrow?: string;
  /** Title of the hero. */
  title: string;
  /** Text under the title; '' for none. */
  text: string;
  /** Background image URL: the hero's media, else its background image. */
  image?: string;
  /** Height preset; undefined for the hero's default. */
  height?: LayerHeight;
  /** First call to action. */
  primaryAction?: ActionView;
  /** Second call to action. */
  secondaryAction?: ActionView;
}

/** A rich-text layer: optional heading and a Markdown body. */
export interface RichTextLayerView extends LayerViewBase {
  /** Layer kind: rich-text. */
  kind: 'rich-text';
  /** Layout of the section. */
  layout: SectionLayoutView;
  /** Heading level: 1 for the page's first layer, 2 otherwise. */
  level: 1 | 2;
  /** Heading, or null. */
  heading: string | null;
  /** Body in Markdown. */
  body: string;
}

/** A media-text layer: a media asset beside a heading, Markdown body and calls to action. */
export interface MediaTextLayerView extends LayerViewBase {
  /** Layer kind: media-text. */
  kind: 'media-text';
  /** Layout of the section. */
  layout: SectionLayoutView;
  /** Heading level: 1 for the page's first layer, 2 otherwise. */
  level: 1 | 2;
  /** Heading. */
  heading: string;
  /** Body in Markdown; '' for none. */
  body: string;
  /** The media asset (image, video, embed or 3D). */
  media: MediaAsset;
  /** Side of the media on wide screens. */
  mediaPosition: 'left' | 'right';
  /** Calls to action, the first one primary. */
  actions: ActionView[];
}

/** A cards layer: optional heading and text, then cards. */
export interface CardsLayerView extends LayerViewBase {
  /** Layer kind: cards. */
  kind: 'cards';
  /** Layout of the section. */
  layout: SectionLayoutView;
  /** Heading (an h2), or null. */
  heading: string | null;
  /** Text under the heading; '' for none. */
  text: string;
  /** The cards. */
  cards: CardView[];
}

/** A stats layer: figures with labels. */
export interface StatsLayerView extends LayerViewBase {
  /** Layer kind: stats. */
  kind: 'stats';
  /** Layout of the section. */
  layout: SectionLayoutView;
  /** Heading (an h2), or null. */
  heading: string | null;
  /** The figures. */
  stats: { value: string; label: string }[];
}

/** A call-to-action layer: heading, text and links. */
export interface CallToActionLayerView extends LayerViewBase {
  /** Layer kind: call-to-action. */
  kind: 'call-to-action';
  /** Layout of the section. */
  layout: SectionLayoutView;
  /** Heading (an h2). */
  heading: string;
  /** Text under the heading; '' for none. */
  text: string;
  /** Calls to action, the first one primary. */
  actions: ActionView[];
}

/** A story-list layer: the newest stories, of one category when the layer names one. */
export interface StoryListLayerView extends LayerViewBase {
  /** Layer kind: story-list. */
  kind: 'story-list';
  /** Layout of the section. */
  layout: SectionLayoutView;
  /** Heading (an h2), or null. */
  heading: string | null;
  /** At most the layer's `limit` stories. */
  stories: StoryCardView[];
}

/** A layer of a page ready to render; `kind` names the component. */
export type LayerView =
  | HeroLayerView
  | RichTextLayerView
  | MediaTextLayerView
  | CardsLayerView
  | StatsLayerView
  | CallToActionLayerView
  | StoryListLayerView;

/** Texts the layers need, resolved in the page's language ('{0}' placeholders kept). */
export interface PageLayerLabels {
  /** Play button of a video ('Play video: {0}'). */
  playVideo: string;
  /** Button of a 3D embed ('View in 3D: {0}'). */
  view3d: string;
  /** Reading time of a story card ('{0} min read'). */
  readingTime: string;
}

/** A page's layers ready to render. */
export interface PageLayersView {
  /** The page title to show as an h1 when no first layer carries the page heading; null otherwise. */
  title: string | null;
  /** The layers in page order. */
  layers: LayerView[];
  /** Texts of the layers' controls and cards. */
  labels: PageLayerLabels;
}

/** What {@link pageLayersView} needs besides the page. */
export interface PageLayersViewOptions {
  /** Page locale ('sv-se', 'en-us'): site links are prefixed with it. */
  locale: string;
  /** Translations of the page's language. */
  translations: Translations;
  /** Stories of the locale, newest first (`getStories`); only story-list layers read them. Default []. */
  stories?: readonly StorySummary[];
}

/** Layer kinds whose heading, when the layer comes first, is the page's h1. */
const headingKinds: ReadonlySet<Layer['kind']> = new Set(['hero', 'rich-text', 'media-text']);

/** Whether the page needs {@link PageLayersViewOptions.stories}: it has a story-list layer. */
export function pageListsStories(page: Pick<Page, 'layers'>): boolean {
  return page.layers.some((layer) => layer.kind === 'story-list');
}

/** A labelled link with its address localised to `locale`. */
export function actionView(link: Link, locale: string): ActionView {
  return { label: link.label, href: localiseUrl(link.url, locale) };
}

/** The story card of a listed story, linked inside `locale`. */
export function storyCardView(story: StorySummary, locale: string): StoryCardView {
  return {
    title: story.title,
    href: localiseUrl(story.path, locale),
    excerpt: story.excerpt,
    category: story.category,
    date: story.date,
    readingMinutes: story.readingTime,
    image: story.heroImage.url,
  };
}

function layoutView(layer: Layer): SectionLayoutView {
  return {
    spacing: layer.layout.background.tw_paddingTop,
    height: layer.layout.height ?? undefined,
    hasMarginTop: layer.layout.hasMarginTop,
    hasMarginBottom: layer.layout.hasMarginBottom,
    background: {
      image: layer.background.image?.url ?? null,
      value: layer.background.tw_value,
      overlay: layer.background.tw_overlay,
    },
  };
}

/**
 * The view of one layer. `first` says whether it is the page's first layer (its heading becomes the
 * h1); `stories` are the locale's stories, newest first, filtered here by the layer's category and limit.
 */
export function layerView(
  layer: Layer,
  { locale, first, stories = [] }: { locale: string; first: boolean; stories?: readonly StorySummary[] },
): LayerView {
  const level = first ? 1 : 2;
  const actions = (links: readonly Link[]) => links.map((link) => actionView(link, locale));
  switch (layer.kind) {
    case 'hero': {
      const [primary, secondary] = layer.ctas;
      return {
        kind: 'hero',
        id: layer.id,
        level,
        eyebrow: layer.eyebrow ?? undefined,
        title: layer.heading,
        text: layer.text,
        image: layer.media?.url ?? layer.background.image?.url ?? undefined,
        height: layer.layout.height ?? undefined,
        primaryAction: primary && actionView(primary, locale),
        secondaryAction: secondary && actionView(secondary, locale),
      };
    }
    case 'rich-text':
      return {
        kind: 'rich-text',
        id: layer.id,
        layout: layoutView(layer),
        level,
        heading: layer.heading,
        body: layer.body,
      };
    case 'media-text':
      return {
        kind: 'media-text',
        id: layer.id,
        layout: layoutView(layer),
        level,
        heading: layer.heading,
        body: layer.body,
        media: layer.media,
        mediaPosition: layer.mediaPosition,
        actions: actions(layer.ctas),
      };
    case 'cards':
      return {
        kind: 'cards',
        id: layer.id,
        layout: layoutView(layer),
        heading: layer.heading,
        text: layer.text,
        cards: layer.cards.map((card) => ({
          title: card.title,
          text: card.text,
          href: card.url ? localiseUrl(card.url, locale) : null,
          image: card.image ? { src: card.image.url, alt: altText(card.image) } : null,
        })),
      };
    case 'stats':
      return {
        kind: 'stats',
        id: layer.id,
        layout: layoutView(layer),
        heading: layer.heading,
        stats: layer.stats.map(({ value, label }) => ({ value, label })),
      };
    case 'call-to-action':
      return {
        kind: 'call-to-action',
        id: layer.id,
        layout: layoutView(layer),
        heading: layer.heading,
        text: layer.text,
        actions: actions(layer.ctas),
      };
    case 'story-list':
      return {
        kind: 'story-list',
        id: layer.id,
        layout: layoutView(layer),
        heading: layer.heading,
        stories: stories
          .filter((story) => !layer.category || story.category === layer.category)
          .slice(0, layer.limit)
          .map((story) => storyCardView(story, locale)),
      };
    default:
      return layer satisfies never;
  }
}

/**
 * Turns a content page (layers already filtered for the locale) into plain props for
 * `@ironmark/ui/content`'s `PageLayers`: the page title as h1 when the first layer is not a hero,
 * rich-text or media-text layer (or there is none), the first layer's heading as h1 otherwise,
 * localised links, card alt texts and the translated control texts.
 */
export function pageLayersView(
  page: Pick<Page, 'title' | 'layers'>,
  { locale, translations, stories = [] }: PageLayersViewOptions,
): PageLayersView {
  const [first] = page.layers;
  return {
    title: first && headingKinds.has(first.kind) ? null : page.title,
    layers: page.layers.map((layer, index) => layerView(layer, { locale, first: index === 0, stories })),
    labels: {
      playVideo: t(translations, 'media.playVideo'),
      view3d: t(translations, 'media.view3d'),
      readingTime: t(translations, 'stories.readingTime'),
    },
  };
}
