import type { MediaAsset } from '@ironmark/media';
import type { Visual } from './schema';

/** Image formats served for every product render: the square original plus the spec §3 formats. */
export const IMAGE_FORMATS = {
  original: { width: 1600, height: 1600 },
  thumbnail: { width: 240, height: 300 },
  '4x5': { width: 1200, height: 1500 },
  '5x4': { width: 1500, height: 1200 },
} as const;

/** One of {@link IMAGE_FORMATS}. */
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** Whether a string names an {@link ImageFormat}. */
export function isImageFormat(value: string): value is ImageFormat {
  return Object.hasOwn(IMAGE_FORMATS, value);
}

/** URL path of a product render: `/media/products/{code}/{format}.svg` (the storefront routes it to `productImage`). */
export function productImageUrl(code: string, format: ImageFormat): string {
  return `/media/products/${encodeURIComponent(code)}/${format}.svg`;
}

const GROUND = '#efeeea';
const SVG_MIME = 'image/svg+xml';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A tiny (4 × 5) blurred stand-in of a render as a base64 data URI, used as the thumbnail's blur placeholder. */
export function blurDataUrl(visual: Visual): string {
  const colour = visual.colour ?? '#3a3d42';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5"><rect width="4" height="5" fill="${GROUND}"/><ellipse cx="2" cy="2.6" rx="1.4" ry="1.2" fill="${colour}" opacity=".55"/></svg>`;
  return `data:${SVG_MIME};base64,${Buffer.from(svg).toString('base64')}`;
}

/** The media asset (spec §3 shape) of a product render, with thumbnail (blur placeholder), 4x5 and 5x4 formats. */
export function productMedia(code: string, name: string, visual: Visual): MediaAsset {
  const format = (key: Exclude<ImageFormat, 'original'>) => ({
    url: productImageUrl(code, key),
    width: IMAGE_FORMATS[key].width,
    height: IMAGE_FORMATS[key].height,
    mime: SVG_MIME,
  });
  return {
    id: `product-${code}`,
    url: productImageUrl(code, 'original'),
    mime: SVG_MIME,
    alternativeText: name,
    caption: undefined,
    name: `${code}.svg`,
    width: IMAGE_FORMATS.original.width,
    height: IMAGE_FORMATS.original.height,
    formats: {
      thumbnail: { ...format('thumbnail'), blurDataURL: blurDataUrl(visual) },
      '4x5': format('4x5'),
      '5x4': format('5x4'),
    },
  } as MediaAsset;
}

function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(next)));
  };
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

function isLight(hex: string): boolean {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  const luma = 0.299 * ((value >> 16) & 0xff) + 0.587 * ((value >> 8) & 0xff) + 0.114 * (value & 0xff);
  return luma > 170;
}

const frameColour = (visual: Visual) => visual.colour ?? '#2f3236';

function label(x: number, y: number, text: string, size: number, fill: string, weight = 700): string {
  return `<text x="${x}" y="${y}" font-family="Oswald, Inter, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle" letter-spacing="2">${escapeXml(text)}</text>`;
}

function bar(visual: Visual): string {
  const colour = frameColour(visual);
  const sleeve = typeof visual.sleeve === 'string' ? visual.sleeve : '#c9ced6';
  if (visual.special) {
    return `<path d="M300 380 L700 380 L800 500 L700 620 L300 620 L200 500 Z" fill="none" stroke="${colour}" stroke-width="34" stroke-linejoin="round"/>
<rect x="40" y="482" width="170" height="36" rx="6" fill="${sleeve}"/><rect x="790" y="482" width="170" height="36" rx="6" fill="${sleeve}"/>
<rect x="430" y="470" width="140" height="60" rx="12" fill="${shade(colour, -0.3)}"/>`;
  }
  const shaft = visual.women ? 10 : 14;
  const knurl = Array.from(
    { length: 34 },
    (_, i) =>
      `<line x1="${250 + i * 15}" y1="${500 - shaft}" x2="${262 + i * 15}" y2="${500 + shaft}" stroke="${shade(colour, -0.35)}" stroke-width="2" opacity=".55"/>`,
  ).join('');
  return `<rect x="150" y="${500 - shaft}" width="700" height="${shaft * 2}" rx="${shaft}" fill="url(#metal)"/>
<rect x="150" y="${500 - shaft}" width="700" height="${shaft * 2}" rx="${shaft}" fill="${colour}" opacity=".55"/>${knurl}
<rect x="120" y="470" width="34" height="60" rx="6" fill="${shade(sleeve, -0.2)}"/><rect x="846" y="470" width="34" height="60" rx="6" fill="${shade(sleeve, -0.2)}"/>
<rect x="20" y="476" width="104" height="48" rx="8" fill="${sleeve}"/><rect x="876" y="476" width="104" height="48" rx="8" fill="${sleeve}"/>
<rect x="20" y="480" width="104" height="10" rx="5" fill="#fff" opacity=".45"/><rect x="876" y="480" width="104" height="10" rx="5" fill="#fff" opacity=".45"/>`;
}

