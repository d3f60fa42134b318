import { Link } from '../shell/link';

/** A shared list as sales staff read it (the shape of commerce's `SharedList`). */
export interface SharedListData {
  id: string;
  channel: string;
  /** ISO time the list was shared. */
  createdAt: string;
  note?: string | null | undefined;
  lines: readonly { code: string; name: string; quantity: number; path?: string | null | undefined }[];
  builds: readonly {
    code: string;
    name: string;
    quantity: number;
    configuration: Readonly<Record<string, string>>;
  }[];
}

/** Texts of the shared-list page. */
export interface SharedListViewLabels {
  title: string;
  products: string;
  product: string;
  articleId: string;
  quantity: string;
  builds: string;
}

/** English defaults of {@link SharedListViewLabels}. */
export const defaultSharedListViewLabels: SharedListViewLabels = {
  title: 'Shared list',
  products: 'Products',
  product: 'Product',
  articleId: 'Article id',
  quantity: 'Quantity',
  builds: 'Builds',
};

export interface SharedListViewProps {
  /** The shared list: its products, builds, note, channel, id and time. */
  list: SharedListData;
  /** BCP 47 locale of the date ('sv-SE'); the time is shown in UTC. */
  locale: string;
  /** A line's product page in the page's locale (e.g. navigation's `localiseUrl`). */
  productHref: (path: string) => string;
  /** Option and value names of a build's configuration in the page language, by key. */
  buildLabels: {
    optionLabels: Readonly<Record<string, string>>;
    valueLabels: Readonly<Record<string, string>>;
  };
  /** Texts of the page; English defaults ({@link defaultSharedListViewLabels}). */
  labels?: Partial<SharedListViewLabels>;
}

/**
 * The read-only snapshot of a shopper's My List for sales staff (spec §5 shared lists): channel, time and
 * id, the shopper's note, the products with article ids and quantities (linked to their pages), and the
 * builds with their configuration in the page language.
 */
export function SharedListView({ list, locale, productHref, buildLabels, labels }: SharedListViewProps) {
  const l = { ...defaultSharedListViewLabels, ...labels };
  const created = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(list.createdAt));
  return (
    <div className="mx-auto flex max-w-screen-lg flex-col gap-6 px-4 py-10 desk:px-8">
      <div className="flex flex-col gap-1">
        <h1 className="font-display text-3xl font-semibold uppercase">{l.title}</h1>
        <p className="text-sm text-muted">
          {list.channel} · {created} · <span className="tabular">{list.id}</span>
        </p>
        {list.note && <p className="text-base">{list.note}</p>}
      </div>
      {list.lines.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{l.products}</caption>
          <thead className="border-b border-line text-muted">
            <tr>
              <th scope="col" className="py-2">
                {l.product}
              </th>
              <th scope="col" className="py-2">
                {l.articleId}
              </th>
              <th scope="col" className="py-2 text-right">
                {l.quantity}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.lines.map((line) => (
              <tr key={line.code} className="border-b border-line">
                <td className="py-2">
                  {line.path ? (
                    <Link href={productHref(line.path)} className="underline underline-offset-4">
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
            {l.builds}
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
