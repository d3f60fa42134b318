import type { MediaAsset } from '@ironmark/media';
import { Image } from '../media/image';
import { defaultMediaRendererLabels, MediaRenderer, type MediaRendererLabels } from '../media/media-renderer';
import { buttonVariants } from '../shell/button-variants';
import { Link } from '../shell/link';
import { CmsMarkdown } from './cms-markdown';
import { Hero, type HeroAction } from './hero';
import { type BackgroundLayerProps, Section, type SectionHeight, type SectionSpacing } from './section';
import { defaultStoryCardLabels, type StoryCardLabels } from './story-card';
import { StoryGrid, type StoryGridItem } from './story-grid';

/** Layout of a section layer (spec §3 Layout and layers). */
export interface PageLayerSection {
  /** Vertical padding preset of the section. */
  spacing: SectionSpacing;
  /** Minimum height preset; none when undefined. */
  height?: SectionHeight;
  /** Adds the default top margin. */
  hasMarginTop: boolean;
  /** Adds the default bottom margin. */
  hasMarginBottom: boolean;
  /** Background layer behind the section (image URL, colour or class, overlay). */
  background: BackgroundLayerProps;
}

/** A card of a cards layer. */
export interface PageLayerCard {
  /** Title of the card (an h3). */
  title: string;
  /** Text under the title; '' or undefined for none. */
  text?: string;
  /** Address the title links to (already localised), or null for no link. */
  href?: string | null;
  /** Image with its alt text ('' when decorative), or null. */
  image?: { src: string; alt: string } | null;
}

/**
 * A layer of a content page, as plain props (`@ironmark/content`'s `pageLayersView` builds them).
 * Markdown bodies are rendered with raw HTML off and the spec §5 URL rule (`safeMarkdownUrl`).
 */
export type PageLayer =
  | {
      /** Layer kind: hero. */
      kind: 'hero';
      /** Key of the layer, unique in the page. */
      id: string | number;
      /** Heading level of the title: 1 for the page's first layer. */
      level: 1 | 2;
      /** Small line above the title. */
      eyebrow?: string;
      /** Title of the hero. */
      title: string;
      /** Text under the title. */
      text?: string;
      /** Background image URL. */
      image?: string;
      /** Height preset; the hero's default when undefined. */
      height?: SectionHeight;
      /** First call to action. */
      primaryAction?: HeroAction;
      /** Second call to action. */
      secondaryAction?: HeroAction;
    }
  | {
      /** Layer kind: rich-text. */
      kind: 'rich-text';
      /** Key of the layer, unique in the page. */
      id: string | number;
      /** Section layout. */
      layout: PageLayerSection;
      /** Heading level: 1 for the page's first layer. */
      level: 1 | 2;
      /** Heading, or null. */
      heading: string | null;
      /** Body in Markdown. */
      body: string;
    }
  | {
      /** Layer kind: media-text. */
      kind: 'media-text';
      /** Key of the layer, unique in the page. */
      id: string | number;
      /** Section layout. */
      layout: PageLayerSection;
      /** Heading level: 1 for the page's first layer. */
      level: 1 | 2;
      /** Heading. */
      heading: string;
      /** Body in Markdown. */
      body: string;
      /** The media asset beside the text (5:4 variant when present). */
      media: MediaAsset;
      /** Side of the media on desktop. Default 'left'. */
      mediaPosition?: 'left' | 'right';
      /** Links styled as buttons, the first one primary. */
      actions: readonly HeroAction[];
    }
  | {
      /** Layer kind: cards. */
      kind: 'cards';
      /** Key of the layer, unique in the page. */
      id: string | number;
      /** Section layout. */
      layout: PageLayerSection;
      /** Heading (an h2), or null. */
      heading: string | null;
      /** Text under the heading. */
      text?: string;
      /** The cards. */
      cards: readonly PageLayerCard[];
    }
  | {
      /** Layer kind: stats. */
      kind: 'stats';
      /** Key of the layer, unique in the page. */
      id: string | number;
      /** Section layout. */
      layout: PageLayerSection;
      /** Heading (an h2), or null. */
      heading: string | null;
      /** Figures with their labels (a description list). */
      stats: readonly { value: string; label: string }[];
    }
  | {
      /** Layer kind: call-to-action. */
      kind: 'call-to-action';
      /** Key of the layer, unique in the page. */
      id: string | number;
      /** Section layout. */
      layout: PageLayerSection;
      /** Heading (an h2). */
      heading: string;
      /** Text under the heading. */
      text?: string;
      /** Links styled as buttons, the first one primary. */
      actions: readonly HeroAction[];
    }
  | {
      /** Layer kind: story-list. */
      kind: 'story-list';
      /** Key of the layer, unique in the page. */
      id: string | number;
      /** Section layout. */
      layout: PageLayerSection;
      /** Heading (an h2), or null. */
      heading: string | null;
      /** The stories to show (links already localised). */
      stories: readonly StoryGridItem[];
    };

/** Texts of the layers: the media controls and the story cards ('{0}' placeholders). */
export type PageLayersLabels = MediaRendererLabels & StoryCardLabels;

/** English defaults of {@link PageLayersLabels}. */
export const defaultPageLayersLabels: PageLayersLabels = {
  ...defaultMediaRendererLabels,
  ...defaultStoryCardLabels,
};

/** Props of {@link PageLayers}. */
export interface PageLayersProps {
  /** The page title, shown as the h1 in its own section; null when the first layer holds the h1. */
  title: string | null;
  /** The layers in page order. */
  layers: readonly PageLayer[];
  /** Locale of the story cards' dates. Default 'en'. */
  locale?: string;
  /** Texts of the layers; English defaults ({@link defaultPageLayersLabels}). */
  labels?: Partial<PageLayersLabels>;
}

