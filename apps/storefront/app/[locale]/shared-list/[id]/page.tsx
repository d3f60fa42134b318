import { barbellOptions, barbellValueLabels } from '@ironmark/cart-core';
import type { SharedList } from '@ironmark/commerce';
import { isNotFoundError } from '@ironmark/commerce/server';
import { localiseUrl } from '@ironmark/navigation';
import { Link } from '@ironmark/ui/shell';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localiseBuildLabels } from '../../../../components/lists/configurator-texts';
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
  // Option and value names in the page language, keyed like My List's build cards.
  const buildLabels = localiseBuildLabels(barbellOptions, barbellValueLabels, (key, args) =>
    text(key, key, args),
  );
  const created = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(list.createdAt));
  return (
    <div className="mx-auto flex max-w-screen-lg flex-col gap-6 px-4 py-10 desk:px-8">
      <div className="flex flex-col gap-1">
        <h1 className="font-display text-3xl font-semibold uppercase">
          {text('list.sharedTitle', 'Shared list')}
        </h1>
        <p className="text-sm text-muted">
          {list.channel} · {created} · <span className="tabular">{list.id}</span>
        </p>
        {list.note && <p className="text-base">{list.note}</p>}
      </div>
      {list.lines.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{text('list.products', 'Products')}</caption>
          <thead className="border-b border-line text-muted">
            <tr>
              <th scope="col" className="py-2">
                {text('list.product', 'Product')}
              </th>
              <th scope="col" className="py-2">
                {text('list.articleId', 'Article id')}
              </th>
              <th scope="col" className="py-2 text-right">
                {text('cart.quantity', 'Quantity')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.lines.map((line) => (
              <tr key={line.code} className="border-b border-line">
                <td className="py-2">
                  {line.path ? (
                    <Link href={localiseUrl(line.path, locale)} className="underline underline-offset-4">
                      {line.name}
                    </Link>
                  ) : (
                    line.name
                  )}
                </td>
                <td className="tabular py-2">{line.code}</td>
                <td className="tabular py-2 text-right">{line.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.builds.length > 0 && (
        <section aria-labelledby="shared-builds" className="flex flex-col gap-3">
          <h2 id="shared-builds" className="font-display text-xl font-medium uppercase">
            {text('list.builds', 'Builds')}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {list.builds.map((build) => (
              <li key={build.code} className="border border-line bg-surface p-4">
                <h3 className="font-display text-lg font-medium uppercase">{build.name}</h3>
                <p className="text-xs text-muted">
                  <span className="tabular">{build.code}</span> · × {build.quantity}
                </p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  {Object.entries(build.configuration).map(([key, value]) => (
                    <div key={key} className="contents">
                      <dt className="text-muted">{buildLabels.optionLabels[key] ?? key}</dt>
                      <dd>{buildLabels.valueLabels[value] ?? value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
