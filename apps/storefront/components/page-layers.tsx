import { type Layer, type Page, t } from '@ironmark/content';
import { Markdown } from '@ironmark/content/markdown';
import { languageOf } from '@ironmark/channel';
import { altText } from '@ironmark/media';
import { localiseUrl } from '@ironmark/navigation';
import { Hero, Section } from '@ironmark/ui/content';
import { MediaRenderer } from '@ironmark/ui/media';
import { buttonVariants, Link } from '@ironmark/ui/shell';
import { getContent } from '../lib/server/content';
import { StoryGrid } from './story-grid';

type ActionLink = { label: string; url: string };

function Actions({ links, locale }: { links: readonly ActionLink[]; locale: string }) {
  if (links.length === 0) return null;
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {links.map((link, index) => (
        <Link
          key={link.url}
          href={localiseUrl(link.url, locale)}
          className={buttonVariants({ variant: index === 0 ? 'primary' : 'secondary' })}
        >
          {link.label}
        </Link>
      ))}
    </div>
  );
}

const heading = 'font-display text-3xl uppercase tracking-wide desk:text-4xl';

async function LayerBody({ layer, locale, first }: { layer: Layer; locale: string; first: boolean }) {
  switch (layer.kind) {
    case 'hero':
      return null;
    case 'rich-text':
      return (
        <div className="prose max-w-3xl">
          {layer.heading &&
            (first ? (
              <h1 className={heading}>{layer.heading}</h1>
            ) : (
              <h2 className={heading}>{layer.heading}</h2>
            ))}
          <Markdown>{layer.body}</Markdown>
        </div>
      );
    case 'media-text': {
      const translations = await getContent().getTranslations(languageOf(locale));
      return (
        <div
          className={`grid items-center gap-8 desk:grid-cols-2 ${layer.mediaPosition === 'right' ? 'desk:[&>*:first-child]:order-2' : ''}`}
        >
          <MediaRenderer
            asset={layer.media}
            options={{ variant: '5x4' }}
            sizes="(min-width: 1280px) 50vw, 100vw"
            labels={{
              playVideo: t(translations, 'media.playVideo'),
              view3d: t(translations, 'media.view3d'),
            }}
          />
          <div>
            {first ? (
              <h1 className={heading}>{layer.heading}</h1>
            ) : (
              <h2 className={heading}>{layer.heading}</h2>
            )}
            <div className="mt-4 text-muted">
              <Markdown>{layer.body}</Markdown>
            </div>
            <Actions links={layer.ctas} locale={locale} />
          </div>
        </div>
      );
    }
    case 'cards':
      return (
        <div>
          {layer.heading && <h2 className={heading}>{layer.heading}</h2>}
          {layer.text && <p className="mt-3 max-w-2xl text-muted">{layer.text}</p>}
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 desk:grid-cols-3">
            {layer.cards.map((card) => (
              <li key={card.title} className="border border-line bg-surface">
                {card.image && (
                  <img
                    src={card.image.url}
                    alt={altText(card.image) ?? ''}
                    className="aspect-[5/4] w-full object-cover"
                    loading="lazy"
                  />
                )}
                <div className="p-5">
                  <h3 className="font-display text-xl uppercase">
                    {card.url ? (
                      <Link href={localiseUrl(card.url, locale)} className="hover:underline">
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
          <Actions links={layer.ctas} locale={locale} />
        </div>
      );
    case 'story-list': {
      const [all, translations] = await Promise.all([
        getContent().getStories(locale),
        getContent().getTranslations(languageOf(locale)),
      ]);
      const stories = all
        .filter((story) => !layer.category || story.category === layer.category)
        .slice(0, layer.limit);
      return (
        <div>
          {layer.heading && <h2 className={heading}>{layer.heading}</h2>}
          <StoryGrid stories={stories} locale={locale} readingTime={t(translations, 'stories.readingTime')} />
        </div>
      );
    }
    default:
      return layer satisfies never;
  }
}

/** Renders a content page's layers (already filtered for the locale by the content package). */
export async function PageLayers({ page, locale }: { page: Page; locale: string }) {
  const hasHeading = page.layers.some(
    (layer, index) =>
      index === 0 &&
      layer.kind !== 'cards' &&
      layer.kind !== 'stats' &&
      layer.kind !== 'call-to-action' &&
      layer.kind !== 'story-list',
  );
  return (
    <>
      {!hasHeading && (
        <Section spacing="sm">
          <h1 className="font-display text-4xl uppercase tracking-wide">{page.title}</h1>
        </Section>
      )}
      {page.layers.map((layer, index) => {
        const background = {
          image: layer.background.image?.url ?? null,
          value: layer.background.tw_value,
          overlay: layer.background.tw_overlay,
        };
        if (layer.kind === 'hero') {
          return (
            <Hero
              key={layer.id}
              eyebrow={layer.eyebrow ?? undefined}
              title={layer.heading}
              text={layer.text}
              image={layer.media?.url ?? background.image ?? undefined}
              height={layer.layout.height ?? undefined}
              level={index === 0 ? 1 : 2}
              primaryAction={
                layer.ctas[0] && { label: layer.ctas[0].label, href: localiseUrl(layer.ctas[0].url, locale) }
              }
              secondaryAction={
                layer.ctas[1] && { label: layer.ctas[1].label, href: localiseUrl(layer.ctas[1].url, locale) }
              }
            />
          );
        }
        return (
          <Section
            key={layer.id}
            spacing={layer.layout.background.tw_paddingTop}
            height={layer.layout.height ?? undefined}
            hasMarginTop={layer.layout.hasMarginTop}
            hasMarginBottom={layer.layout.hasMarginBottom}
            background={background}
          >
            <LayerBody layer={layer} locale={locale} first={index === 0} />
          </Section>
        );
      })}
    </>
  );
}
