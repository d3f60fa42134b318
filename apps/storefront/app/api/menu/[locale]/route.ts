import { getChannel, locales } from '@ironmark/channel';
import { refuseMethods } from '@ironmark/commerce/server';
import { localiseNavigation } from '@ironmark/navigation';
import { getContent } from '../../../../lib/server/content';

// The mega menu's panels (the whole primary tree) are fetched when the menu first opens, or when the
// browser is idle, instead of riding in every page's HTML (issue 16). The same for every visitor of
// a locale, so the answer is built once and regenerated like the pages.
export const dynamic = 'force-static';
export const revalidate = 3600;
// Other methods: the API's 405 with a code and `Allow`, not the cached menu.
export const { POST, PUT, PATCH, DELETE } = refuseMethods(['GET']);

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!getChannel(locale)) return Response.json({ code: 'notFound' }, { status: 404 });
  const navigation = localiseNavigation(await getContent().getNavigation(locale), locale);
  return Response.json({ primary: navigation.primary });
}