function plate(visual: Visual): string {
  const colour = visual.colour ?? '#26282b';
  const text = visual.weight === undefined ? 'IRONMARK' : `${visual.weight} ${visual.unit ?? 'kg'}`;
  const ink = isLight(colour) ? '#1f1f1f' : '#ffffff';
  const steel = visual.steel === true;
  const size = 0.4 + Math.min(1, (visual.weight ?? 20) / 25) * 0.6;
  const r = Math.round(380 * (visual.unit === 'lb' ? 1 : size));
  return `<circle cx="500" cy="480" r="${r}" fill="${shade(colour, -0.25)}"/>
<circle cx="500" cy="480" r="${r - 18}" fill="${colour}"/>
${steel ? `<circle cx="500" cy="480" r="${Math.round(r * 0.72)}" fill="none" stroke="${shade(colour, -0.18)}" stroke-width="10"/>` : `<circle cx="500" cy="480" r="${Math.round(r * 0.8)}" fill="none" stroke="${shade(colour, 0.12)}" stroke-width="4" opacity=".6"/>`}
<circle cx="500" cy="480" r="${Math.max(40, Math.round(r * 0.2))}" fill="url(#metal)"/><circle cx="500" cy="480" r="26" fill="${GROUND}"/>
${label(500, 480 - Math.round(r * 0.42), text, Math.max(28, Math.round(r * 0.17)), ink)}
${label(500, 480 + Math.round(r * 0.55), 'IRONMARK', Math.max(18, Math.round(r * 0.09)), ink, 600)}`;
}

function dumbbell(visual: Visual): string {
  const colour = frameColour(visual);
  const head = 90 + Math.min(110, (visual.weight ?? 20) * 2.5);
  return `<rect x="330" y="480" width="340" height="40" rx="20" fill="url(#metal)"/>
<path d="M${330 - head * 0.7} ${500 - head} h${head * 0.7} v${head * 2} h-${head * 0.7} l-30 -${head} z" fill="${colour}"/>
<path d="M670 ${500 - head} h${head * 0.7} l30 ${head} l-30 ${head} h-${head * 0.7} z" fill="${colour}"/>
${visual.weight === undefined ? '' : label(500, 470, `${visual.weight} kg`, 40, '#1f1f1f')}`;
}

function kettlebell(visual: Visual): string {
  const colour = frameColour(visual);
  return `<path d="M390 420 C360 230 640 230 610 420" fill="none" stroke="${shade(colour, -0.2)}" stroke-width="46" stroke-linecap="round"/>
<circle cx="500" cy="560" r="230" fill="${colour}"/><ellipse cx="430" cy="500" rx="60" ry="90" fill="#fff" opacity=".18"/>
${visual.weight === undefined ? '' : label(500, 600, `${visual.weight}`, 110, isLight(colour) ? '#1f1f1f' : '#ffffff')}`;
}

function rack(visual: Visual, bays = 1): string {
  const colour = frameColour(visual);
  const width = 520 / bays;
  const uprights = Array.from({ length: bays + 1 }, (_, i) => {
    const x = 240 + i * width;
    return `<rect x="${x}" y="120" width="34" height="740" fill="${colour}"/><rect x="${x + 60}" y="170" width="28" height="690" fill="${shade(colour, -0.25)}"/>`;
  }).join('');
  const holes = Array.from(
    { length: 16 },
    (_, i) => `<circle cx="257" cy="${200 + i * 40}" r="5" fill="${GROUND}" opacity=".8"/>`,
  ).join('');
  return `${uprights}<rect x="240" y="120" width="${520 + 34}" height="30" fill="${shade(colour, 0.08)}"/>
<rect x="230" y="850" width="${520 + 120}" height="24" fill="${shade(colour, -0.2)}"/>${holes}
<rect x="200" y="470" width="${600 + 40}" height="14" rx="7" fill="url(#metal)"/>`;
}

