// Test and benchmark fixtures (not exported from the package): a deterministic generated catalogue of
// product variant documents and a few content documents.
import type { ContentSearchDocument, ProductSearchDocument } from './documents';

/** Deterministic PRNG (mulberry32) so generated catalogues are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BRANDS = ['Ironmark', 'Eleiko', 'Rogue', 'Titan', 'Nordic'];
const TYPES = [
  {
    name: 'Olympic Weightlifting Bar',
    category: '/equipment/bars/weightlifting',
    label: 'Weightlifting bars',
  },
  { name: 'Powerlifting Bar', category: '/equipment/bars/powerlifting', label: 'Powerlifting bars' },
  { name: 'Bumper Plate', category: '/equipment/plates/bumper', label: 'Bumper plates' },
  { name: 'Calibrated Disc', category: '/equipment/plates/calibrated', label: 'Calibrated plates' },
  { name: 'Power Rack', category: '/equipment/racks/power-racks', label: 'Power racks' },
  { name: 'Kettlebell', category: '/equipment/kettlebells', label: 'Kettlebells' },
  { name: 'Dumbbell', category: '/equipment/dumbbells', label: 'Dumbbells' },
  { name: 'Weight Bench', category: '/equipment/benches', label: 'Benches' },
  { name: 'Lifting Platform', category: '/equipment/platforms', label: 'Platforms' },
  { name: 'Spring Collar', category: '/accessories/collars', label: 'Collars' },
];
const SIZES = [
  '5 kg',
  '10 kg',
  '15 kg',
  '20 kg',
  '25 kg',
  '32 kg',
  'Black',
  'Chrome',
  'Competition',
  'Training',
];
const AVAILABILITY: ProductSearchDocument['availability'][] = [
  'in-stock',
  'in-stock',
  'in-stock',
  'low-stock',
  'out-of-stock',
  'pre-order',
  'made-to-order',
  'coming-soon',
  'discontinued',
];
const CERTIFICATIONS = ['iwf', 'ipf', 'wppo'];
const TAGS = [
  'barbell',
  'strength',
  'crossfit',
  'competition',
  'home gym',
  'olympic',
  'powerlifting',
  'rubber',
];

/** `count` generated product variants (about 4 per product), prices in major units, `recommended` 1..count. */
export function generateProductDocuments(count: number, seed = 7): ProductSearchDocument[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const documents: ProductSearchDocument[] = [];
  let product = 0;
  while (documents.length < count) {
    product += 1;
    const type = pick(TYPES);
    const brand = pick(BRANDS);
    const group = `P${String(product).padStart(5, '0')}`;
    const variants = 1 + Math.floor(random() * 6);
    for (let variant = 1; variant <= variants && documents.length < count; variant += 1) {
      const code = `${group}-${variant}`;
      const size = pick(SIZES);
      documents.push({
        id: code,
        v_id: code,
        group,
        name: `${brand} ${type.name} ${size}`,
        bp_name: `${type.name} ${size}`,
        desc: `The ${brand} ${type.name.toLowerCase()} in ${size.toLowerCase()}, built for ${pick(TAGS)} training and years of daily use.`,
        brand,
        category_id: [type.category, type.category.split('/').slice(0, 3).join('/')],
        category: type.label,
        seo_tags: [pick(TAGS), pick(TAGS)],
        bundle_articlecode: random() < 0.2 ? [`B${product}`] : [],
        price: Math.round(20 + random() * 2000),
        currency: 'usd',
        recommended: documents.length + 1,
        availability: pick(AVAILABILITY),
        certification: random() < 0.4 ? [pick(CERTIFICATIONS)] : [],
        flags: random() < 0.1 ? ['newArrival'] : [],
        image: `https://media.example/${code}.jpg`,
        path: `/products/${group.toLowerCase()}?variant=${code}`,
        date: new Date(Date.UTC(2020, 0, 1) + product * 86_400_000).toISOString(),
      });
    }
  }
  return documents;
}

/** A small hand-written product catalogue for precise assertions (recommended: lower = better). */
export const SMALL_CATALOGUE: ProductSearchDocument[] = [
  doc(
    '1010-20',
    'BAR1',
    'Olympic Weightlifting Bar 20 kg',
    'Weightlifting Bar',
    499,
    3,
    'in-stock',
    ['iwf'],
    {
      seo_tags: ['barbell'],
      category_id: ['/equipment/bars/weightlifting'],
    },
  ),
  doc(
    '1010-15',
    'BAR1',
    'Olympic Weightlifting Bar 15 kg',
    'Weightlifting Bar',
    459,
    5,
    'low-stock',
    ['iwf'],
    {
      seo_tags: ['barbell', 'women'],
      category_id: ['/equipment/bars/weightlifting'],
    },
  ),
  doc('2020-20', 'BAR2', 'Power Bar 20 kg', 'Power Bar', 399, 1, 'in-stock', ['ipf'], {
    seo_tags: ['barbell', 'powerlifting'],
    category_id: ['/equipment/bars/powerlifting'],
  }),
  doc('3030-10', 'PLATE', 'Rubber Bumper Plate 10 kg', 'Bumper Plate', 89, 2, 'out-of-stock', [], {
    seo_tags: ['plates'],
    category_id: ['/equipment/plates/bumper'],
    bundle_articlecode: ['KIT-OLY'],
  }),
  doc('4040-1', 'RACK', 'Power Rack <Pro> & Co', 'Power Rack', 1499, 4, 'pre-order', ['ipf', 'wppo'], {
    seo_tags: ['rack'],
    category_id: ['/equipment/racks/power-racks'],
  }),
];

function doc(
  code: string,
  group: string,
  name: string,
  bpName: string,
  price: number,
  recommended: number,
  availability: ProductSearchDocument['availability'],
  certification: string[],
  extra: Partial<ProductSearchDocument>,
): ProductSearchDocument {
  return {
    id: code,
    v_id: code,
    group,
    name,
    bp_name: bpName,
    desc: `${name} for serious lifting.`,
    brand: 'Ironmark',
    category_id: [],
    category: 'Equipment',
    seo_tags: [],
    bundle_articlecode: [],
    price,
    currency: 'usd',
    recommended,
    availability,
    certification,
    flags: [],
    image: `https://media.example/${code}.jpg`,
    path: `/products/${group.toLowerCase()}`,
    date: '2024-01-01T00:00:00.000Z',
    ...extra,
  };
}

/** Stories and pages for the content engine. */
export const CONTENT_DOCUMENTS: ContentSearchDocument[] = [
  {
    id: 'story-snatch',
    kind: 'story',
    title: 'How to Snatch',
    desc: 'A coach explains the snatch.',
    body: 'The snatch lifts the bar from the floor overhead in one movement.',
    category: 'Training',
    image: '',
    path: '/stories/how-to-snatch',
    date: '2024-03-01T00:00:00.000Z',
  },
  {
    id: 'story-bars',
    kind: 'story',
    title: 'Choosing a Barbell',
    desc: 'Weightlifting or powerlifting bar?',
    body: 'Whip, knurling and sleeves decide which bar suits your lifting.',
    category: 'Guides',
    image: '',
    path: '/stories/choosing-a-barbell',
    date: '2024-05-01T00:00:00.000Z',
  },
  {
    id: 'page-warranty',
    kind: 'page',
    title: 'Warranty',
    desc: 'Our warranty terms.',
    body: 'Every bar carries a lifetime warranty against bending.',
    category: 'Service',
    image: '',
    path: '/warranty',
    date: '2023-01-01T00:00:00.000Z',
  },
];