const heading = 'font-display text-3xl uppercase tracking-wide desk:text-4xl';

function Heading({ level, children }: { level: 1 | 2; children: string }) {
  return level === 1 ? <h1 className={heading}>{children}</h1> : <h2 className={heading}>{children}</h2>;
}

function Actions({ actions }: { actions: readonly HeroAction[] }) {
  if (actions.length === 0) return null;
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {actions.map((action, index) => (
        <Link
          key={action.href}
          href={action.href}
          className={buttonVariants({ variant: index === 0 ? 'primary' : 'secondary' })}
        >
          {action.label}
        </Link>
      ))}
    </div>
  );
}

type SectionLayer = Exclude<PageLayer, { kind: 'hero' }>;

function LayerBody({
  layer,
  locale,
  labels,
}: {
  layer: SectionLayer;
  locale: string | undefined;
  labels: PageLayersLabels;
}) {
  switch (layer.kind) {
    case 'rich-text':
      return (
        <div className="prose max-w-3xl">
          {layer.heading && <Heading level={layer.level}>{layer.heading}</Heading>}
          <CmsMarkdown>{layer.body}</CmsMarkdown>
        </div>
      );
    case 'media-text':
      return (
        <div
          className={`grid items-center gap-8 desk:grid-cols-2 ${layer.mediaPosition === 'right' ? 'desk:[&>*:first-child]:order-2' : ''}`}
        >
          <MediaRenderer
            asset={layer.media}
            options={{ variant: '5x4' }}
            sizes="(min-width: 1280px) 50vw, 100vw"
            labels={{ playVideo: labels.playVideo, view3d: labels.view3d }}
          />
          <div>
            <Heading level={layer.level}>{layer.heading}</Heading>
            <div className="mt-4 text-muted">
              <CmsMarkdown>{layer.body}</CmsMarkdown>
            </div>
            <Actions actions={layer.actions} />
          </div>
        </div>
      );
    case 'cards':
      return (
        <div>
          {layer.heading && <h2 className={heading}>{layer.heading}</h2>}
          {layer.text && <p className="mt-3 max-w-2xl text-muted">{layer.text}</p>}
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 desk:grid-cols-3">
            {layer.cards.map((card) => (
              <li key={card.title} className="border border-line bg-surface">
                {card.image && (
                  <Image
                    src={card.image.src}
                    alt={card.image.alt}
                    sizes="(min-width: 1280px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[5/4] w-full object-cover"
                  />
                )}
                <div className="p-5">
                  <h3 className="font-display text-xl uppercase">
                    {card.href ? (
                      <Link href={card.href} className="hover:underline">
                        {card.title}
                      </Link>
                    ) : (
                      card.title
                    )}
                  </h3>
                  {card.text && <p className="mt-2 text-sm text-muted">{card.text}</p>}
                </div>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'stats':
      return (
        <div>
          {layer.heading && <h2 className={heading}>{layer.heading}</h2>}
          <dl className="mt-8 grid grid-cols-2 gap-6 desk:grid-cols-4">
            {layer.stats.map((stat) => (
              <div key={stat.label} className="border-t border-line pt-4">
                <dt className="text-sm text-muted">{stat.label}</dt>
                <dd className="tabular font-display text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      );
    case 'call-to-action':
      return (
        <div className="max-w-3xl">
          <h2 className={heading}>{layer.heading}</h2>
          {layer.text && <p className="mt-3 text-muted">{layer.text}</p>}
          <Actions actions={layer.actions} />
        </div>
      );
    case 'story-list':
      return (
        <div>
          {layer.heading && <h2 className={heading}>{layer.heading}</h2>}
          <StoryGrid stories={layer.stories} locale={locale} labels={{ readingTime: labels.readingTime }} />
        </div>
      );
    default:
      return layer satisfies never;
  }
}

/**
 * Renders a content page's layers (spec §3 Layout and layers): a hero as {@link Hero}, every other
 * layer in a {@link Section} with its spacing, height, margins and background — rich text, media with
 * text, cards, stats, a call to action or a story grid. When `title` is set it comes first as the
 * page's h1; otherwise the first layer's heading is the h1. Renders a fragment (no wrapper element).
 */
export function PageLayers({ title, layers, locale, labels }: PageLayersProps) {
  const l = { ...defaultPageLayersLabels, ...labels };
  return (
    <>
      {title !== null && (
        <Section spacing="sm">
          <h1 className="font-display text-4xl uppercase tracking-wide">{title}</h1>
        </Section>
      )}
      {layers.map((layer, index) => {
        if (layer.kind === 'hero') {
          return (
            <Hero
              key={layer.id}
              eyebrow={layer.eyebrow}
              title={layer.title}
              text={layer.text}
              image={layer.image}
              height={layer.height}
              level={layer.level}
              primaryAction={layer.primaryAction}
              secondaryAction={layer.secondaryAction}
            />
          );
        }
        return (
          <Section
            key={layer.id}
            spacing={layer.layout.spacing}
            height={layer.layout.height}
            hasMarginTop={layer.layout.hasMarginTop}
            hasMarginBottom={layer.layout.hasMarginBottom}
            background={{ ...layer.layout.background, priority: index === 0 && title === null }}
          >
            <LayerBody layer={layer} locale={locale} labels={l} />
          </Section>
        );
      })}
    </>
  );
}