function bench(visual: Visual): string {
  const colour = frameColour(visual);
  return `<rect x="200" y="470" width="600" height="70" rx="22" fill="#1f1f1f"/><rect x="210" y="476" width="580" height="16" rx="8" fill="#fff" opacity=".12"/>
<rect x="260" y="540" width="40" height="260" fill="${colour}"/><rect x="700" y="540" width="40" height="260" fill="${colour}"/>
<rect x="200" y="790" width="160" height="26" rx="8" fill="${shade(colour, -0.2)}"/><rect x="640" y="790" width="160" height="26" rx="8" fill="${shade(colour, -0.2)}"/>`;
}

function platform(visual: Visual): string {
  const wood = visual.colour ?? '#c9a572';
  return `<path d="M120 600 L500 420 L880 600 L500 780 Z" fill="#2a2b2e"/><path d="M120 600 L500 780 L500 820 L120 640 Z" fill="#1b1c1e"/>
<path d="M880 600 L500 780 L500 820 L880 640 Z" fill="#232427"/><path d="M310 600 L500 510 L690 600 L500 690 Z" fill="${wood}"/>
<path d="M330 600 L500 520" stroke="${shade(wood, -0.15)}" stroke-width="3"/><path d="M380 620 L560 535" stroke="${shade(wood, -0.15)}" stroke-width="3"/>`;
}

function tiles(visual: Visual): string {
  const colour = frameColour(visual);
  return Array.from({ length: 9 }, (_, i) => {
    const row = Math.floor(i / 3);
    const col = i % 3;
    const x = 500 + (col - row) * 130;
    const y = 420 + (col + row) * 70;
    return `<path d="M${x} ${y} l130 70 l-130 70 l-130 -70 z" fill="${shade(colour, (i % 2) * 0.06)}" stroke="${shade(colour, 0.2)}" stroke-width="3"/>`;
  }).join('');
}

function machine(visual: Visual): string {
  const colour = frameColour(visual);
  const stack =
    visual.stack === true
      ? Array.from(
          { length: 12 },
          (_, i) => `<rect x="640" y="${300 + i * 34}" width="140" height="28" fill="#2a2b2e"/>`,
        ).join('')
      : `<rect x="610" y="520" width="20" height="120" fill="url(#metal)"/><circle cx="620" cy="580" r="110" fill="#26282b"/>`;
  return `<rect x="600" y="180" width="24" height="660" fill="${colour}"/><rect x="800" y="180" width="24" height="660" fill="${colour}"/>
<rect x="600" y="180" width="224" height="30" fill="${colour}"/>${stack}
<path d="M220 820 L300 560 L520 560" fill="none" stroke="${colour}" stroke-width="30" stroke-linejoin="round"/>
<rect x="280" y="520" width="240" height="50" rx="20" fill="#1f1f1f"/><rect x="250" y="330" width="50" height="220" rx="20" fill="#1f1f1f"/>
<rect x="180" y="830" width="680" height="24" rx="6" fill="${shade(colour, -0.2)}"/>`;
}

