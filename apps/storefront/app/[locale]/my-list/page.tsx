import { env } from '@ironmark/config/env';
import type { Metadata } from 'next';
import { MyListPage } from '../../../components/lists/my-list-page';
import { pageMetadata } from '../../../lib/server/seo';
import { serverTexts } from '../../../lib/texts/server-texts';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const text = await serverTexts(locale);
  return pageMetadata({
    locale,
    path: '/my-list',
    title: text('list.title', 'My List'),
    description: text(
      'list.intro',
      'Save products for later, or share your list with a Strength Expert and ask for a quote.',
    ),
  });
}

/** /my-list — static shell; favourites and builds are read in the browser. */
export default async function MyList() {
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8 desk:px-8">
      <MyListPage brand={env().BRAND_NAME} />
    </div>
  );
}
