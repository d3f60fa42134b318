import { getChannel, locales } from '@ironmark/channel';
import { staticMenuPaths } from '@ironmark/navigation';
import { expect, test } from '@playwright/test';

// Issue 9: every path of the static fallback menu (spec §2) answers 200 in every locale — but a
// quote-only channel's cart and checkout, which send the visitor to My List (issue 19).
test('every static-menu path answers 200 in every locale', async ({ request }) => {
  test.setTimeout(600_000);
  const urls = locales.flatMap((locale) =>
    staticMenuPaths().map((path) => `/${locale}${path === '/' ? '' : path}`),
  );
  const failures: string[] = [];
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await request.get(url, { maxRedirects: 0 });
        const [, locale = '', page = ''] = url.split('/');
        const toMyList =
          getChannel(locale)?.onlineShopping === false &&
          ['cart', 'checkout'].includes(page) &&
          response.status() === 307 &&
          response.headers().location?.endsWith(`/${locale}/my-list`);
        if (response.status() !== 200 && !toMyList) failures.push(`${response.status()} ${url}`);
      }
    }),
  );
  expect(urls.length).toBeGreaterThan(1000);
  expect(failures).toEqual([]);
});