function cardio(kind: string, visual: Visual): string {
  const colour = frameColour(visual);
  switch (kind) {
    case 'cardio-rower':
      return `<rect x="160" y="640" width="700" height="26" rx="13" fill="url(#metal)"/><circle cx="250" cy="560" r="120" fill="${colour}"/>
<rect x="520" y="600" width="120" height="40" rx="14" fill="#1f1f1f"/><rect x="380" y="420" width="16" height="160" fill="${colour}"/><rect x="330" y="400" width="110" height="60" rx="8" fill="#1f1f1f"/>`;
    case 'cardio-treadmill':
      return `<path d="M200 760 L820 700 L840 740 L220 810 Z" fill="#1f1f1f"/><rect x="700" y="300" width="26" height="420" fill="${colour}"/>
<rect x="650" y="260" width="190" height="90" rx="14" fill="#1f1f1f"/><rect x="672" y="280" width="146" height="50" rx="6" fill="#3a6ea5" opacity=".7"/>`;
    case 'cardio-skierg':
    case 'cardio-climber':
      return `<rect x="470" y="120" width="60" height="720" rx="14" fill="${colour}"/><circle cx="500" cy="260" r="70" fill="#1f1f1f"/>
<rect x="300" y="820" width="400" height="40" rx="10" fill="${shade(colour, -0.2)}"/><path d="M430 300 L380 520 M570 300 L620 520" stroke="#1f1f1f" stroke-width="16" stroke-linecap="round"/>`;
    default:
      return `<circle cx="300" cy="600" r="150" fill="none" stroke="${colour}" stroke-width="40"/><circle cx="300" cy="600" r="40" fill="url(#metal)"/>
<path d="M300 600 L560 500 L640 820 M560 500 L520 300" stroke="${colour}" stroke-width="34" fill="none" stroke-linecap="round"/>
<rect x="460" y="270" width="130" height="40" rx="16" fill="#1f1f1f"/><rect x="560" y="800" width="200" height="30" rx="10" fill="${shade(colour, -0.2)}"/>`;
  }
}

/** Outline paths of the garments (1000 × 1000 scene, front view). */
const GARMENTS: Record<string, string> = {
  top: 'M340 200 L420 180 C450 230 550 230 580 180 L660 200 L800 330 L730 410 L660 360 L660 820 L340 820 L340 360 L270 410 L200 330 Z',
  'long-sleeve':
    'M340 200 L420 180 C450 230 550 230 580 180 L660 200 L760 330 L830 700 L750 720 L660 400 L660 820 L340 820 L340 400 L250 720 L170 700 L240 330 Z',
  hoodie:
    'M330 230 L400 200 C440 250 560 250 600 200 L670 230 L770 350 L840 720 L760 745 L670 420 L670 800 L330 800 L330 420 L240 745 L160 720 L230 350 Z',
  tank: 'M380 180 L440 180 C450 290 550 290 560 180 L620 180 C620 300 660 330 660 400 L660 820 L340 820 L340 400 C340 330 380 300 380 180 Z',
  singlet:
    'M380 180 L440 180 C450 300 550 300 560 180 L620 180 C630 330 680 380 660 500 L680 800 L540 820 L500 760 L460 820 L320 800 L340 500 C320 380 370 330 380 180 Z',
  bottom: 'M330 220 L670 220 L720 760 L540 780 L500 420 L460 780 L280 760 Z',
};

/** The hood (behind the neck, its opening in a darker shade), drawstrings, kangaroo pocket, cuffs and hem of a hoodie. */
function hoodieDetails(colour: string): string {
  const dark = shade(colour, -0.3);
  const rib = shade(colour, -0.15);
  return `<path data-part="hood" d="M380 215 C370 110 420 60 500 60 C580 60 630 110 620 215 C590 250 410 250 380 215 Z" fill="${shade(colour, -0.08)}" stroke="${shade(colour, -0.25)}" stroke-width="6"/>
<path d="M420 215 C415 130 450 100 500 100 C550 100 585 130 580 215 C560 240 440 240 420 215 Z" fill="${dark}"/>
<path d="M470 240 L462 360 M530 240 L538 360" stroke="${shade(colour, 0.35)}" stroke-width="8" stroke-linecap="round"/>
<path data-part="pocket" d="M390 600 L610 600 L650 730 L350 730 Z" fill="${rib}" opacity=".7"/><path d="M390 600 L610 600 L650 730 L350 730 Z" fill="none" stroke="${shade(colour, -0.25)}" stroke-width="5"/>
<rect x="330" y="770" width="340" height="34" fill="${rib}"/>
<path d="M160 720 L240 745 L232 780 L150 756 Z" fill="${rib}"/><path d="M840 720 L760 745 L768 780 L850 756 Z" fill="${rib}"/>`;
}

