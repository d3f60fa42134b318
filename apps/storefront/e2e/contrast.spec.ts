import { expect, type Page, test } from '@playwright/test';

// Issue 20: text on an image or a coloured layer must reach WCAG AA (4.5:1; 3:1 for large text). axe
// cannot see text over images, so this check measures what is painted: it screenshots each page with
// every text made transparent, then compares each text layer's colour with the pixels behind it.

/** Worst-case share of the pixels behind a text that may be below the ratio (anti-aliasing, thin strokes). */
const PERCENTILE = 0.1;

interface TextLayer {
  label: string;
  colour: [number, number, number];
  large: boolean;
  rects: { x: number; y: number; width: number; height: number }[];
}

/** Text layers inside sections that have a background layer (an image or a colour), with their boxes in page pixels. */
async function textLayers(page: Page): Promise<TextLayer[]> {
  return page.evaluate(() => {
    const layers: {
      label: string;
      colour: [number, number, number];
      large: boolean;
      rects: { x: number; y: number; width: number; height: number }[];
    }[] = [];
    const sections = [...document.querySelectorAll('main section')].filter((section) =>
      section.querySelector(':scope > [data-slot="background-layer"]'),
    );
    for (const section of sections) {
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
      const byElement = new Map<Element, Text[]>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        const parent = text.parentElement;
        if (!parent || text.data.trim() === '' || parent.closest('[aria-hidden="true"], .sr-only')) continue;
        byElement.set(parent, [...(byElement.get(parent) ?? []), text]);
      }
      for (const [element, texts] of byElement) {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
        const rgb = /rgba?\((\d+), (\d+), (\d+)/.exec(style.color);
        if (!rgb) continue;
        const size = Number.parseFloat(style.fontSize);
        const bold = Number(style.fontWeight) >= 700;
        const rects = texts.flatMap((text) => {
          const range = document.createRange();
          range.selectNodeContents(text);
          return [...range.getClientRects()]
            .filter((rect) => rect.width > 0 && rect.height > 0)
            .map((rect) => ({
              x: rect.x + window.scrollX,
              y: rect.y + window.scrollY,
              width: rect.width,
              height: rect.height,
            }));
        });
        if (rects.length === 0) continue;
        layers.push({
          label: `${element.tagName.toLowerCase()} "${texts
            .map((text) => text.data)
            .join('')
            .trim()
            .slice(0, 40)}"`,
          colour: [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])],
          large: size >= 24 || (size >= 18.66 && bold),
          rects,
        });
      }
    }
    return layers;
  });
}

/** Per layer: the contrast ratio its text reaches against at least 90 % of the pixels behind it. */
async function measure(page: Page, layers: TextLayer[]): Promise<number[]> {
  await page.addStyleTag({
    content:
      '*, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; caret-color: transparent !important; text-decoration-color: transparent !important; } [role="dialog"], [data-sonner-toaster] { display: none !important; }',
  });
  if (layers.length === 0) return [];
  // Only the band of the page that holds text layers is captured (full pages are slow to encode).
  const top = Math.floor(Math.min(...layers.flatMap((layer) => layer.rects.map((rect) => rect.y))));
  const bottom = Math.ceil(
    Math.max(...layers.flatMap((layer) => layer.rects.map((rect) => rect.y + rect.height))),
  );
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const png = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    clip: { x: 0, y: top, width, height: Math.max(1, bottom - top) },
  });
  return page.evaluate(
    async ({ data, layers, percentile, top }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.drawImage(image, 0, 0);
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number) =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      return layers.map((layer) => {
        const text = luminance(...layer.colour);
        const ratios: number[] = [];
        for (const rect of layer.rects) {
          const x0 = Math.max(0, Math.floor(rect.x));
          const y0 = Math.max(0, Math.floor(rect.y - top));
          const width = Math.min(canvas.width - x0, Math.ceil(rect.width));
          const height = Math.min(canvas.height - y0, Math.ceil(rect.height));
          if (width <= 0 || height <= 0) continue;
          const pixels = context.getImageData(x0, y0, width, height).data;
          for (let at = 0; at < pixels.length; at += 4 * 3) {
            const back = luminance(pixels[at] ?? 0, pixels[at + 1] ?? 0, pixels[at + 2] ?? 0);
            const [light, dark] = back > text ? [back, text] : [text, back];
            ratios.push((light + 0.05) / (dark + 0.05));
          }
        }
        if (ratios.length === 0) return 21;
        ratios.sort((a, b) => a - b);
        return ratios[Math.floor(ratios.length * percentile)] ?? 21;
      });
    },
    { data: png.toString('base64'), layers, percentile: PERCENTILE, top },
  );
}

/** Every content page of the sitemap in en-us, and the home page in every language. */
async function contentPages(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .filter((path) => path.startsWith('/en-us'))
    .filter((path) => !/^\/en-us\/(products|equipment|gear|outlet|competition$|configurator-options)/.test(path))
    .filter((path) => !/^\/en-us\/(search|compare|cart|checkout|my-list|store-locator|order-status)/.test(path));
  return [...new Set([...paths, '/sv-se', '/de-de', '/fr-fr', '/en'])];
}

test('every text on an image or a coloured layer reaches WCAG AA contrast', async ({ page }) => {
  test.setTimeout(480_000);
  await page.addInitScript(() => {
    window.localStorage.setItem('ironmark-user-settings', '{"country":"us","locale":"en-us"}');
  });
  const pages = await contentPages(page);
  expect(pages.length).toBeGreaterThan(25);
  const failures: string[] = [];
  let checked = 0;
  let worst = { ratio: 21, where: '' };
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.evaluate(() => document.fonts.ready);
    // Lazy images below the fold load now: the text over them is measured on the image.
    await page.evaluate(() =>
      Promise.all(
        [...document.images].map((image) => {
          image.loading = 'eager';
          return image.decode().catch(() => undefined);
        }),
      ),
    );
    const layers = await textLayers(page);
    const ratios = await measure(page, layers);
    const lowest = Math.min(21, ...ratios);
    console.log(`contrast ${path}: ${layers.length} text layers, lowest ${lowest.toFixed(2)}:1`);
    layers.forEach((layer, index) => {
      const ratio = ratios[index] ?? 21;
      checked += 1;
      if (ratio < worst.ratio) worst = { ratio, where: `${path} ${layer.label}` };
      const needed = layer.large ? 3 : 4.5;
      if (ratio < needed) failures.push(`${path} ${layer.label}: ${ratio.toFixed(2)}:1 < ${needed}:1`);
    });
  }
  console.log(
    `contrast: ${checked} text layers on ${pages.length} pages; lowest ${worst.ratio.toFixed(2)}:1 (${worst.where})`,
  );
  expect(failures).toEqual([]);
});
