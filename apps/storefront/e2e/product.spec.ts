import { expect as baseExpect, test } from '@playwright/test';
import { acceptNecessaryCookies, expectNoAxeViolations, rememberCountry } from './fixtures';

// Issue 20, the product page: the main image opens the lightbox (spec §2 modal portal), and
// apparel is chosen by colour and size, the image following the colour — against `next start`.

const expect = baseExpect.configure({ timeout: 20_000 });
const BAR = '/en-us/products/iwf-weightlifting-competition-bar-20-kg';
const HOODIE = '/en-us/products/hoodie';

test.beforeAll(async ({ request }) => {
  // The first real-time lookup seeds the embedded database; do it before the timed steps.
  const warm = await request.post('/api/getrealtimeproductdata', {
    data: { variantIds: ['IM-AP-HOOD-BK-XS'], country: 'us', channel: 'en-us', sessionId: 'product-e2e' },
    timeout: 120_000,
  });
  expect(warm.status()).toBe(200);
});

test.beforeEach(async ({ context }) => {
  await rememberCountry(context, 'us', 'en-us');
});

test('the main image opens the lightbox; Escape closes it and focus returns to the image', async ({
  page,
}) => {
  await page.goto(BAR);
  await acceptNecessaryCookies(page);
  const gallery = page.getByRole('region', { name: 'Product images' });
  const image = gallery.getByRole('button', { name: /^Enlarge image/ });
  await image.click();
  const dialog = page.getByRole('dialog', { name: 'Image gallery' });
  await expect(dialog).toBeVisible();
  // One image per finish of the bar (chrome, black zinc, Cerakote); the shopper pages through them.
  await expect(dialog.getByText('1 of 3')).toBeVisible();
  await expect(dialog.getByRole('img').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('2 of 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(dialog.getByText('3 of 3')).toBeVisible();
  // Focus stays in the dialog.
  for (let step = 0; step < 5; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(image).toBeFocused();

  // Enter opens it again and the close button closes it.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close gallery' }).click();
  await expect(dialog).toBeHidden();
  await expect(image).toBeFocused();
});

test('apparel offers colour and size as two choices; a sold-out combination is disabled; the image follows the colour', async ({
  page,
}) => {
  await page.goto(HOODIE);
  await acceptNecessaryCookies(page);
  const colour = page.getByRole('radiogroup', { name: /^Colour/ });
  const size = page.getByRole('radiogroup', { name: /^Size/ });
  await expect(colour).toBeVisible();
  await expect(size).toBeVisible();
  await expect(page.locator('main').getByRole('radiogroup')).toHaveCount(2);
  await expect(colour.getByRole('radio')).toHaveCount(3);
  await expect(size.getByRole('radio')).toHaveCount(6);
  await expect(colour.getByRole('radio', { name: 'Black' })).toBeChecked();

  const mainImage = page
    .getByRole('region', { name: 'Product images' })
    .locator('[data-slot="gallery-enlarge"] img');
  await expect(mainImage).toHaveAttribute('src', /IM-AP-HOOD-BK-/);

  // The picker knows every variant's stock once the real-time answer is in; until then any combination
  // can be chosen (a click on Red would keep XS). The shown variant's availability comes with it.
  await expect(page.locator('main [data-slot="product-availability"]')).not.toBeEmpty();
  // Red: its XS is sold out in the US warehouse (demo stock), so XS is disabled and announced.
  await colour.getByRole('radio', { name: 'Red' }).click();
  await expect(colour.getByRole('radio', { name: 'Red' })).toBeChecked();
  await expect(mainImage).toHaveAttribute('src', /IM-AP-HOOD-RD-/);
  const redXs = size.getByRole('radio', { name: /^XS\W+not available$/ });
  await expect(redXs).toBeDisabled();
  await size.getByRole('radio', { name: 'L', exact: true }).click();
  await expect(size.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
  await expect(colour.getByRole('radio', { name: 'Red' })).toBeChecked();
  await expectNoAxeViolations(page);

  // The rendered image is the red hoodie's (hood and all).
  const svg = await (await page.request.get((await mainImage.getAttribute('src')) ?? '')).text();
  expect(svg).toContain('data-part="hood"');
  expect(svg).toContain('#a50f25');

  // In black the same size can be chosen, and the size is kept.
  await colour.getByRole('radio', { name: 'Black' }).click();
  await expect(mainImage).toHaveAttribute('src', /IM-AP-HOOD-BK-/);
  await expect(size.getByRole('radio', { name: 'XS', exact: true })).toBeEnabled();
  await expect(size.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
});

test('a single-option product (plates by weight) shows one group and picks the weight chosen', async ({
  page,
}) => {
  await page.goto('/en-us/products/weightlifting-training-plate');
  await acceptNecessaryCookies(page);
  await expect(page.locator('main').getByRole('radiogroup')).toHaveCount(1);
  const weight = page.getByRole('radiogroup', { name: /^Weight/ });
  await expect(weight.getByRole('radio')).toHaveCount(5);
  await weight.getByRole('radio', { name: '20 kg' }).click();
  await expect(weight.getByRole('radio', { name: '20 kg' })).toBeChecked();
  await expect(
    page.getByRole('region', { name: 'Product images' }).locator('[data-slot="gallery-enlarge"] img'),
  ).toHaveAttribute('src', /IM-PL-WL-TRN-20\//);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The sections are native disclosures and the options native radio buttons: they work before the
  // page hydrates, and with no script at all.
  test('the details sections open and close, and each option is a radio button', async ({ page }) => {
    await page.goto(BAR);
    const details = page.locator('[data-slot="product-details"]');
    const warranty = details
      .locator('details')
      .filter({ has: page.getByRole('heading', { name: 'Warranty' }) });
    await expect(details.getByRole('table', { name: 'Specifications' })).toBeVisible();
    await expect(warranty).not.toHaveAttribute('open');
    await warranty.getByRole('heading', { name: 'Warranty' }).click();
    await expect(warranty).toHaveAttribute('open', '');
    await expect(warranty.locator('summary + *')).toBeVisible();
    await warranty.getByRole('heading', { name: 'Warranty' }).click();
    await expect(warranty).not.toHaveAttribute('open');
    const sleeve = details.getByRole('radiogroup', { name: /^Sleeve/ });
    await expect(sleeve.getByRole('radio', { name: 'Needle bearing' })).toBeChecked();
  });
});