function apparel(kind: string, visual: Visual): string {
  const colour = visual.colour ?? '#1f1f1f';
  const ink = isLight(colour) ? '#1f1f1f' : '#ffffff';
  const style =
    typeof visual.style === 'string' && Object.hasOwn(GARMENTS, visual.style) ? visual.style : kind;
  const shape = GARMENTS[style] ?? (GARMENTS.top as string);
  const hoodie = style === 'hoodie';
  return `<path d="${shape}" fill="${colour}"/><path d="${shape}" fill="none" stroke="${shade(colour, -0.25)}" stroke-width="6"/>
${hoodie ? hoodieDetails(colour) : ''}${label(500, kind === 'bottom' ? 320 : hoodie ? 480 : 420, 'IRONMARK', 44, ink)}`;
}

function gear(kind: string, visual: Visual): string {
  const colour = visual.colour ?? '#1f1f1f';
  switch (kind) {
    case 'belt':
      return `<ellipse cx="500" cy="500" rx="330" ry="210" fill="none" stroke="${colour}" stroke-width="110"/>
<rect x="760" y="440" width="90" height="120" rx="10" fill="url(#metal)"/>${label(500, 330, 'IRONMARK', 40, '#fff')}`;
    case 'sleeve':
      return `<path d="M330 260 L500 240 L500 780 L330 760 Z" fill="${colour}"/><path d="M520 260 L690 240 L690 760 L520 780 Z" fill="${shade(colour, -0.15)}"/>
${label(415, 520, 'IM', 50, '#fff')}`;
    case 'strap':
    case 'wrap':
      return `<circle cx="420" cy="500" r="170" fill="${colour}"/><circle cx="420" cy="500" r="60" fill="${shade(colour, -0.35)}"/>
<path d="M420 330 L800 330 L800 420 L420 420" fill="${shade(colour, 0.1)}"/>${kind === 'wrap' ? '<rect x="700" y="320" width="110" height="110" rx="10" fill="#d9d9d6"/>' : ''}`;
    default:
      return '';
  }
}

function giftcard(visual: Visual): string {
  const amount = typeof visual.amount === 'number' ? String(visual.amount) : '';
  return `<rect x="170" y="290" width="660" height="420" rx="36" fill="#1f1f1f"/><rect x="170" y="290" width="660" height="420" rx="36" fill="url(#sheen)"/>
${label(500, 470, 'IRONMARK', 64, '#ffffff')}${label(500, 560, 'GIFT CARD', 34, '#c8a64b', 600)}${amount ? label(740, 680, amount, 44, '#ffffff') : ''}`;
}

