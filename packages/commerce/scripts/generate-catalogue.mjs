#!/usr/bin/env node
// Generates the demo catalogue of @ironmark/commerce: data/generated/catalogue.json.
// Deterministic (seeded PRNG, fixed reference date): running it twice gives the same file.
// Usage: node scripts/generate-catalogue.mjs
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  LANGUAGES,
  missingTexts,
  REVIEW_CLOSINGS,
  REVIEW_MIDDLES,
  REVIEW_OPENINGS,
  REVIEW_TITLES,
  reviewFamily,
  translateCategory,
  translateColumn,
  translateDescription,
  translateName,
  translateOptionName,
  translateSpecLabel,
  translateValue,
  translateWarranty,
} from './catalogue-texts.mjs';

// Output folder: data/generated, or CATALOGUE_OUT_DIR (the determinism test writes to a temporary one).
const OUT_DIR = process.env.CATALOGUE_OUT_DIR
  ? pathToFileURL(`${process.env.CATALOGUE_OUT_DIR.replace(/\/$/, '')}/`)
  : new URL('../data/generated/', import.meta.url);
const REFERENCE_DATE = Date.parse('2026-11-01T00:00:00.000Z');
const DAY = 86_400_000;
const BRAND = 'Ironmark';

// ── Deterministic randomness ────────────────────────────────────────────────
let seed = 0x1f0a_2b3c;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (min, max) => min + Math.floor(random() * (max - min + 1));
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;
const iso = (ms) => new Date(ms).toISOString();
const slugify = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// ── Categories: every path of the static fallback menu (spec §2) ───────────
const categoryTree = [
  ['/equipment', 'Equipment'],
  ['/configurator-options', 'Configurator options'],
  ['/equipment/free-weights', 'Free weights'],
  ['/equipment/bars', 'Bars'],
  ['/equipment/bars/weightlifting', 'Weightlifting bars'],
  ['/equipment/bars/powerlifting', 'Powerlifting bars'],
  ['/equipment/bars/hybridbars', 'Hybrid bars'],
  ['/equipment/bars/specialty', 'Specialty bars'],
  ['/equipment/bars/experience', 'Bar experience'],
  ['/equipment/barbell-collars', 'Barbell collars'],
  ['/equipment/plates', 'Plates'],
  ['/equipment/plates/weightlifting', 'Weightlifting plates'],
  ['/equipment/plates/powerlifting', 'Powerlifting plates'],
  ['/equipment/plates/fitness', 'Fitness plates'],
  ['/equipment/liftingsets', 'Lifting sets'],
  ['/equipment/dumbbells', 'Dumbbells'],
  ['/equipment/dumbbells/fixed', 'Fixed dumbbells'],
  ['/equipment/dumbbells/rotating', 'Rotating dumbbells'],
  ['/equipment/kettlebells', 'Kettlebells'],
  ['/equipment/strength-systems', 'Strength systems'],
  ['/equipment/racks-and-rigs', 'Racks and rigs'],
  ['/equipment/racks-and-rigs/racks', 'Racks'],
  ['/equipment/racks-and-rigs/rigs', 'Rigs'],
  ['/equipment/racks-and-rigs/fitness-attachments', 'Fitness attachments'],
  ['/equipment/racks-and-rigs/storage-attachments', 'Storage attachments'],
  ['/equipment/racks-and-rigs/outdoor', 'Outdoor'],
  ['/equipment/racks-and-rigs/experience', 'Rack experience'],
  ['/equipment/cables', 'Cables'],
  ['/equipment/cables/stations', 'Cable stations'],
  ['/equipment/cables/attachments', 'Cable attachments'],
  ['/equipment/cables/experience', 'Cable experience'],
  ['/equipment/machines', 'Machines'],
  ['/equipment/machines/selectorized', 'Selectorized machines'],
  ['/equipment/machines/plate-loaded', 'Plate-loaded machines'],
  ['/equipment/machines/multi-station', 'Multi-station machines'],
  ['/equipment/benches', 'Benches'],
  ['/equipment/benches/workout', 'Workout benches'],
  ['/equipment/benches/competition', 'Competition benches'],
  ['/equipment/platforms', 'Platforms'],
  ['/equipment/platforms/freestanding', 'Freestanding platforms'],
  ['/equipment/platforms/sound-reduction', 'Sound-reduction platforms'],
  ['/equipment/flooring', 'Flooring'],
  ['/equipment/storage', 'Storage'],
  ['/equipment/storage/free-standing', 'Free-standing storage'],
  ['/equipment/storage/wall-mounted', 'Wall-mounted storage'],
  ['/equipment/storage/prestera', 'Prestera storage'],
  ['/equipment/storage/competition', 'Competition storage'],
  ['/equipment/accessories', 'Accessories'],
  ['/equipment/accessories/training', 'Training accessories'],
  ['/equipment/accessories/competition', 'Competition accessories'],
  ['/equipment/cardio', 'Cardio'],
  ['/equipment/cardio/bikes', 'Bikes'],
  ['/equipment/cardio/rowers', 'Rowers'],
  ['/equipment/cardio/treadmills', 'Treadmills'],
  ['/equipment/cardio/cross-trainers', 'Cross trainers'],
  ['/equipment/cardio/climbers', 'Climbers'],
  ['/equipment/cardio/ski-ergs', 'Ski ergs'],
  ['/outlet', 'Outlet'],
  ['/competition', 'Competition'],
  ['/gear', 'Gear'],
  ['/gear/featured', 'Featured gear'],
  ['/gear/liftinggear', 'Lifting gear'],
  ['/gear/liftinggear/belts', 'Lifting belts'],
  ['/gear/liftinggear/straps', 'Lifting straps'],
  ['/gear/liftinggear/knee-support', 'Knee support'],
  ['/gear/liftinggear/wrist-wraps', 'Wrist wraps'],
  ['/gear/apparel', 'Apparel'],
  ['/gear/apparel/tops', 'Tops'],
  ['/gear/apparel/bottoms', 'Bottoms'],
  ['/gear/apparel/singlets', 'Singlets'],
  ['/gear/accessories', 'Gear accessories'],
];

function parentOf(path) {
  const parts = path.split('/').filter(Boolean);
  if (parts.length <= 1) return null;
  const parent = `/${parts.slice(0, -1).join('/')}`;
  return categoryTree.some(([p]) => p === parent) ? parent : null;
}

const categoryDescriptions = {
  weightlifting: 'Built to the tolerances of international weightlifting competition.',
  powerlifting: 'Stiff, precise and calibrated for the squat, bench press and deadlift.',
};

const categories = categoryTree.map(([path, label]) => ({
  path,
  label,
  parent: parentOf(path),
  description:
    categoryDescriptions[path.split('/').pop()] ??
    `${label} from ${BRAND}, engineered in Sweden and tested for a lifetime of heavy training.`,
}));

// ── Prices ──────────────────────────────────────────────────────────────────
// Net list prices (VAT excluded) per currency; VAT-inclusive markets add VAT at request time.
const CURRENCIES = {
  usd: 1,
  aed: 3.67,
  eur: 0.93,
  gbp: 0.8,
  sek: 10.6,
  nok: 10.9,
  dkk: 6.95,
  chf: 0.89,
  cad: 1.37,
  aud: 1.53,
  pln: 4.05,
};
function nicePrice(major) {
  if (major < 20) return Math.round(major) - 0.01 + 0.01 * (major < 1 ? 1 : 0);
  if (major < 200) return Math.round(major);
  if (major < 2000) return Math.round(major / 5) * 5;
  return Math.round(major / 10) * 10;
}
function priceList(usdMajor) {
  return Object.fromEntries(
    Object.entries(CURRENCIES).map(([currency, rate]) => [
      currency,
      Math.round(nicePrice(usdMajor * rate) * 100),
    ]),
  );
}

// ── Stock per market (warehouse) ────────────────────────────────────────────
const MARKETS = ['us', 'eu', 'uk', 'nordic', 'apac'];
function stockFor({ heavy, madeToOrder, discontinued, comingSoon, scarce }) {
  return Object.fromEntries(
    MARKETS.map((market) => {
      if (madeToOrder) {
        return [
          market,
          {
            inStock: 0,
            preOrder: 0,
            preOrderDisplay: false,
            daysAhead: 0,
            estimatedDeliveryDays: int(42, 70),
          },
        ];
      }
      if (comingSoon) {
        return [
          market,
          {
            inStock: 0,
            preOrder: int(20, 80),
            preOrderDisplay: true,
            daysAhead: 120,
            estimatedDeliveryDays: int(60, 90),
          },
        ];
      }
      if (discontinued) {
        return [
          market,
          {
            inStock: chance(0.5) ? int(1, 6) : 0,
            preOrder: 0,
            preOrderDisplay: false,
            daysAhead: 0,
            estimatedDeliveryDays: int(3, 8),
          },
        ];
      }
      const roll = random();
      const base = heavy ? int(0, 25) : int(0, 220);
      if (roll < (scarce ? 0.35 : 0.12)) {
        // spec §4: out of stock now, restock on the way as pre-order.
        return [
          market,
          {
            inStock: 0,
            preOrder: int(5, 60),
            preOrderDisplay: true,
            daysAhead: pick([30, 45, 60, 90]),
            estimatedDeliveryDays: int(14, 75),
          },
        ];
      }
      if (roll < 0.18) {
        return [
          market,
          { inStock: 0, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 0 },
        ];
      }
      return [
        market,
        {
          inStock: roll < 0.3 ? int(1, 4) : base + 5,
          preOrder: 0,
          preOrderDisplay: false,
          daysAhead: 0,
          estimatedDeliveryDays: heavy ? int(5, 14) : int(2, 6),
        },
      ];
    }),
  );
}

