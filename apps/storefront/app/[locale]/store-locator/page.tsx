import { countryName, distanceUnit, getChannel, languageOf } from '@ironmark/channel';
import { stores } from '@ironmark/commerce/server';
import {
  type NamedPoint,
  Section,
  type Store,
  StoreLocator,
  serverPageText,
  storeLocatorTexts,
} from '@ironmark/ui/content';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getContent } from '../../../lib/server/content';
import { pageMetadata } from '../../../lib/server/seo';

type Params = Promise<{ locale: string }>;

const PATH = '/store-locator';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const text = serverPageText(await getContent().getTranslations(languageOf(locale)));
  return pageMetadata({
    locale,
    path: PATH,
    title: text('storeLocator.title'),
    description: text('storeLocator.intro'),
  });
}

/**
 * The store locator (static per locale): a world map drawn from bundled geodata and the showrooms and
 * dealers of `@ironmark/commerce/server` sorted by distance. The first place to sort from is a store
 * in the page's country (the same for every visitor of the locale); the visitor can pick another city
 * or click the map.
 */
export default async function StoreLocatorPage({ params }: { params: Params }) {
  const { locale } = await params;
  const channel = getChannel(locale) ?? notFound();
  const text = serverPageText(await getContent().getTranslations(languageOf(locale)));
  const shown: Store[] = stores.map((store) => ({
    id: store.id,
    // The store's own name; a dealer is marked as authorised in the page's language.
    name: store.kind === 'dealer' ? text('storeLocator.dealer', [store.name]) : store.name,
    address: [
      `${store.address}, ${store.zip ? `${store.zip} ` : ''}${store.city}, ${countryName(store.country)}`,
      store.services.map((service) => text(`storeLocator.service.${service}` as const)).join(', '),
    ].join(' · '),
    phone: store.phone,
    lat: store.lat,
    lon: store.lon,
    ...(store.url ? { url: store.url } : {}),
  }));
  const origins: NamedPoint[] = stores
    .map((store) => ({
      id: store.id,
      label: `${store.city}, ${countryName(store.country)}`,
      lat: store.lat,
      lon: store.lon,
      home: store.country === channel.country,
    }))
    // The page's own country first, then every other city by name.
    .sort((a, b) => Number(b.home) - Number(a.home) || a.label.localeCompare(b.label, 'en'))
    .map(({ home: _home, ...point }) => point);
  return (
    <Section spacing="default">
      <h1 className="font-display text-4xl uppercase tracking-wide">{text('storeLocator.title')}</h1>
      <p className="mt-3 max-w-3xl text-muted">{text('storeLocator.intro')}</p>
      <StoreLocator
        className="mt-8"
        stores={shown}
        origins={origins}
        unit={distanceUnit(channel)}
        labels={storeLocatorTexts(text)}
      />
    </Section>
  );
}