function generic(kind: string, visual: Visual): string {
  const colour = frameColour(visual);
  if (kind === 'box') {
    return `<path d="M300 360 L560 300 L760 380 L500 450 Z" fill="${shade(colour, 0.15)}"/><path d="M300 360 L500 450 L500 800 L300 700 Z" fill="${colour}"/>
<path d="M500 450 L760 380 L760 720 L500 800 Z" fill="${shade(colour, -0.2)}"/>`;
  }
  if (kind === 'part') {
    const teeth = Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * Math.PI * 2;
      return `<rect x="480" y="250" width="40" height="70" fill="#8a8f96" transform="rotate(${(a * 180) / Math.PI} 500 500)"/>`;
    }).join('');
    return `${teeth}<circle cx="500" cy="500" r="200" fill="#9aa0a6"/><circle cx="500" cy="500" r="80" fill="${GROUND}"/>`;
  }
  if (kind === 'collar') {
    return `<circle cx="380" cy="500" r="130" fill="${colour}"/><circle cx="380" cy="500" r="52" fill="${GROUND}"/><rect x="360" y="330" width="40" height="60" rx="8" fill="${shade(colour, -0.3)}"/>
<circle cx="640" cy="500" r="130" fill="${colour}"/><circle cx="640" cy="500" r="52" fill="${GROUND}"/><rect x="620" y="330" width="40" height="60" rx="8" fill="${shade(colour, -0.3)}"/>`;
  }
  if (kind === 'set') {
    return `${bar({ kind: 'bar', colour: '#c9ced6' })}<g transform="translate(-330 10) scale(1)">${plate({ kind: 'plate', colour: '#c8102e', weight: 25 })}</g>`;
  }
  if (kind === 'storage') {
    const shelves = [380, 560, 740]
      .map(
        (y) =>
          `<rect x="250" y="${y}" width="500" height="18" fill="${shade(colour, 0.1)}"/><circle cx="350" cy="${y - 60}" r="60" fill="#26282b"/><circle cx="500" cy="${y - 60}" r="60" fill="#c8102e"/><circle cx="650" cy="${y - 60}" r="60" fill="#1f4e9c"/>`,
      )
      .join('');
    return `<rect x="240" y="200" width="24" height="640" fill="${colour}"/><rect x="736" y="200" width="24" height="640" fill="${colour}"/>${shelves}`;
  }
  if (kind === 'attachment') {
    return `<rect x="300" y="300" width="90" height="420" fill="${colour}"/><path d="M390 380 L720 380 L720 440 L450 440 L450 640 L390 640 Z" fill="${shade(colour, 0.1)}"/>
<circle cx="345" cy="360" r="14" fill="url(#metal)"/><circle cx="345" cy="660" r="14" fill="url(#metal)"/>`;
  }
  if (kind === 'cable') {
    const stack = Array.from(
      { length: 10 },
      (_, i) => `<rect x="430" y="${340 + i * 36}" width="140" height="30" fill="#2a2b2e"/>`,
    ).join('');
    return `<rect x="380" y="140" width="30" height="700" fill="${colour}"/><rect x="590" y="140" width="30" height="700" fill="${colour}"/>
<rect x="380" y="140" width="240" height="40" fill="${colour}"/>${stack}<circle cx="395" cy="230" r="30" fill="url(#metal)"/><circle cx="605" cy="230" r="30" fill="url(#metal)"/>`;
  }
  return `<rect x="320" y="340" width="360" height="360" rx="48" fill="${colour}"/><rect x="340" y="360" width="320" height="60" rx="24" fill="#fff" opacity=".1"/>
${label(500, 540, 'IRONMARK', 46, isLight(colour) ? '#1f1f1f' : '#ffffff')}`;
}

function drawObject(visual: Visual): string {
  switch (visual.kind) {
    case 'bar':
      return bar(visual);
    case 'plate':
      return plate(visual);
    case 'dumbbell':
      return dumbbell(visual);
    case 'kettlebell':
      return kettlebell(visual);
    case 'rack':
      return rack(visual);
    case 'rig':
      return rack(visual, 3);
    case 'bench':
      return bench(visual);
    case 'platform':
      return platform(visual);
    case 'flooring':
      return tiles(visual);
    case 'machine':
      return machine(visual);
    case 'top':
    case 'bottom':
    case 'singlet':
      return apparel(visual.kind, visual);
    case 'belt':
    case 'sleeve':
    case 'strap':
    case 'wrap':
      return gear(visual.kind, visual);
    case 'giftcard':
      return giftcard(visual);
    default:
      return visual.kind.startsWith('cardio-') ? cardio(visual.kind, visual) : generic(visual.kind, visual);
  }
}

/**
 * Renders a studio-style product image as SVG text: the object drawn from its render descriptor,
 * centred on a light neutral ground with a soft floor shadow. The scene is 1000 × 1000 units; the
 * 4x5 and 5x4 formats widen the ground around it rather than distort it.
 */
export function renderProductSvg(visual: Visual, format: ImageFormat, title: string): string {
  const { width, height } = IMAGE_FORMATS[format];
  const portrait = height > width;
  const landscape = width > height;
  const viewBox = portrait ? '0 -125 1000 1250' : landscape ? '-125 0 1250 1000' : '0 0 1000 1000';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-label="${escapeXml(title)}">
<title>${escapeXml(title)}</title>
<defs>
<radialGradient id="ground" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#faf9f7"/><stop offset="1" stop-color="#e2e0db"/></radialGradient>
<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2f4f6"/><stop offset=".5" stop-color="#a9afb6"/><stop offset="1" stop-color="#70767d"/></linearGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient>
<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
</defs>
<rect x="-200" y="-200" width="1400" height="1400" fill="url(#ground)"/>
<ellipse cx="500" cy="880" rx="380" ry="34" fill="#000" opacity=".16" filter="url(#soft)"/>
${drawObject(visual)}
</svg>`;
}