// ── Reviews ─────────────────────────────────────────────────────────────────
const reviewers = [
  'Mats H.',
  'Sara L.',
  'Jonas P.',
  'Emily R.',
  'Carlos G.',
  'Aiko T.',
  'Priya S.',
  'Tom W.',
  'Lena K.',
  'Omar F.',
  'Grace O.',
  'Nils B.',
];
const reviewTitles = [
  [
    'Built like a tank',
    'Exceeded every expectation. Solid welds, perfect finish and it arrived well packed.',
  ],
  ['Competition feel at home', 'Feels exactly like what we use at meets. Worth every krona.'],
  ['Great, but heavy delivery', 'Product is excellent; make sure you have help carrying it in.'],
  ['Our gym standard now', 'We replaced all our old equipment with these. Members love them.'],
  [
    'Good value',
    'Does what it should. Finish picked up a small mark in shipping but customer service sorted it.',
  ],
  ['Precise and quiet', 'Tolerances are spot on and it is noticeably quieter than our previous set.'],
  ['Second one I bought', 'Bought one for the garage gym and one for the club. No regrets.'],
];
/** The parts each review was made of, by review id, to write the same review in every language. */
const reviewParts = new Map();
/** A PRNG of its own per review (FNV-1a seed), so review texts leave the catalogue's sequence untouched. */
function textRandom(seedText) {
  let state = 2166136261;
  for (const char of seedText) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function reviewText(parts, lang) {
  const at = { en: 0, sv: 1, de: 2, fr: 3 }[lang];
  const band = parts.rating >= 4 ? 'good' : 'mixed';
  const sentences = [
    REVIEW_OPENINGS[parts.opening][at],
    REVIEW_MIDDLES[parts.family][parts.middle][at],
    ...(parts.second === null ? [] : [REVIEW_MIDDLES[parts.family][parts.second][at]]),
    REVIEW_CLOSINGS[band][parts.closing][at],
  ];
  return { title: REVIEW_TITLES[band][parts.title][at], body: sentences.join(' ') };
}
function reviewsFor(code, kind) {
  const count = chance(0.25) ? 0 : int(1, 6);
  // Openings rotate within a product (7 openings, at most 6 reviews), so no product repeats a review.
  const firstOpening = Math.floor(textRandom(code)() * REVIEW_OPENINGS.length);
  return Array.from({ length: count }, (_, index) => {
    pick(reviewTitles);
    const id = `${code}-R${index + 1}`;
    const author = pick(reviewers);
    const rating = pick([5, 5, 5, 4, 4, 3]);
    const local = textRandom(id);
    const choose = (length) => Math.floor(local() * length);
    const family = reviewFamily(kind);
    const band = rating >= 4 ? 'good' : 'mixed';
    const middles = REVIEW_MIDDLES[family].length;
    const middle = choose(middles);
    const second = local() < 0.5 ? (middle + 1 + choose(middles - 1)) % middles : null;
    const parts = {
      rating,
      family,
      title: choose(REVIEW_TITLES[band].length),
      opening: (firstOpening + index) % REVIEW_OPENINGS.length,
      middle,
      second,
      closing: choose(REVIEW_CLOSINGS[band].length),
    };
    reviewParts.set(id, parts);
    return {
      id,
      author,
      rating,
      ...reviewText(parts, 'en'),
      date: iso(REFERENCE_DATE - int(5, 700) * DAY).slice(0, 10),
      verifiedPurchase: chance(0.8),
    };
  });
}

// ── Size charts ─────────────────────────────────────────────────────────────
const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const sizeCharts = {
  top: {
    unit: 'cm',
    columns: ['Size', 'Chest', 'Length'],
    rows: [
      ['XS', '86–91', '66'],
      ['S', '91–96', '69'],
      ['M', '96–101', '72'],
      ['L', '101–106', '75'],
      ['XL', '106–111', '78'],
      ['XXL', '111–116', '80'],
    ],
  },
  bottom: {
    unit: 'cm',
    columns: ['Size', 'Waist', 'Hip'],
    rows: [
      ['XS', '68–72', '86–90'],
      ['S', '72–76', '90–94'],
      ['M', '76–82', '94–100'],
      ['L', '82–88', '100–106'],
      ['XL', '88–94', '106–112'],
      ['XXL', '94–100', '112–118'],
    ],
  },
  singlet: {
    unit: 'cm',
    columns: ['Size', 'Height', 'Body weight (kg)'],
    rows: [
      ['XS', '150–160', '45–55'],
      ['S', '160–170', '55–67'],
      ['M', '170–178', '67–81'],
      ['L', '178–185', '81–96'],
      ['XL', '185–192', '96–109'],
      ['XXL', '192–200', '109+'],
    ],
  },
  belt: {
    unit: 'cm',
    columns: ['Size', 'Waist (at navel)'],
    rows: [
      ['XS', '60–70'],
      ['S', '70–80'],
      ['M', '80–95'],
      ['L', '95–110'],
      ['XL', '110–125'],
      ['XXL', '125–140'],
    ],
  },
  knee: {
    unit: 'cm',
    columns: ['Size', 'Circumference 12 cm above the knee cap'],
    rows: [
      ['XS', '30–33'],
      ['S', '33–36'],
      ['M', '36–39'],
      ['L', '39–42'],
      ['XL', '42–45'],
      ['XXL', '45–48'],
    ],
  },
};

// ── Product factory ─────────────────────────────────────────────────────────
const products = [];
const codes = new Set();
let recommendedCounter = 1;

/**
 * @param {object} p
 * @param {string} p.code product code
 * @param {string} p.name product name without the brand
 * @param {string[]} p.categories category paths (first = primary)
 * @param {object[]} p.variants variant inputs: { suffix, label, options, usd, visual?, weightKg? }
 */
function product(p) {
  if (codes.has(p.code)) throw new Error(`Duplicate code ${p.code}`);
  codes.add(p.code);
  const flags = {
    discontinued: false,
    limitedEdition: false,
    newArrival: false,
    commingSoon: false,
    freeGift: false,
    madeToOrder: false,
    ...p.flags,
  };
  const heavy = p.heavy ?? false;
  const createdAt = iso(REFERENCE_DATE - (flags.newArrival ? int(3, 40) : int(90, 1500)) * DAY);
  const manualSlug = slugify(p.name);
  const variants = p.variants.map((v) => {
    const code = v.suffix ? `${p.code}-${v.suffix}` : p.code;
    if (v.suffix && codes.has(code)) throw new Error(`Duplicate code ${code}`);
    codes.add(code);
    const regularUsd = v.usd;
    // Price history: an older regular price, then the current one; some variants have a campaign.
    const previousUsd = chance(0.3) ? regularUsd * pick([0.95, 1.05, 1.1]) : regularUsd;
    const changedAt = REFERENCE_DATE - int(20, 200) * DAY;
    const onCampaign =
      !flags.commingSoon && !flags.madeToOrder && (flags.discontinued ? chance(0.8) : chance(0.14));
    const campaign = onCampaign
      ? {
          id: `CMP-${code}`,
          name: flags.discontinued
            ? 'Outlet clearance'
            : pick(['Black Week', 'Spring strength sale', 'Club deal']),
          from: iso(REFERENCE_DATE - int(2, 20) * DAY),
          to: iso(REFERENCE_DATE + int(200, 400) * DAY),
          percentOff: flags.discontinued ? pick([30, 40, 50]) : pick([10, 15, 20, 25]),
        }
      : null;
    const pastCampaign =
      !onCampaign && chance(0.15)
        ? {
            id: `CMP-${code}-PAST`,
            name: 'Summer sale',
            from: iso(REFERENCE_DATE - 25 * DAY),
            to: iso(REFERENCE_DATE - 18 * DAY),
            percentOff: 15,
          }
        : null;
    return {
      code,
      name: `${BRAND} ${p.name}${v.label ? ` - ${v.label}` : ''}`,
      options: v.options ?? {},
      specifications: v.specifications ?? [],
      weightKg: v.weightKg ?? p.weightKg ?? null,
      visual: { ...p.visual, ...v.visual },
      prices: priceList(regularUsd),
      priceHistory: [
        { from: iso(changedAt - 400 * DAY), prices: priceList(previousUsd) },
        { from: iso(changedAt), prices: priceList(regularUsd) },
      ],
      campaigns: [pastCampaign, campaign].filter(Boolean),
      stock: stockFor({
        heavy,
        madeToOrder: flags.madeToOrder,
        discontinued: flags.discontinued,
        comingSoon: flags.commingSoon,
        scarce: flags.limitedEdition,
      }),
      availableOnline: p.onlineCountries ?? null,
      listedCountries: p.listedCountries ?? null,
    };
  });
  const categoriesList = [...p.categories];
  if (flags.discontinued && !categoriesList.includes('/outlet')) categoriesList.push('/outlet');
  products.push({
    code: p.code,
    slug: slugify(p.name) + (p.slugSuffix ? `-${p.slugSuffix}` : ''),
    brand: BRAND,
    name: `${BRAND} ${p.name}`,
    description: p.description,
    categories: categoriesList,
    seoTags: p.seoTags ?? [],
    certification: p.certification ?? [],
    soldAs: p.soldAs ?? 'individually',
    flags,
    warranty: p.warranty ?? {
      years: heavy ? 10 : 2,
      summary: heavy
        ? '10-year structural warranty; 2 years on moving parts and upholstery.'
        : '2-year warranty against manufacturing defects.',
    },
    specifications: p.specifications ?? [],
    downloads:
      p.downloads ??
      (heavy || p.manual
        ? [
            {
              title: `${p.name} — assembly and user manual`,
              url: `/downloads/manuals/${manualSlug}.pdf`,
              kind: 'manual',
              sizeKb: int(400, 4800),
            },
            ...(p.certification?.length
              ? [
                  {
                    title: 'Certificate of conformity',
                    url: `/downloads/certificates/${manualSlug}.pdf`,
                    kind: 'certificate',
                    sizeKb: int(120, 600),
                  },
                ]
              : []),
          ]
        : []),
    sizeChart: p.sizeChart ?? null,
    related: [],
    relatedGroup: p.relatedGroup ?? p.categories[0],
    reviews: reviewsFor(p.code, p.visual?.kind ?? 'other'),
    createdAt,
    recommended: recommendedCounter++,
    bundle: p.bundle ?? [],
    visual: p.visual,
    variants,
  });
}

// ── Bars ────────────────────────────────────────────────────────────────────
const FINISHES = [
  ['CH', 'Hard chrome', '#c9ced6'],
  ['ZN', 'Black zinc', '#3a3d42'],
  ['CK', 'Cerakote', '#5b6b5a'],
];
const SLEEVES = [
  ['BR', 'Needle bearing'],
  ['BU', 'Composite bushing'],
];
function bar({
  code,
  name,
  categories,
  usd,
  weight,
  length,
  shaft,
  knurl,
  whip,
  tensile,
  cert,
  sleeves = SLEEVES,
  finishes = FINISHES,
  flags,
  description,
  women = false,
  rotation,
}) {
  const variants = [];
  for (const [sCode, sLabel] of sleeves) {
    for (const [fCode, fLabel, colour] of finishes) {
      variants.push({
        suffix: `${sCode}-${fCode}`,
        label: `${sLabel}, ${fLabel}`,
        options: { sleeve: sLabel, finish: fLabel },
        usd: usd + (sCode === 'BR' ? 60 : 0) + (fCode === 'CK' ? 40 : 0),
        visual: { colour, sleeve: sCode === 'BR' ? '#d8dde3' : '#c0c5cb' },
      });
    }
  }
  product({
    code,
    name,
    categories,
    heavy: false,
    manual: true,
    certification: cert,
    weightKg: weight,
    flags,
    seoTags: [
      'barbell',
      'olympic bar',
      ...(cert.length ? cert.map((c) => `${c} certified`) : []),
      women ? 'womens bar' : 'mens bar',
    ],
    description:
      description ??
      `${name}: a ${weight} kg bar with a ${shaft} mm shaft, ${knurl.toLowerCase()} knurling and ${rotation ?? 'precision'} sleeve rotation. Rolled from ${tensile} MPa spring steel for a lively, consistent whip.`,
    specifications: [
      { key: 'weight', label: 'Weight', value: `${weight} kg` },
      { key: 'length', label: 'Length', value: `${length} mm` },
      { key: 'shaftDiameter', label: 'Shaft diameter', value: `${shaft} mm` },
      { key: 'knurl', label: 'Knurl', value: knurl },
      {
        key: 'sleeveRotation',
        label: 'Sleeve rotation',
        value: rotation ?? 'Needle bearings (bearing) or composite bushings (bushing)',
      },
      { key: 'whip', label: 'Whip', value: whip },
      { key: 'tensileStrength', label: 'Tensile strength', value: `${tensile} MPa` },
      {
        key: 'certification',
        label: 'Certification',
        value: cert.length ? cert.map((c) => c.toUpperCase()).join(', ') : 'None',
      },
    ],
    visual: { kind: 'bar', women },
    relatedGroup: 'bars',
    variants,
  });
}

bar({
  code: 'IM-BAR-WL-20M',
  name: 'IWF Weightlifting Competition Bar 20 kg',
  categories: ['/equipment/bars/weightlifting', '/competition', '/equipment/free-weights'],
  usd: 1095,
  weight: 20,
  length: 2200,
  shaft: 28,
  knurl: 'IWF competition knurl with centre knurl',
  whip: 'High',
  tensile: 1500,
  cert: ['iwf'],
  sleeves: [SLEEVES[0]],
});
bar({
  code: 'IM-BAR-WL-15W',
  name: "IWF Weightlifting Competition Bar 15 kg, Women's",
  categories: ['/equipment/bars/weightlifting', '/competition', '/equipment/free-weights'],
  usd: 1045,
  weight: 15,
  length: 2010,
  shaft: 25,
  knurl: 'IWF competition knurl without centre knurl',
  whip: 'High',
  tensile: 1500,
  cert: ['iwf'],
  women: true,
  sleeves: [SLEEVES[0]],
});
bar({
  code: 'IM-BAR-WL-20T',
  name: 'Weightlifting Training Bar 20 kg',
  categories: ['/equipment/bars/weightlifting', '/equipment/free-weights'],
  usd: 695,
  weight: 20,
  length: 2200,
  shaft: 28,
  knurl: 'Medium-sharp volcano knurl',
  whip: 'Medium-high',
  tensile: 1400,
  cert: [],
});
bar({
  code: 'IM-BAR-WL-15T',
  name: "Weightlifting Training Bar 15 kg, Women's",
  categories: ['/equipment/bars/weightlifting'],
  usd: 665,
  weight: 15,
  length: 2010,
  shaft: 25,
  knurl: 'Medium-sharp volcano knurl',
  whip: 'Medium-high',
  tensile: 1400,
  cert: [],
  women: true,
});
bar({
  code: 'IM-BAR-WL-10J',
  name: 'Junior Weightlifting Bar 10 kg',
  categories: ['/equipment/bars/weightlifting'],
  usd: 455,
  weight: 10,
  length: 1830,
  shaft: 25,
  knurl: 'Mild knurl',
  whip: 'Medium',
  tensile: 1300,
  cert: [],
  sleeves: [SLEEVES[1]],
});
bar({
  code: 'IM-BAR-WL-5TE',
  name: 'Technique Bar 5 kg',
  categories: ['/equipment/bars/weightlifting'],
  usd: 195,
  weight: 5,
  length: 1520,
  shaft: 25,
  knurl: 'Mild knurl',
  whip: 'Low',
  tensile: 1000,
  cert: [],
  sleeves: [SLEEVES[1]],
  finishes: [FINISHES[1]],
});
bar({
  code: 'IM-BAR-WL-20X',
  name: 'Anniversary Weightlifting Bar 20 kg',
  categories: ['/equipment/bars/weightlifting', '/gear/featured'],
  usd: 1395,
  weight: 20,
  length: 2200,
  shaft: 28,
  knurl: 'IWF competition knurl with centre knurl',
  whip: 'High',
  tensile: 1600,
  cert: ['iwf'],
  sleeves: [SLEEVES[0]],
  finishes: [['GD', 'Gold chrome', '#c8a64b']],
  flags: { limitedEdition: true },
});
bar({
  code: 'IM-BAR-WL-20O',
  name: 'Weightlifting Bar 20 kg, Previous Generation',
  categories: ['/equipment/bars/weightlifting'],
  usd: 795,
  weight: 20,
  length: 2200,
  shaft: 28,
  knurl: 'IWF competition knurl',
  whip: 'High',
  tensile: 1500,
  cert: ['iwf'],
  sleeves: [SLEEVES[0]],
  finishes: [FINISHES[0]],
  flags: { discontinued: true },
});

bar({
  code: 'IM-BAR-PL-20',
  name: 'IPF Powerlifting Bar 20 kg',
  categories: ['/equipment/bars/powerlifting', '/competition', '/equipment/free-weights'],
  usd: 895,
  weight: 20,
  length: 2200,
  shaft: 29,
  knurl: 'Aggressive IPF knurl with centre knurl',
  whip: 'Low (stiff)',
  tensile: 1600,
  cert: ['ipf'],
  sleeves: [SLEEVES[1]],
  rotation: 'Composite bushings',
});
bar({
  code: 'IM-BAR-PL-DL',
  name: 'Deadlift Bar 20 kg',
  categories: ['/equipment/bars/powerlifting'],
  usd: 745,
  weight: 20,
  length: 2310,
  shaft: 27,
  knurl: 'Aggressive knurl, no centre knurl',
  whip: 'High',
  tensile: 1450,
  cert: [],
  sleeves: [SLEEVES[1]],
});
bar({
  code: 'IM-BAR-PL-SQ',
  name: 'Squat Bar 25 kg',
  categories: ['/equipment/bars/powerlifting'],
  usd: 845,
  weight: 25,
  length: 2400,
  shaft: 32,
  knurl: 'Aggressive knurl with long centre knurl',
  whip: 'Very low',
  tensile: 1600,
  cert: [],
  sleeves: [SLEEVES[1]],
});
bar({
  code: 'IM-BAR-PL-BP',
  name: 'Bench Press Bar 20 kg',
  categories: ['/equipment/bars/powerlifting'],
  usd: 725,
  weight: 20,
  length: 2200,
  shaft: 29,
  knurl: 'Medium knurl, IPF rings',
  whip: 'Low',
  tensile: 1550,
  cert: [],
  sleeves: [SLEEVES[1]],
});
bar({
  code: 'IM-BAR-PL-WPPO',
  name: 'Para Powerlifting Bench Bar 20 kg',
  categories: ['/equipment/bars/powerlifting', '/competition'],
  usd: 995,
  weight: 20,
  length: 2200,
  shaft: 29,
  knurl: 'Medium knurl, para powerlifting markings',
  whip: 'Low',
  tensile: 1600,
  cert: ['wppo'],
  sleeves: [SLEEVES[1]],
});
bar({
  code: 'IM-BAR-PL-20C',
  name: 'Powerlifting Club Bar 20 kg',
  categories: ['/equipment/bars/powerlifting'],
  usd: 545,
  weight: 20,
  length: 2200,
  shaft: 29,
  knurl: 'Medium knurl',
  whip: 'Low',
  tensile: 1350,
  cert: [],
  sleeves: [SLEEVES[1]],
});

bar({
  code: 'IM-BAR-HY-20',
  name: 'Hybrid Bar 20 kg',
  categories: ['/equipment/bars/hybridbars', '/equipment/free-weights'],
  usd: 595,
  weight: 20,
  length: 2200,
  shaft: 28.5,
  knurl: 'Dual markings, medium knurl',
  whip: 'Medium',
  tensile: 1400,
  cert: [],
});
bar({
  code: 'IM-BAR-HY-15',
  name: "Hybrid Bar 15 kg, Women's",
  categories: ['/equipment/bars/hybridbars'],
  usd: 565,
  weight: 15,
  length: 2010,
  shaft: 25,
  knurl: 'Dual markings, medium knurl',
  whip: 'Medium',
  tensile: 1400,
  cert: [],
  women: true,
});
bar({
  code: 'IM-BAR-HY-FX',
  name: 'Fitness Bar 20 kg',
  categories: ['/equipment/bars/hybridbars'],
  usd: 345,
  weight: 20,
  length: 2200,
  shaft: 28,
  knurl: 'Mild knurl',
  whip: 'Medium',
  tensile: 1200,
  cert: [],
  sleeves: [SLEEVES[1]],
});
bar({
  code: 'IM-BAR-HY-OUT',
  name: 'Outdoor Hybrid Bar 20 kg',
  categories: ['/equipment/bars/hybridbars', '/equipment/racks-and-rigs/outdoor'],
  usd: 645,
  weight: 20,
  length: 2200,
  shaft: 28.5,
  knurl: 'Medium knurl',
  whip: 'Medium',
  tensile: 1400,
  cert: [],
  finishes: [FINISHES[2]],
  flags: { newArrival: true },
});

const specialty = [
  ['IM-BAR-SP-TRAP', 'Hex Trap Bar', 25, 615, 'Raised and low handles, 32 mm grips'],
  ['IM-BAR-SP-SSB', 'Safety Squat Bar', 30, 545, 'Padded yoke, cambered sleeves'],
  ['IM-BAR-SP-CAM', 'Cambered Bar', 25, 495, '35 cm drop'],
  ['IM-BAR-SP-SWISS', 'Swiss Multi-Grip Bar', 17, 325, 'Neutral and angled grips'],
  ['IM-BAR-SP-CURL', 'EZ Curl Bar', 10, 195, 'Cambered curl grips'],
  ['IM-BAR-SP-AXLE', 'Axle Bar 50 mm', 16, 255, 'Thick 50 mm shaft, no knurl'],
  ['IM-BAR-SP-TRI', 'Triceps Bar', 11, 185, 'Neutral triceps grips'],
  ['IM-BAR-SP-LOG', 'Strongman Log 50 kg', 50, 895, 'Neutral handles, loadable ends'],
];
for (const [code, name, weight, usd, feature] of specialty) {
  product({
    code,
    name,
    categories: ['/equipment/bars/specialty'],
    weightKg: weight,
    heavy: weight > 24,
    manual: true,
    description: `${name} (${weight} kg): ${feature}. Fits every Olympic plate and every ${BRAND} rack.`,
    specifications: [
      { key: 'weight', label: 'Weight', value: `${weight} kg` },
      { key: 'feature', label: 'Grip', value: feature },
      { key: 'sleeveDiameter', label: 'Sleeve diameter', value: '50 mm' },
    ],
    seoTags: ['specialty bar', slugify(name).replace(/-/g, ' ')],
    visual: { kind: 'bar', special: true },
    relatedGroup: 'bars',
    variants: [
      { suffix: 'BLK', label: 'Black', options: { colour: 'Black' }, usd, visual: { colour: '#2f3236' } },
      {
        suffix: 'CHR',
        label: 'Chrome',
        options: { colour: 'Chrome' },
        usd: usd + 45,
        visual: { colour: '#c9ced6' },
      },
    ],
  });
}
for (const [code, name, usd] of [
  ['IM-BAR-EX-CUSTOM', 'Bar Experience: Custom Engraved Bar', 1495],
  ['IM-BAR-EX-CLUB', 'Bar Experience: Club Edition Bar', 1195],
  ['IM-BAR-EX-TEST', 'Bar Experience: Bar Fitting Session', 150],
]) {
  product({
    code,
    name,
    categories: ['/equipment/bars/experience'],
    flags: { madeToOrder: code !== 'IM-BAR-EX-TEST' },
    description: `${name}. Work with a Strength Expert to choose knurl, finish and engraving.`,
    visual: { kind: 'bar', colour: '#b08d57' },
    relatedGroup: 'bars',
    onlineCountries: [],
    variants: [{ suffix: '', usd }],
  });
}

// ── Collars ─────────────────────────────────────────────────────────────────
for (const [code, name, usd, colours, cert] of [
  ['IM-COL-COMP', 'Competition Collars 2.5 kg (pair)', 245, [['CH', 'Chrome', '#c9ced6']], ['iwf', 'ipf']],
  [
    'IM-COL-LOCK',
    'Lock-Jaw Collars (pair)',
    39,
    [
      ['BK', 'Black', '#2f3236'],
      ['RD', 'Red', '#c8102e'],
      ['BL', 'Blue', '#1f4e9c'],
    ],
    [],
  ],
  ['IM-COL-SPR', 'Spring Collars (pair)', 15, [['CH', 'Chrome', '#c9ced6']], []],
  [
    'IM-COL-ALU',
    'Aluminium Quick Collars (pair)',
    69,
    [
      ['BK', 'Black', '#2f3236'],
      ['SI', 'Silver', '#b9bec4'],
    ],
    [],
  ],
  [
    'IM-COL-TRN',
    'Training Collars 0.5 kg (pair)',
    55,
    [
      ['BK', 'Black', '#2f3236'],
      ['CH', 'Chrome', '#c9ced6'],
    ],
    [],
  ],
]) {
  product({
    code,
    name,
    categories: ['/equipment/barbell-collars', ...(cert.length ? ['/competition'] : [])],
    certification: cert,
    soldAs: 'pair',
    description: `${name}: holds plates tight on 50 mm sleeves. Sold in pairs.`,
    seoTags: ['collars', 'barbell clips'],
    visual: { kind: 'collar' },
    variants: colours.map(([s, label, colour]) => ({
      suffix: s,
      label,
      options: { colour: label },
      usd,
      visual: { colour },
    })),
  });
}

// ── Plates ──────────────────────────────────────────────────────────────────
const IWF = {
  25: '#c8102e',
  20: '#1f4e9c',
  15: '#f2c500',
  10: '#1d8a3a',
  5: '#f4f4f2',
  2.5: '#c8102e',
  2: '#1f4e9c',
  1.5: '#f2c500',
  1: '#1d8a3a',
  0.5: '#f4f4f2',
  1.25: '#b9bec4',
  0.25: '#b9bec4',
};
function plates({
  code,
  name,
  categories,
  weights,
  usdPerKg,
  minUsd = 0,
  colourFor = (w) => IWF[w] ?? '#2f3236',
  cert = [],
  soldAs = 'pair',
  flags,
  visual = {},
  unit = 'kg',
  description,
  listedCountries,
}) {
  product({
    code,
    name,
    categories,
    listedCountries,
    certification: cert,
    soldAs,
    flags,
    seoTags: ['plates', 'weight plates', ...cert.map((c) => `${c} plates`)],
    description:
      description ??
      `${name}. ${soldAs === 'pair' ? 'Sold in pairs.' : 'Sold individually.'} Diameter 450 mm on the larger weights, 50.4 mm stainless hub.`,
    specifications: [
      { key: 'diameter', label: 'Diameter', value: '450 mm' },
      { key: 'hub', label: 'Hub', value: 'Stainless steel, 50.4 mm' },
      { key: 'tolerance', label: 'Weight tolerance', value: cert.length ? '±10 g' : '±1%' },
      {
        key: 'certification',
        label: 'Certification',
        value: cert.length ? cert.map((c) => c.toUpperCase()).join(', ') : 'None',
      },
    ],
    visual: { kind: 'plate', ...visual },
    relatedGroup: 'plates',
    variants: weights.map((w) => ({
      suffix: `${String(w).replace('.', '_')}${unit === 'lb' ? 'LB' : ''}`,
      label: `${w} ${unit}`,
      options: { weight: `${w} ${unit}` },
      weightKg: unit === 'lb' ? Math.round(w * 0.4536 * 100) / 100 : w,
      usd: Math.max(minUsd, Math.round(w * usdPerKg * (soldAs === 'pair' ? 2 : 1))),
      visual: { colour: colourFor(w), weight: w, unit },
    })),
  });
}
plates({
  code: 'IM-PL-WL-COMP',
  name: 'IWF Competition Bumper Plate',
  categories: ['/equipment/plates/weightlifting', '/competition', '/equipment/free-weights'],
  weights: [10, 15, 20, 25],
  usdPerKg: 9.5,
  cert: ['iwf'],
});
plates({
  code: 'IM-PL-WL-TRN',
  name: 'Weightlifting Training Plate',
  categories: ['/equipment/plates/weightlifting', '/equipment/free-weights'],
  weights: [5, 10, 15, 20, 25],
  usdPerKg: 6.5,
});
plates({
  code: 'IM-PL-WL-TECH',
  name: 'Technique Plate',
  categories: ['/equipment/plates/weightlifting'],
  weights: [2.5, 5],
  usdPerKg: 14,
  colourFor: () => '#8a8f96',
});
plates({
  code: 'IM-PL-WL-CHG',
  name: 'IWF Change Plate',
  categories: ['/equipment/plates/weightlifting', '/competition'],
  weights: [0.5, 1, 1.5, 2, 2.5, 5],
  usdPerKg: 28,
  minUsd: 45,
  cert: ['iwf'],
});
plates({
  code: 'IM-PL-WL-COLOR',
  name: 'Coloured Training Bumper Plate',
  categories: ['/equipment/plates/weightlifting'],
  weights: [5, 10, 15, 20, 25],
  usdPerKg: 5.2,
  flags: { newArrival: true },
});
plates({
  code: 'IM-PL-WL-OLD',
  name: 'Competition Bumper Plate, 2019 Edition',
  categories: ['/equipment/plates/weightlifting'],
  weights: [10, 15, 20, 25],
  usdPerKg: 8,
  cert: ['iwf'],
  flags: { discontinued: true },
});
plates({
  code: 'IM-PL-PL-CAL',
  name: 'IPF Calibrated Steel Plate',
  categories: ['/equipment/plates/powerlifting', '/competition', '/equipment/free-weights'],
  weights: [0.25, 0.5, 1.25, 2.5, 5, 10, 15, 20, 25, 50],
  usdPerKg: 5.5,
  minUsd: 35,
  cert: ['ipf'],
  visual: { steel: true },
});
plates({
  code: 'IM-PL-PL-TRN',
  name: 'Powerlifting Training Plate',
  categories: ['/equipment/plates/powerlifting'],
  weights: [1.25, 2.5, 5, 10, 15, 20, 25],
  usdPerKg: 3.6,
  minUsd: 19,
  visual: { steel: true },
});
plates({
  code: 'IM-PL-PL-WPPO',
  name: 'Para Powerlifting Calibrated Plate',
  categories: ['/equipment/plates/powerlifting', '/competition'],
  weights: [2.5, 5, 10, 15, 20, 25],
  usdPerKg: 6,
  minUsd: 35,
  cert: ['wppo'],
  visual: { steel: true },
});
plates({
  code: 'IM-PL-FIT-BLK',
  name: 'Black Bumper Plate',
  categories: ['/equipment/plates/fitness', '/equipment/free-weights'],
  weights: [5, 10, 15, 20, 25],
  usdPerKg: 3.4,
  colourFor: () => '#26282b',
});
plates({
  code: 'IM-PL-FIT-LB',
  name: 'Black Bumper Plate (lb)',
  categories: ['/equipment/plates/fitness'],
  weights: [10, 15, 25, 35, 45, 55],
  usdPerKg: 1.6,
  unit: 'lb',
  colourFor: () => '#26282b',
  listedCountries: ['us', 'ca'],
});
plates({
  code: 'IM-PL-FIT-GRIP',
  name: 'Urethane Grip Plate',
  categories: ['/equipment/plates/fitness'],
  weights: [1.25, 2.5, 5, 10, 15, 20, 25],
  usdPerKg: 5.6,
  minUsd: 25,
  soldAs: 'individually',
  colourFor: () => '#3a3d42',
});
plates({
  code: 'IM-PL-FIT-FRAC',
  name: 'Fractional Plate Set',
  categories: ['/equipment/plates/fitness'],
  weights: [0.25, 0.5],
  usdPerKg: 120,
  soldAs: 'set',
  colourFor: () => '#b9bec4',
});
plates({
  code: 'IM-PL-FIT-HI',
  name: 'Hi-Temp Recycled Bumper',
  categories: ['/equipment/plates/fitness'],
  weights: [10, 15, 20, 25],
  usdPerKg: 2.9,
  colourFor: () => '#4a4d52',
});
plates({
  code: 'IM-PL-FIT-URE',
  name: 'Urethane Studio Plate',
  categories: ['/equipment/plates/fitness'],
  weights: [2.5, 5, 10, 15, 20],
  usdPerKg: 4.8,
  minUsd: 25,
  colourFor: () => '#e85d2a',
  flags: { commingSoon: true },
});

// ── Lifting sets ────────────────────────────────────────────────────────────
for (const [code, name, usd, contents, cert] of [
  [
    'IM-SET-WL-190',
    'IWF Competition Set 190 kg',
    3795,
    ['IM-BAR-WL-20M', 'IM-PL-WL-COMP', 'IM-PL-WL-CHG', 'IM-COL-COMP'],
    ['iwf'],
  ],
  [
    'IM-SET-WL-185W',
    "IWF Competition Set 185 kg, Women's",
    3745,
    ['IM-BAR-WL-15W', 'IM-PL-WL-COMP', 'IM-PL-WL-CHG', 'IM-COL-COMP'],
    ['iwf'],
  ],
  [
    'IM-SET-WL-140T',
    'Weightlifting Training Set 140 kg',
    1745,
    ['IM-BAR-WL-20T', 'IM-PL-WL-TRN', 'IM-COL-LOCK'],
    [],
  ],
  [
    'IM-SET-PL-365',
    'IPF Powerlifting Set 365 kg',
    4195,
    ['IM-BAR-PL-20', 'IM-PL-PL-CAL', 'IM-COL-COMP'],
    ['ipf'],
  ],
  [
    'IM-SET-PL-200',
    'Powerlifting Training Set 200 kg',
    1395,
    ['IM-BAR-PL-20C', 'IM-PL-PL-TRN', 'IM-COL-SPR'],
    [],
  ],
  ['IM-SET-HOME-100', 'Home Gym Set 100 kg', 895, ['IM-BAR-HY-20', 'IM-PL-FIT-BLK', 'IM-COL-LOCK'], []],
  ['IM-SET-HOME-60', 'Starter Set 60 kg', 595, ['IM-BAR-HY-FX', 'IM-PL-FIT-BLK', 'IM-COL-SPR'], []],
]) {
  product({
    code,
    name,
    categories: ['/equipment/liftingsets', ...(cert.length ? ['/competition'] : [])],
    certification: cert,
    soldAs: 'set',
    heavy: true,
    bundle: contents,
    description: `${name}: bar, plates and collars in one delivery. Contents: ${contents.join(', ')}.`,
    seoTags: ['lifting set', 'barbell set'],
    visual: { kind: 'set' },
    variants: [
      { suffix: 'STD', label: 'Standard', options: { finish: 'Standard' }, usd },
      {
        suffix: 'RACKPACK',
        label: 'With plate rack',
        options: { finish: 'With plate rack' },
        usd: usd + 395,
      },
    ],
  });
}

// ── Dumbbells and kettlebells ───────────────────────────────────────────────
function dumbbells(code, name, categories, weights, usdPerKg, colour, kind = 'dumbbell', flags) {
  product({
    code,
    name,
    categories,
    soldAs: kind === 'dumbbell' ? 'pair' : 'individually',
    flags,
    description: `${name}. ${kind === 'dumbbell' ? 'Sold in pairs.' : 'Sold individually.'} Knurled handles and a finish that lasts in busy gyms.`,
    specifications: [
      {
        key: 'handle',
        label: 'Handle',
        value: kind === 'dumbbell' ? '34 mm knurled steel' : '33 mm powder-coated',
      },
      { key: 'range', label: 'Weight range', value: `${weights[0]}–${weights.at(-1)} kg` },
    ],
    seoTags: [kind, `${kind}s`],
    visual: { kind, colour },
    relatedGroup: kind,
    variants: weights.map((w) => ({
      suffix: String(w).replace('.', '_'),
      label: `${w} kg`,
      options: { weight: `${w} kg` },
      weightKg: w,
      usd: Math.round(Math.max(19, w * usdPerKg * (kind === 'dumbbell' ? 2 : 1))),
      visual: { weight: w },
    })),
  });
}
dumbbells(
  'IM-DB-HEX',
  'Rubber Hex Dumbbell',
  ['/equipment/dumbbells/fixed', '/equipment/free-weights'],
  [2.5, 5, 7.5, 10, 12.5, 15, 17.5, 20, 22.5, 25, 30, 35, 40],
  3.4,
  '#26282b',
);
dumbbells(
  'IM-DB-URE',
  'Urethane Pro Dumbbell',
  ['/equipment/dumbbells/fixed'],
  [2.5, 5, 7.5, 10, 12.5, 15, 17.5, 20, 22.5, 25, 27.5, 30, 32.5, 35, 37.5, 40, 42.5, 45, 47.5, 50],
  6.8,
  '#3a3d42',
);
dumbbells(
  'IM-DB-CHR',
  'Chrome Studio Dumbbell',
  ['/equipment/dumbbells/fixed'],
  [1, 2, 3, 4, 5, 6, 8, 10],
  5.5,
  '#c9ced6',
);
dumbbells(
  'IM-DB-ROT',
  'Rotating Pro Dumbbell',
  ['/equipment/dumbbells/rotating'],
  [5, 7.5, 10, 12.5, 15, 17.5, 20, 22.5, 25, 27.5, 30, 32.5, 35, 37.5, 40],
  8.9,
  '#3a3d42',
);
dumbbells(
  'IM-DB-ROTC',
  'Rotating Competition Dumbbell',
  ['/equipment/dumbbells/rotating', '/competition'],
  [10, 15, 20, 25, 30, 35, 40],
  10.5,
  '#c8102e',
  'dumbbell',
  { limitedEdition: true },
);
dumbbells(
  'IM-DB-LOAD',
  'Loadable Dumbbell Handle',
  ['/equipment/dumbbells/rotating'],
  [2.5, 3.5],
  24,
  '#b9bec4',
);
const kbColours = {
  8: '#f47ba7',
  12: '#1f4e9c',
  16: '#f2c500',
  20: '#7b3fa0',
  24: '#1d8a3a',
  28: '#e85d2a',
  32: '#c8102e',
  36: '#8a8f96',
  40: '#f4f4f2',
  44: '#b9bec4',
  48: '#c8a64b',
};
product({
  code: 'IM-KB-COMP',
  name: 'Competition Kettlebell',
  categories: ['/equipment/kettlebells', '/competition', '/equipment/free-weights'],
  description:
    'Steel competition kettlebell: identical dimensions at every weight, colour-coded to the international standard.',
  specifications: [
    { key: 'height', label: 'Height', value: '280 mm' },
    { key: 'handle', label: 'Handle diameter', value: '35 mm' },
  ],
  seoTags: ['kettlebell', 'girevoy'],
  visual: { kind: 'kettlebell' },
  relatedGroup: 'kettlebell',
  variants: Object.entries(kbColours).map(([w, colour]) => ({
    suffix: w,
    label: `${w} kg`,
    options: { weight: `${w} kg` },
    weightKg: Number(w),
    usd: 40 + Number(w) * 3.2,
    visual: { colour, weight: Number(w) },
  })),
});
dumbbells(
  'IM-KB-CAST',
  'Cast Iron Kettlebell',
  ['/equipment/kettlebells'],
  [4, 6, 8, 10, 12, 14, 16, 20, 24, 28, 32],
  3.1,
  '#2f3236',
  'kettlebell',
);
dumbbells(
  'IM-KB-RUB',
  'Rubber Coated Kettlebell',
  ['/equipment/kettlebells'],
  [4, 8, 12, 16, 20, 24],
  3.6,
  '#3a3d42',
  'kettlebell',
  { newArrival: true },
);

// ── Strength systems ────────────────────────────────────────────────────────
for (const [code, name, usd] of [
  ['IM-SYS-HOME', 'Home Strength System', 4995],
  ['IM-SYS-CLUB', 'Club Strength System', 12995],
  ['IM-SYS-TEAM', 'Team Performance System', 24995],
  ['IM-SYS-CAMPUS', 'Campus Strength System', 39995],
]) {
  product({
    code,
    name,
    categories: ['/equipment/strength-systems'],
    heavy: true,
    flags: { madeToOrder: usd > 10000 },
    onlineCountries: usd > 10000 ? [] : null,
    description: `${name}: rack, platform, bar, plates and storage planned together with a Strength Expert.`,
    seoTags: ['strength system', 'gym package'],
    visual: { kind: 'rack', colour: '#2f3236' },
    variants: [
      {
        suffix: 'BLK',
        label: 'Matte black',
        options: { colour: 'Matte black' },
        usd,
        visual: { colour: '#2f3236' },
      },
      {
        suffix: 'WHT',
        label: 'White',
        options: { colour: 'White' },
        usd: usd + 300,
        visual: { colour: '#e8e8e4' },
      },
    ],
  });
}

// ── Racks, rigs and attachments ─────────────────────────────────────────────
const FRAME = [
  ['BLK', 'Matte black', '#2f3236'],
  ['WHT', 'White', '#e8e8e4'],
  ['RED', 'Signal red', '#c8102e'],
];
function frame({
  code,
  name,
  categories,
  usd,
  kind,
  heights,
  flags,
  cert = [],
  description,
  configurator = false,
  online = null,
}) {
  const variants = [];
  for (const height of heights) {
    for (const [cCode, cLabel, colour] of FRAME) {
      variants.push({
        suffix: `${height ? `${height}-` : ''}${cCode}`,
        label: `${height ? `${height} cm, ` : ''}${cLabel}`,
        options: { ...(height ? { height: `${height} cm` } : {}), colour: cLabel },
        usd: usd + (height && height > 230 ? 150 : 0) + (cCode === 'RED' ? 120 : 0),
        visual: { colour },
      });
    }
  }
  product({
    code,
    name,
    categories: [...categories, ...(configurator ? ['/configurator-options'] : [])],
    heavy: true,
    certification: cert,
    flags,
    onlineCountries: online,
    description:
      description ??
      `${name}: 80 × 80 mm uprights in 3 mm steel, laser-cut numbering and 50 mm hole spacing through the bench zone.`,
    specifications: [
      { key: 'upright', label: 'Uprights', value: '80 × 80 mm, 3 mm steel' },
      { key: 'holes', label: 'Hole spacing', value: '50 mm in the bench zone, 75 mm elsewhere' },
      { key: 'load', label: 'Load rating', value: '700 kg' },
    ],
    seoTags: ['rack', 'squat rack', 'power rack'],
    visual: { kind },
    relatedGroup: 'racks',
    variants,
  });
}
frame({
  code: 'IM-RK-POWER',
  name: 'Power Rack',
  categories: ['/equipment/racks-and-rigs/racks'],
  usd: 1695,
  kind: 'rack',
  heights: [215, 240],
  configurator: true,
});
frame({
  code: 'IM-RK-HALF',
  name: 'Half Rack',
  categories: ['/equipment/racks-and-rigs/racks'],
  usd: 1295,
  kind: 'rack',
  heights: [215, 240],
  configurator: true,
});
frame({
  code: 'IM-RK-SQST',
  name: 'Squat Stand',
  categories: ['/equipment/racks-and-rigs/racks'],
  usd: 695,
  kind: 'rack',
  heights: [0],
});
frame({
  code: 'IM-RK-COMP',
  name: 'Competition Combo Rack',
  categories: ['/equipment/racks-and-rigs/racks', '/competition', '/equipment/benches/competition'],
  usd: 3495,
  kind: 'rack',
  heights: [0],
  cert: ['ipf'],
});
frame({
  code: 'IM-RK-WALL',
  name: 'Wall-Mounted Folding Rack',
  categories: ['/equipment/racks-and-rigs/racks'],
  usd: 895,
  kind: 'rack',
  heights: [215],
  flags: { newArrival: true },
});
frame({
  code: 'IM-RK-ATH',
  name: 'Athletic Rack with Platform',
  categories: ['/equipment/racks-and-rigs/racks', '/equipment/platforms/freestanding'],
  usd: 2895,
  kind: 'rack',
  heights: [240],
});
frame({
  code: 'IM-RK-MONO',
  name: 'Monolift Rack',
  categories: ['/equipment/racks-and-rigs/racks'],
  usd: 2495,
  kind: 'rack',
  heights: [0],
  flags: { commingSoon: true },
});
frame({
  code: 'IM-RK-OLD',
  name: 'Power Rack, Series 1',
  categories: ['/equipment/racks-and-rigs/racks'],
  usd: 1195,
  kind: 'rack',
  heights: [215],
  flags: { discontinued: true },
});
frame({
  code: 'IM-RIG-4',
  name: 'Four-Station Rig',
  categories: ['/equipment/racks-and-rigs/rigs'],
  usd: 6995,
  kind: 'rig',
  heights: [0],
  configurator: true,
  online: [],
});
frame({
  code: 'IM-RIG-6',
  name: 'Six-Station Rig',
  categories: ['/equipment/racks-and-rigs/rigs'],
  usd: 9995,
  kind: 'rig',
  heights: [0],
  configurator: true,
  online: [],
  flags: { madeToOrder: true },
});
frame({
  code: 'IM-RIG-WALL',
  name: 'Wall Rig',
  categories: ['/equipment/racks-and-rigs/rigs'],
  usd: 2995,
  kind: 'rig',
  heights: [0],
});
frame({
  code: 'IM-RIG-FREE',
  name: 'Freestanding Rig',
  categories: ['/equipment/racks-and-rigs/rigs'],
  usd: 4595,
  kind: 'rig',
  heights: [0],
  configurator: true,
});
frame({
  code: 'IM-RIG-OUT',
  name: 'Outdoor Rig',
  categories: ['/equipment/racks-and-rigs/outdoor', '/equipment/racks-and-rigs/rigs'],
  usd: 7495,
  kind: 'rig',
  heights: [0],
  online: [],
  description: 'Outdoor Rig: hot-dip galvanised and powder coated for year-round use outside.',
});
frame({
  code: 'IM-RK-OUT',
  name: 'Outdoor Squat Stand',
  categories: ['/equipment/racks-and-rigs/outdoor'],
  usd: 1195,
  kind: 'rack',
  heights: [0],
});
frame({
  code: 'IM-RIG-EXP',
  name: 'Rig Design Experience',
  categories: ['/equipment/racks-and-rigs/experience'],
  usd: 495,
  kind: 'rig',
  heights: [0],
  online: [],
  flags: { madeToOrder: true },
  description: 'A Strength Expert plans your rig on site, with a 3D drawing and a quote.',
});
frame({
  code: 'IM-RK-EXP',
  name: 'Rack Showroom Session',
  categories: ['/equipment/racks-and-rigs/experience'],
  usd: 0,
  kind: 'rack',
  heights: [0],
  online: [],
  description: 'Try every rack in our showroom with a Strength Expert.',
});

const attachments = [
  ['DIP', 'Dip Station Attachment', 195, 'fitness'],
  ['PULL', 'Multi-Grip Pull-Up Bar', 165, 'fitness'],
  ['JCUP', 'J-Cups (pair)', 125, 'fitness'],
  ['SAFE', 'Safety Arms (pair)', 295, 'fitness'],
  ['STRAP', 'Safety Straps (pair)', 245, 'fitness'],
  ['LAND', 'Landmine Attachment', 135, 'fitness'],
  ['PEG', 'Band Pegs (set of 4)', 65, 'fitness'],
  ['SPOT', 'Spotter Platforms (pair)', 345, 'fitness'],
  ['LEG', 'Leg Roller Attachment', 225, 'fitness'],
  ['RING', 'Gym Rings Hanger', 85, 'fitness'],
  ['MONK', 'Monkey Bar Extension', 395, 'fitness'],
  ['PLH', 'Plate Horns (pair)', 95, 'storage'],
  ['BARH', 'Bar Holder', 75, 'storage'],
  ['BALL', 'Ball Target and Shelf', 145, 'storage'],
  ['HOOK', 'Accessory Hooks (set of 3)', 55, 'storage'],
  ['SHELF', 'Storage Shelf', 175, 'storage'],
  ['CHALK', 'Chalk Bowl Attachment', 85, 'storage'],
];
for (const [suffix, name, usd, group] of attachments) {
  product({
    code: `IM-ATT-${suffix}`,
    name,
    categories: [`/equipment/racks-and-rigs/${group}-attachments`, '/configurator-options'],
    soldAs: /pair/.test(name) ? 'pair' : /set of/.test(name) ? 'set' : 'individually',
    description: `${name} for ${BRAND} racks and rigs. Available for 80 × 80 mm and 75 × 75 mm uprights.`,
    specifications: [{ key: 'fits', label: 'Fits', value: '80 × 80 mm and 75 × 75 mm uprights' }],
    seoTags: ['rack attachment', group],
    visual: { kind: 'attachment' },
    relatedGroup: 'racks',
    variants: [
      {
        suffix: '80',
        label: '80 mm uprights',
        options: { upright: '80 × 80 mm' },
        usd,
        visual: { colour: '#2f3236' },
      },
      {
        suffix: '75',
        label: '75 mm uprights',
        options: { upright: '75 × 75 mm' },
        usd,
        visual: { colour: '#3a3d42' },
      },
    ],
  });
}

// ── Cables ──────────────────────────────────────────────────────────────────
for (const [code, name, usd] of [
  ['IM-CB-DUAL', 'Dual Adjustable Pulley', 4495],
  ['IM-CB-CROSS', 'Cable Crossover Station', 6295],
  ['IM-CB-LAT', 'Lat Pulldown and Low Row', 2895],
  ['IM-CB-RACK', 'Rack-Mounted Cable Column', 1895],
  ['IM-CB-WALL', 'Wall-Mounted Cable Tower', 1595],
]) {
  product({
    code,
    name,
    categories: ['/equipment/cables/stations'],
    heavy: true,
    description: `${name}: 100 kg weight stacks per side, 2:1 ratio and 20 pulley positions.`,
    specifications: [
      { key: 'stack', label: 'Weight stack', value: '100 kg per side' },
      { key: 'ratio', label: 'Cable ratio', value: '2:1' },
    ],
    seoTags: ['cable machine', 'functional trainer'],
    visual: { kind: 'cable' },
    relatedGroup: 'cables',
    variants: FRAME.slice(0, 2).map(([s, label, colour]) => ({
      suffix: s,
      label,
      options: { colour: label },
      usd,
      visual: { colour },
    })),
  });
}
for (const [suffix, name, usd] of [
  ['LATBAR', 'Lat Pulldown Bar', 89],
  ['ROW', 'Seated Row Handle', 69],
  ['ROPE', 'Triceps Rope', 39],
  ['DHANDLE', 'D-Handles (pair)', 49],
  ['ANKLE', 'Ankle Strap', 29],
  ['STRAIGHT', 'Straight Bar Attachment', 59],
  ['VBAR', 'V-Bar Attachment', 55],
  ['MAG', 'Magnetic Attachment Holder', 79],
  ['CARAB', 'Carabiner Set', 25],
  ['CHAIN', 'Extension Chain', 19],
]) {
  product({
    code: `IM-CBA-${suffix}`,
    name,
    categories: ['/equipment/cables/attachments'],
    soldAs: /pair|Set/.test(name) ? (/pair/.test(name) ? 'pair' : 'set') : 'individually',
    description: `${name} for every cable station.`,
    seoTags: ['cable attachment'],
    visual: { kind: 'accessory', colour: '#2f3236' },
    relatedGroup: 'cables',
    variants: [{ suffix: '', usd }],
  });
}
for (const [code, name, usd] of [
  ['IM-CB-EXP-PT', 'Cable Coaching Session', 120],
  ['IM-CB-EXP-DES', 'Cable Zone Design', 495],
]) {
  product({
    code,
    name,
    categories: ['/equipment/cables/experience'],
    onlineCountries: [],
    description: `${name} with a Strength Expert.`,
    visual: { kind: 'cable', colour: '#b08d57' },
    variants: [{ suffix: '', usd }],
  });
}

// ── Machines ────────────────────────────────────────────────────────────────
const machines = [
  ['selectorized', 'LEGEXT', 'Leg Extension', 3895],
  ['selectorized', 'LEGCURL', 'Seated Leg Curl', 3995],
  ['selectorized', 'CHEST', 'Chest Press', 4295],
  ['selectorized', 'SHOULDER', 'Shoulder Press', 4195],
  ['selectorized', 'PULLDOWN', 'Lat Pulldown', 4095],
  ['selectorized', 'ROW', 'Seated Row', 4095],
  ['selectorized', 'ABDUCT', 'Hip Abductor', 3695],
  ['selectorized', 'GLUTE', 'Glute Kickback', 3595],
  ['plate-loaded', 'LEGPRESS', 'Leg Press 45°', 4995],
  ['plate-loaded', 'HACK', 'Hack Squat', 4495],
  ['plate-loaded', 'PENDULUM', 'Pendulum Squat', 4795],
  ['plate-loaded', 'BELT', 'Belt Squat', 3995],
  ['plate-loaded', 'ISOROW', 'Iso-Lateral Row', 2895],
  ['plate-loaded', 'ISOCHEST', 'Iso-Lateral Chest Press', 2995],
  ['plate-loaded', 'HIPTHRUST', 'Hip Thrust Machine', 2695],
  ['plate-loaded', 'CALF', 'Standing Calf Raise', 2195],
  ['multi-station', 'HOME', 'Home Multi-Gym', 3495],
  ['multi-station', 'TRIO', 'Three-Station Multi-Gym', 8995],
  ['multi-station', 'JUNGLE', 'Five-Station Jungle Gym', 14995],
];
for (const [group, suffix, name, usd] of machines) {
  const multi = group === 'multi-station';
  product({
    code: `IM-MC-${suffix}`,
    name,
    categories: [`/equipment/machines/${group}`],
    heavy: true,
    flags: { madeToOrder: usd > 8000, newArrival: suffix === 'PENDULUM' },
    onlineCountries: usd > 8000 ? [] : null,
    description: `${name}: biomechanically matched strength curve, ${group === 'selectorized' ? '100 kg selector stack' : 'Olympic plate horns'} and upholstery in commercial-grade vinyl.`,
    specifications: [
      { key: 'footprint', label: 'Footprint', value: `${int(120, 240)} × ${int(90, 180)} cm` },
      { key: 'weight', label: 'Machine weight', value: `${int(160, 420)} kg` },
      {
        key: 'resistance',
        label: 'Resistance',
        value: group === 'selectorized' ? '100 kg weight stack' : 'Plate loaded',
      },
    ],
    seoTags: ['machine', 'gym machine', group],
    visual: { kind: 'machine', stack: group === 'selectorized' || multi },
    relatedGroup: 'machines',
    variants: FRAME.slice(0, 2).map(([s, label, colour]) => ({
      suffix: s,
      label,
      options: { frame: label },
      usd,
      visual: { colour },
    })),
  });
}

// ── Benches ─────────────────────────────────────────────────────────────────
for (const [code, name, usd, cats, cert, flags] of [
  ['IM-BN-FLAT', 'Flat Bench', 345, ['/equipment/benches/workout'], [], {}],
  ['IM-BN-ADJ', 'Adjustable Bench', 595, ['/equipment/benches/workout'], [], {}],
  ['IM-BN-FID', 'Flat-Incline-Decline Bench', 745, ['/equipment/benches/workout'], [], {}],
  ['IM-BN-GHD', 'Glute-Ham Developer', 995, ['/equipment/benches/workout'], [], { newArrival: true }],
  ['IM-BN-PREACH', 'Preacher Curl Bench', 395, ['/equipment/benches/workout'], [], {}],
  [
    'IM-BN-IPF',
    'IPF Competition Bench',
    1695,
    ['/equipment/benches/competition', '/competition'],
    ['ipf'],
    {},
  ],
  [
    'IM-BN-WPPO',
    'Para Powerlifting Bench',
    4995,
    ['/equipment/benches/competition', '/competition'],
    ['wppo'],
    { madeToOrder: true },
  ],
  ['IM-BN-TRAIN', 'Competition Training Bench', 1195, ['/equipment/benches/competition'], [], {}],
]) {
  product({
    code,
    name,
    categories: cats,
    heavy: true,
    certification: cert,
    flags,
    description: `${name}: 60 × 60 mm steel, 10 cm high-density padding and a grippy upholstery that keeps you in place.`,
    specifications: [
      { key: 'padHeight', label: 'Pad height', value: '43 cm' },
      { key: 'load', label: 'Load rating', value: '500 kg' },
    ],
    seoTags: ['bench', 'weight bench'],
    visual: { kind: 'bench' },
    relatedGroup: 'benches',
    variants: FRAME.map(([s, label, colour]) => ({
      suffix: s,
      label,
      options: { frame: label },
      usd: usd + (s === 'RED' ? 50 : 0),
      visual: { colour },
    })),
  });
}

// ── Platforms and flooring ──────────────────────────────────────────────────
for (const [code, name, usd, cat, flags] of [
  ['IM-PF-COMP', 'Competition Platform 4 × 4 m', 3995, '/equipment/platforms/freestanding', {}],
  ['IM-PF-TRN', 'Training Platform 3 × 2.5 m', 1895, '/equipment/platforms/freestanding', {}],
  ['IM-PF-HALF', 'Half Platform 3 × 1.5 m', 1195, '/equipment/platforms/freestanding', {}],
  ['IM-PF-LOGO', 'Custom Logo Platform', 2595, '/equipment/platforms/freestanding', { madeToOrder: true }],
  ['IM-PF-SILENT', 'Silent Drop Platform', 2995, '/equipment/platforms/sound-reduction', {}],
  ['IM-PF-PADS', 'Drop Pads (pair)', 495, '/equipment/platforms/sound-reduction', {}],
  [
    'IM-PF-TILE',
    'Sound-Reduction Tile System',
    1495,
    '/equipment/platforms/sound-reduction',
    { newArrival: true },
  ],
]) {
  product({
    code,
    name,
    categories: [cat, ...(code === 'IM-PF-COMP' ? ['/competition'] : [])],
    heavy: true,
    flags,
    soldAs: /pair/.test(name) ? 'pair' : 'individually',
    description: `${name}: birch plywood top, recycled rubber drop zones and a sound-dampening base.`,
    specifications: [{ key: 'thickness', label: 'Thickness', value: '50 mm' }],
    seoTags: ['platform', 'lifting platform'],
    visual: { kind: 'platform' },
    relatedGroup: 'platforms',
    variants: [
      { suffix: 'OAK', label: 'Oak top', options: { top: 'Oak' }, usd, visual: { colour: '#c9a572' } },
      {
        suffix: 'BLK',
        label: 'Black top',
        options: { top: 'Black' },
        usd: usd + 100,
        visual: { colour: '#2f3236' },
      },
    ],
  });
}
for (const [code, name, usdPerM2] of [
  ['IM-FL-TILE', 'Rubber Gym Tile 100 × 100 cm', 45],
  ['IM-FL-ROLL', 'Rubber Roll Flooring', 38],
  ['IM-FL-TURF', 'Sled Track Turf', 55],
  ['IM-FL-PUZZLE', 'Interlocking Puzzle Mat', 29],
  ['IM-FL-ACOUSTIC', 'Acoustic Underlay', 22],
]) {
  product({
    code,
    name,
    categories: ['/equipment/flooring'],
    description: `${name}: made from recycled rubber, easy to clean and quiet under load.`,
    seoTags: ['flooring', 'gym floor'],
    visual: { kind: 'flooring', colour: code === 'IM-FL-TURF' ? '#2e7d32' : '#2f3236' },
    variants: [15, 20, 30].map((mm) => ({
      suffix: `${mm}`,
      label: `${mm} mm`,
      options: { thickness: `${mm} mm` },
      usd: Math.round(usdPerM2 * (mm / 20)),
    })),
  });
}

// ── Storage ─────────────────────────────────────────────────────────────────
const storage = [
  ['free-standing', 'PLATE', 'Plate Tree', 295],
  ['free-standing', 'DBRACK', 'Dumbbell Rack, Two Tier', 545],
  ['free-standing', 'KBRACK', 'Kettlebell Shelf', 395],
  ['free-standing', 'BARV', 'Vertical Bar Holder (6 bars)', 345],
  ['free-standing', 'BALL', 'Ball Rack', 445],
  ['free-standing', 'CART', 'Plate Cart', 395],
  ['wall-mounted', 'WPLATE', 'Wall Plate Storage', 185],
  ['wall-mounted', 'WBAR', 'Wall Bar Gun Rack', 165],
  ['wall-mounted', 'WBAND', 'Band and Rope Hanger', 95],
  ['wall-mounted', 'WSHELF', 'Wall Shelf', 145],
  ['wall-mounted', 'WBALL', 'Wall Ball Storage', 155],
  ['wall-mounted', 'WCOL', 'Collar Holder', 45],
  ['prestera', 'PR-BASE', 'Prestera Base Unit', 1295],
  ['prestera', 'PR-HIGH', 'Prestera High Unit', 1695],
  ['prestera', 'PR-CORNER', 'Prestera Corner Unit', 1495],
  ['prestera', 'PR-DOOR', 'Prestera Cabinet Doors (pair)', 395],
  ['competition', 'C-PLATE', 'Competition Plate Rack', 695],
  ['competition', 'C-BAR', 'Competition Bar Rack', 495],
  ['competition', 'C-CHALK', 'Competition Chalk Stand', 345],
];
for (const [group, suffix, name, usd] of storage) {
  product({
    code: `IM-ST-${suffix}`,
    name,
    categories: [`/equipment/storage/${group}`, ...(group === 'competition' ? ['/competition'] : [])],
    heavy: usd > 300,
    soldAs: /pair/.test(name) ? 'pair' : 'individually',
    flags: group === 'prestera' && suffix === 'PR-CORNER' ? { commingSoon: true } : {},
    description: `${name}: keeps the training floor clear and the equipment within reach.`,
    seoTags: ['storage', 'gym storage'],
    visual: { kind: 'storage' },
    relatedGroup: 'storage',
    variants: FRAME.slice(0, 2).map(([s, label, colour]) => ({
      suffix: s,
      label,
      options: { colour: label },
      usd,
      visual: { colour },
    })),
  });
}

// ── Accessories (incl. spare parts) ─────────────────────────────────────────
const accessories = [
  ['training', 'CHALK', 'Lifting Chalk 1 kg', 19, 'accessory', ['Block', 'Powder']],
  ['training', 'BANDS', 'Resistance Band', 29, 'accessory', ['Light', 'Medium', 'Heavy', 'Extra heavy']],
  ['training', 'BOX', 'Soft Plyo Box', 245, 'box', ['50 cm', '60 cm', '75 cm']],
  ['training', 'WOODBOX', 'Wooden Plyo Box', 165, 'box', ['Standard']],
  ['training', 'BLOCKS', 'Jerk Blocks (set)', 1495, 'box', ['Standard'], { madeToOrder: true }],
  ['training', 'PULLBLOCK', 'Pulling Blocks (pair)', 495, 'box', ['30 cm', '45 cm']],
  ['training', 'SLED', 'Push Sled', 595, 'accessory', ['Standard']],
  ['training', 'ROPE', 'Battle Rope 15 m', 145, 'accessory', ['38 mm', '50 mm']],
  ['training', 'WALLBALL', 'Wall Ball', 79, 'accessory', ['6 kg', '9 kg', '12 kg']],
  ['training', 'SANDBAG', 'Sandbag', 89, 'accessory', ['25 kg', '50 kg', '75 kg']],
  ['training', 'ABMAT', 'Ab Mat', 39, 'accessory', ['Standard']],
  ['competition', 'LIGHTS', 'Referee Light System', 2995, 'accessory', ['Wired', 'Wireless']],
  ['competition', 'SCALE', 'Competition Scale', 1495, 'accessory', ['Standard']],
  ['competition', 'CLOCK', 'Competition Clock', 1295, 'accessory', ['Standard']],
  ['competition', 'PLATEMAT', 'Loading Mat', 195, 'accessory', ['Standard']],
  ['competition', 'SCORE', 'Scoreboard Software Licence', 495, 'accessory', ['1 year']],
  ['training', 'SP-SLEEVE', 'Spare Part: Bar Sleeve Assembly', 145, 'part', ['Bearing', 'Bushing']],
  ['training', 'SP-CLIP', 'Spare Part: Sleeve Snap Ring', 9, 'part', ['Standard']],
  ['training', 'SP-JPAD', 'Spare Part: J-Cup UHMW Liner', 19, 'part', ['Standard']],
  ['training', 'SP-PIN', 'Spare Part: Rack Pin with Lanyard', 25, 'part', ['Standard']],
  ['training', 'SP-UPH', 'Spare Part: Bench Upholstery', 145, 'part', ['Black', 'Red']],
  ['training', 'SP-CABLE', 'Spare Part: Steel Cable 5 mm', 49, 'part', ['3 m', '5 m']],
  ['training', 'SP-PULLEY', 'Spare Part: Pulley Wheel 114 mm', 35, 'part', ['Standard']],
  ['training', 'SP-FEET', 'Spare Part: Rubber Feet (set of 4)', 29, 'part', ['Standard']],
  ['training', 'SP-HUB', 'Spare Part: Plate Hub Insert', 39, 'part', ['Standard']],
  ['training', 'SP-BOLTS', 'Spare Part: Rack Bolt Kit', 45, 'part', ['Standard']],
];
for (const [group, suffix, name, usd, kind, options, flags] of accessories) {
  product({
    code: `IM-AC-${suffix}`,
    name,
    categories: [`/equipment/accessories/${group}`, ...(group === 'competition' ? ['/competition'] : [])],
    flags,
    soldAs: /pair/.test(name) ? 'pair' : /set/.test(name) ? 'set' : 'individually',
    description:
      kind === 'part'
        ? `${name}: genuine ${BRAND} replacement part. Check the manual for the part number of your model.`
        : `${name} from ${BRAND}.`,
    seoTags: kind === 'part' ? ['spare part', 'service and parts'] : ['accessory'],
    visual: { kind, colour: kind === 'box' ? '#c9a572' : '#3a3d42' },
    relatedGroup: kind === 'part' ? 'parts' : 'accessories',
    variants: options.map((option, index) => ({
      suffix: options.length === 1 ? '' : slugify(option).toUpperCase().replace(/-/g, ''),
      label: options.length === 1 ? '' : option,
      options: options.length === 1 ? {} : { option },
      usd: Math.round(usd * (1 + index * 0.25)),
    })),
  });
}

// ── Cardio ──────────────────────────────────────────────────────────────────
const cardio = [
  ['bikes', 'BIKE-AIR', 'Air Bike', 1295, 'cardio-bike'],
  ['bikes', 'BIKE-SPIN', 'Studio Bike', 1495, 'cardio-bike'],
  ['bikes', 'BIKE-UP', 'Upright Bike', 2195, 'cardio-bike'],
  ['bikes', 'BIKE-REC', 'Recumbent Bike', 2495, 'cardio-bike'],
  ['rowers', 'ROW-AIR', 'Air Rower', 1195, 'cardio-rower'],
  ['rowers', 'ROW-MAG', 'Magnetic Rower', 1595, 'cardio-rower'],
  ['rowers', 'ROW-WATER', 'Water Rower', 1795, 'cardio-rower'],
  ['treadmills', 'TRM-CURVE', 'Curved Manual Treadmill', 5495, 'cardio-treadmill'],
  ['treadmills', 'TRM-PRO', 'Commercial Treadmill', 7995, 'cardio-treadmill'],
  ['treadmills', 'TRM-HOME', 'Home Treadmill', 2495, 'cardio-treadmill'],
  ['cross-trainers', 'XT-COM', 'Commercial Cross Trainer', 4995, 'cardio-crosstrainer'],
  ['cross-trainers', 'XT-HOME', 'Home Cross Trainer', 1895, 'cardio-crosstrainer'],
  ['climbers', 'CLB-STAIR', 'Stair Climber', 6495, 'cardio-climber'],
  ['climbers', 'CLB-VERT', 'Vertical Climber', 1395, 'cardio-climber'],
  ['ski-ergs', 'SKI-FLOOR', 'Ski Erg with Floor Stand', 1395, 'cardio-skierg'],
  ['ski-ergs', 'SKI-WALL', 'Wall-Mounted Ski Erg', 1095, 'cardio-skierg'],
];
for (const [group, suffix, name, usd, kind] of cardio) {
  product({
    code: `IM-CD-${suffix}`,
    name,
    categories: [`/equipment/cardio/${group}`],
    heavy: true,
    flags: { newArrival: suffix === 'ROW-MAG', commingSoon: suffix === 'CLB-VERT' },
    onlineCountries: usd > 5000 ? ['us', 'ca', 'se', 'no', 'dk', 'fi', 'de', 'gb'] : null,
    description: `${name}: commercial-grade build, Bluetooth console with heart-rate pairing and a footprint planned for busy gyms.`,
    specifications: [
      { key: 'console', label: 'Console', value: 'LCD with Bluetooth and ANT+' },
      { key: 'maxUser', label: 'Max user weight', value: `${int(130, 180)} kg` },
      {
        key: 'power',
        label: 'Power',
        value: kind === 'cardio-treadmill' && suffix !== 'TRM-CURVE' ? '230 V' : 'Self-powered',
      },
    ],
    seoTags: ['cardio', group],
    visual: { kind },
    relatedGroup: 'cardio',
    variants: [
      {
        suffix: 'STD',
        label: 'Standard console',
        options: { console: 'Standard' },
        usd,
        visual: { colour: '#2f3236' },
      },
      {
        suffix: 'PRO',
        label: 'Pro console',
        options: { console: 'Pro' },
        usd: usd + 295,
        visual: { colour: '#1f2226' },
      },
    ],
  });
}

// ── Lifting gear ────────────────────────────────────────────────────────────
function sized({
  code,
  name,
  categories,
  usd,
  kind,
  colours,
  chart,
  sizes = APPAREL_SIZES,
  flags,
  description,
  soldAs = 'individually',
  cert = [],
  style,
}) {
  product({
    code,
    name,
    categories,
    flags,
    soldAs,
    certification: cert,
    sizeChart: chart ? sizeCharts[chart] : null,
    description: description ?? `${name}: made for heavy training days and competition platforms alike.`,
    specifications: [
      {
        key: 'material',
        label: 'Material',
        value:
          kind === 'belt'
            ? 'Vegetable-tanned leather'
            : kind === 'strap' || kind === 'wrap'
              ? 'Cotton and elastic blend'
              : kind === 'sleeve'
                ? '7 mm neoprene'
                : '88% polyester, 12% elastane',
      },
    ],
    seoTags: [kind, 'lifting gear', ...cert.map((c) => `${c} approved`)],
    // `style` draws the garment's own cut (a hoodie's hood and pocket, long sleeves, a tank's straps).
    visual: style ? { kind, style } : { kind },
    relatedGroup: kind,
    variants: colours.flatMap(([cCode, cLabel, colour]) =>
      sizes.map((size) => ({
        suffix: `${cCode}-${size}`,
        label: `${cLabel}, ${size}`,
        options: { colour: cLabel, size },
        usd,
        visual: { colour },
      })),
    ),
  });
}
sized({
  code: 'IM-GR-BELT-LEV',
  name: 'Lever Belt 10 mm',
  categories: ['/gear/liftinggear/belts', '/gear/featured'],
  usd: 139,
  kind: 'belt',
  colours: [
    ['BK', 'Black', '#1f1f1f'],
    ['RD', 'Red', '#a50f25'],
  ],
  chart: 'belt',
  cert: ['ipf'],
});
sized({
  code: 'IM-GR-BELT-WL',
  name: 'Weightlifting Belt',
  categories: ['/gear/liftinggear/belts'],
  usd: 99,
  kind: 'belt',
  colours: [['BK', 'Black', '#1f1f1f']],
  chart: 'belt',
  cert: ['iwf'],
});
sized({
  code: 'IM-GR-BELT-PR',
  name: 'Prong Belt 13 mm',
  categories: ['/gear/liftinggear/belts'],
  usd: 149,
  kind: 'belt',
  colours: [['BR', 'Brown', '#6b4226']],
  chart: 'belt',
});
sized({
  code: 'IM-GR-BELT-NY',
  name: 'Nylon Training Belt',
  categories: ['/gear/liftinggear/belts'],
  usd: 49,
  kind: 'belt',
  colours: [
    ['BK', 'Black', '#1f1f1f'],
    ['BL', 'Blue', '#1f4e9c'],
  ],
  chart: 'belt',
  flags: { newArrival: true },
});
sized({
  code: 'IM-GR-BELT-OLD',
  name: 'Lever Belt 13 mm, First Edition',
  categories: ['/gear/liftinggear/belts'],
  usd: 129,
  kind: 'belt',
  colours: [['BK', 'Black', '#1f1f1f']],
  chart: 'belt',
  sizes: ['S', 'M', 'L'],
  flags: { discontinued: true },
});
for (const [code, name, usd, colours] of [
  [
    'IM-GR-STRAP-LOOP',
    'Loop Lifting Straps (pair)',
    25,
    [
      ['BK', 'Black', '#1f1f1f'],
      ['RD', 'Red', '#a50f25'],
    ],
  ],
  ['IM-GR-STRAP-FIG8', 'Figure-8 Straps (pair)', 29, [['BK', 'Black', '#1f1f1f']]],
  ['IM-GR-STRAP-LEA', 'Leather Lifting Straps (pair)', 39, [['BR', 'Brown', '#6b4226']]],
  [
    'IM-GR-STRAP-WL',
    'Weightlifting Straps (pair)',
    22,
    [
      ['BK', 'Black', '#1f1f1f'],
      ['BL', 'Blue', '#1f4e9c'],
      ['GR', 'Grey', '#8a8f96'],
    ],
  ],
]) {
  sized({
    code,
    name,
    categories: ['/gear/liftinggear/straps'],
    usd,
    kind: 'strap',
    colours,
    sizes: ['ONE'],
    soldAs: 'pair',
  });
}
sized({
  code: 'IM-GR-KNEE-7',
  name: 'Knee Sleeves 7 mm (pair)',
  categories: ['/gear/liftinggear/knee-support', '/gear/featured'],
  usd: 79,
  kind: 'sleeve',
  colours: [
    ['BK', 'Black', '#1f1f1f'],
    ['RD', 'Red', '#a50f25'],
  ],
  chart: 'knee',
  soldAs: 'pair',
  cert: ['ipf'],
});
sized({
  code: 'IM-GR-KNEE-5',
  name: 'Knee Sleeves 5 mm (pair)',
  categories: ['/gear/liftinggear/knee-support'],
  usd: 59,
  kind: 'sleeve',
  colours: [['BK', 'Black', '#1f1f1f']],
  chart: 'knee',
  soldAs: 'pair',
});
sized({
  code: 'IM-GR-KNEE-WRAP',
  name: 'Knee Wraps 2 m (pair)',
  categories: ['/gear/liftinggear/knee-support'],
  usd: 45,
  kind: 'wrap',
  colours: [['BK', 'Black', '#1f1f1f']],
  sizes: ['ONE'],
  soldAs: 'pair',
});
for (const [code, name, usd] of [
  ['IM-GR-WRIST-STIFF', 'Stiff Wrist Wraps (pair)', 35],
  ['IM-GR-WRIST-FLEX', 'Flexible Wrist Wraps (pair)', 29],
  ['IM-GR-WRIST-CMP', 'Competition Wrist Wraps (pair)', 39],
]) {
  sized({
    code,
    name,
    categories: ['/gear/liftinggear/wrist-wraps'],
    usd,
    kind: 'wrap',
    colours: [
      ['BK', 'Black', '#1f1f1f'],
      ['RD', 'Red', '#a50f25'],
    ],
    sizes: ['30CM', '50CM'],
    soldAs: 'pair',
    cert: code.endsWith('CMP') ? ['ipf'] : [],
  });
}

// ── Apparel ─────────────────────────────────────────────────────────────────
const APPAREL_COLOURS = [
  ['BK', 'Black', '#1f1f1f'],
  ['GR', 'Heather grey', '#9a9ea3'],
  ['RD', 'Red', '#a50f25'],
  ['OF', 'Off-white', '#ece9e2'],
];
for (const [code, name, usd, colourCount, flags, style] of [
  ['IM-AP-TEE', 'Training T-Shirt', 35, 3, {}],
  ['IM-AP-TEE-LOGO', 'Logo T-Shirt', 29, 4, {}],
  ['IM-AP-LS', 'Long-Sleeve Training Top', 45, 2, {}, 'long-sleeve'],
  ['IM-AP-HOOD', 'Hoodie', 79, 3, { newArrival: true }, 'hoodie'],
  ['IM-AP-TANK', 'Tank Top', 29, 2, {}, 'tank'],
  ['IM-AP-CREW', 'Crewneck Sweatshirt', 65, 2, {}, 'long-sleeve'],
  ['IM-AP-TEE-WC', 'World Championships T-Shirt', 39, 1, { limitedEdition: true }],
  ['IM-AP-TEE-OLD', 'Classic Logo T-Shirt', 19, 1, { discontinued: true }],
]) {
  sized({
    code,
    name,
    categories: ['/gear/apparel/tops', ...(flags.newArrival ? ['/gear/featured'] : [])],
    usd,
    kind: 'top',
    style,
    colours: APPAREL_COLOURS.slice(0, colourCount),
    chart: 'top',
    flags,
  });
}
for (const [code, name, usd, colourCount] of [
  ['IM-AP-SHORT', 'Training Shorts', 45, 2],
  ['IM-AP-JOG', 'Joggers', 69, 2],
  ['IM-AP-TIGHT', 'Compression Tights', 55, 1],
  ['IM-AP-SHORT-LIFT', 'Lifting Shorts', 49, 2],
  ['IM-AP-SWEAT', 'Sweatpants', 65, 2],
  ['IM-AP-BIKER', 'Biker Shorts', 39, 1],
]) {
  sized({
    code,
    name,
    categories: ['/gear/apparel/bottoms'],
    usd,
    kind: 'bottom',
    colours: APPAREL_COLOURS.slice(0, colourCount),
    chart: 'bottom',
  });
}
for (const [code, name, usd, cert] of [
  ['IM-AP-SING-IWF', 'Weightlifting Singlet', 69, ['iwf']],
  ['IM-AP-SING-IPF', 'Powerlifting Singlet', 75, ['ipf']],
  ['IM-AP-SING-TRN', 'Training Singlet', 49, []],
  ['IM-AP-SING-TEAM', 'Team Singlet', 89, []],
]) {
  sized({
    code,
    name,
    categories: ['/gear/apparel/singlets', ...(cert.length ? ['/competition'] : [])],
    usd,
    kind: 'singlet',
    colours: APPAREL_COLOURS.slice(0, 2),
    chart: 'singlet',
    cert,
    flags: code.endsWith('TEAM') ? { madeToOrder: true } : {},
  });
}

// ── Gear accessories, gift cards ────────────────────────────────────────────
for (const [code, name, usd, kind, flags] of [
  ['IM-GA-BAG', 'Gym Duffel Bag', 89, 'accessory', {}],
  ['IM-GA-BOTTLE', 'Steel Water Bottle', 25, 'accessory', { freeGift: true }],
  ['IM-GA-CHALKBAG', 'Chalk Bag', 19, 'accessory', {}],
  ['IM-GA-TOWEL', 'Training Towel', 15, 'accessory', { freeGift: true }],
  ['IM-GA-CAP', 'Logo Cap', 29, 'accessory', {}],
  ['IM-GA-BEANIE', 'Beanie', 25, 'accessory', {}],
  ['IM-GA-SHAKER', 'Shaker', 12, 'accessory', { freeGift: true }],
  ['IM-GA-KEYRING', 'Barbell Keyring', 9, 'accessory', {}],
  ['IM-GA-NOTE', 'Training Log Book', 19, 'accessory', { newArrival: true }],
]) {
  product({
    code,
    name,
    categories: ['/gear/accessories', ...(flags.freeGift ? ['/gear/featured'] : [])],
    flags,
    description: `${name} with the ${BRAND} logo.`,
    seoTags: ['gear', 'merch'],
    visual: { kind, colour: '#1f1f1f' },
    relatedGroup: 'gear-accessories',
    variants: [{ suffix: '', usd }],
  });
}
product({
  code: 'IM-GIFT',
  name: 'Gift Card',
  categories: ['/gear/accessories', '/gear/featured'],
  description:
    'A digital gift card delivered by e-mail. Valid for 3 years in the web shop of the channel it was bought in.',
  seoTags: ['gift card', 'present'],
  visual: { kind: 'giftcard' },
  warranty: { years: 0, summary: 'Valid for 3 years from purchase.' },
  variants: [25, 50, 100, 250, 500].map((amount) => ({
    suffix: `${amount}`,
    label: `Value ${amount}`,
    options: { value: String(amount) },
    usd: amount,
    visual: { colour: '#1f1f1f', amount },
  })),
});

// ── Related products ────────────────────────────────────────────────────────
const byGroup = new Map();
for (const p of products) {
  const list = byGroup.get(p.relatedGroup) ?? [];
  list.push(p.code);
  byGroup.set(p.relatedGroup, list);
}
for (const p of products) {
  const peers = (byGroup.get(p.relatedGroup) ?? []).filter((code) => code !== p.code);
  p.related = peers.slice(0, 4);
  delete p.relatedGroup;
}

// Gift cards are never discounted and always in stock; the free gifts are priced but given away.
for (const p of products) {
  if (p.code === 'IM-GIFT') {
    for (const v of p.variants) {
      v.campaigns = [];
      v.stock = Object.fromEntries(
        MARKETS.map((m) => [
          m,
          { inStock: 9999, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 0 },
        ]),
      );
    }
  }
}

const catalogue = {
  version: 1,
  brand: BRAND,
  referenceDate: iso(REFERENCE_DATE),
  currencies: Object.keys(CURRENCIES),
  markets: MARKETS,
  categories,
  products,
};

// ── Translations: one file per language with every text of the catalogue (catalogue-texts.mjs) ──
const withoutBrand = (name) => name.replace(`${BRAND} `, '');
/** The option part of a variant name ('Needle bearing, Hard chrome') in `lang`. */
function variantLabel(options, lang) {
  return Object.entries(options)
    .map(([key, value]) => {
      const translated = translateValue(value, lang);
      if (key === 'upright' || key === 'top' || key === 'console' || key === 'value') {
        return `${translateOptionName(key, lang)} ${translated}`;
      }
      return translated;
    })
    .join(', ');
}
function translationOf(lang) {
  return {
    version: 1,
    language: lang,
    categories: Object.fromEntries(categories.map((c) => [c.path, translateCategory(c, lang)])),
    optionNames: Object.fromEntries(
      [...new Set(products.flatMap((p) => p.variants.flatMap((v) => Object.keys(v.options))))].map((key) => [
        key,
        translateOptionName(key, lang),
      ]),
    ),
    products: Object.fromEntries(
      products.map((p) => {
        const name = translateName(withoutBrand(p.name), lang);
        const spec = (row) => ({
          key: row.key,
          label: translateSpecLabel(row.label, lang),
          value: translateValue(row.value, lang),
        });
        return [
          p.code,
          {
            name: `${BRAND} ${name}`,
            description: translateDescription(p.description, withoutBrand(p.name), lang),
            specifications: p.specifications.map(spec),
            warranty: translateWarranty(p.warranty.summary, lang),
            reviews: Object.fromEntries(
              p.reviews.map((r) => [r.id, reviewText(reviewParts.get(r.id), lang)]),
            ),
            sizeChartColumns: p.sizeChart ? p.sizeChart.columns.map((c) => translateColumn(c, lang)) : null,
            variants: Object.fromEntries(
              p.variants.map((v) => {
                const label = variantLabel(v.options, lang);
                return [
                  v.code,
                  {
                    name: `${BRAND} ${name}${v.name.includes(' - ') && label ? ` - ${label}` : ''}`,
                    options: Object.fromEntries(
                      Object.entries(v.options).map(([key, value]) => [key, translateValue(value, lang)]),
                    ),
                    specifications: v.specifications.map(spec),
                  },
                ];
              }),
            ),
          },
        ];
      }),
    ),
  };
}
const translations = LANGUAGES.map((lang) => [lang, translationOf(lang)]);
if (missingTexts.size > 0) {
  console.error([...missingTexts].join('\n'));
  process.exit(1);
}
for (const [lang, texts] of translations) {
  const file = new URL(`catalogue.${lang}.json`, OUT_DIR);
  writeFileSync(file, `${JSON.stringify(texts)}\n`);
  console.log(`catalogue texts (${lang}) → ${file.pathname}`);
}

const variantCount = products.reduce((sum, p) => sum + p.variants.length, 0);
const out = new URL('catalogue.json', OUT_DIR);
writeFileSync(out, `${JSON.stringify(catalogue)}\n`);
console.log(
  `catalogue: ${categories.length} categories, ${products.length} products, ${variantCount} variants → ${out.pathname}`,
);
