import { barbellOptions, barbellValueLabels } from '@ironmark/cart-core';
import type { SharedList } from '@ironmark/commerce';
import { isNotFoundError } from '@ironmark/commerce/server';
import { localiseUrl } from '@ironmark/navigation';
import { localiseBuildLabels, SharedListView, sharedListViewTexts } from '@ironmark/ui/lists';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { getCommerce } from '../../../../lib/server/commerce';
import { pageMetadata } from '../../../../lib/server/seo';
import { serverTexts } from '../../../../lib/texts/server-texts';

type Params = Promise<{ locale: string; id: string }>;

// A shared list is a snapshot in the database: read at request time, never at build time.
export const dynamic = 'force-dynamic';

async function findList(id: string): Promise<SharedList | null> {
  const services = await getCommerce().services();
  try {
    return await services.sharedLists.get(id);
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, id } = await params;
  const text = await serverTexts(locale);
  return {
    ...pageMetadata({
      locale,
      path: `/shared-list/${encodeURIComponent(id)}`,
      title: text('list.sharedTitle', 'Shared list'),
      description: text('list.shareTitle', 'Share your list with a Strength Expert'),
    }),
    robots: { index: false, follow: false },
  };
}

/** /shared-list/{id} — the read-only snapshot of a shopper's My List for sales staff; 404 when unknown. */
export default async function SharedListPage({ params }: { params: Params }) {
  const { locale, id } = await params;
  const list = await findList(id);
  if (!list) notFound();
  const text = await serverTexts(locale);
  const t = (key: string, args?: readonly (string | number)[]) => text(key, key, args);
  return (
    <SharedListView
      list={list}
      locale={locale}
      productHref={(path) => localiseUrl(path, locale)}
      // Option and value names in the page language, keyed like My List's build cards.
      buildLabels={localiseBuildLabels(barbellOptions, barbellValueLabels, t)}
      labels={sharedListViewTexts(t)}
    />
  );
}
