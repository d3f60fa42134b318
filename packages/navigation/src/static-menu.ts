import { FREE_SHIPPING_MESSAGE, MENU_CONFIG } from '@ironmark/config';
import {
  type CertificationLogo,
  type CertificationValue,
  defaultAnnouncement,
  menuLinks,
  type NavigationItem,
  type NavigationLink,
  type NavigationSet,
  navigationItem,
  normaliseMenuUrl,
} from './model';

/**
 * The certification logos exactly as the source gives them (spec §2): the weightlifting federation
 * link has no leading slash. {@link certificationLogos} is the normalised list the menu uses.
 */
export const certificationLogoSource = [
  { value: 'iwf', sport: 'weightlifting', label: 'International Weightlifting Federation', url: 'iwf' },
  { value: 'ipf', sport: 'powerlifting', label: 'International Powerlifting Federation', url: '/ipf' },
  { value: 'wppo', sport: 'para-powerlifting', label: 'World Para Powerlifting', url: '/wppo' },
] as const satisfies readonly CertificationLogo[];

/** The certification logos with rooted links: /iwf, /ipf, /wppo. */
export const certificationLogos: readonly CertificationLogo[] = certificationLogoSource.map((logo) => ({
  ...logo,
  url: normaliseMenuUrl(logo.url),
}));

/**
 * The logo for a certification value, case-insensitive: 'iwf', 'ipf', 'wppo', and 'ipc' — which
 * shows the para-powerlifting logo linking to /wppo (spec §2). Unknown values give `undefined`.
 */
export function certificationLogoFor(value: string): CertificationLogo | undefined {
  const key = value.trim().toLowerCase() as CertificationValue;
  const wanted = key === 'ipc' ? 'wppo' : key;
  return certificationLogos.find((logo) => logo.value === wanted);
}

/** Source tree of the static menu: `[label, url | null, children?, extra?]`, URLs relative to the parent. */
type Node = readonly [
  label: string,
  url: string | null,
  children?: readonly Node[],
  extra?: readonly NavigationLink[],
];

const leaves = (base: string, entries: readonly (readonly [string, string])[]): Node[] =>
  entries.map(([label, slug]) => [label, `${base}/${slug}`]);

/** spec §2 'Routes in the static fallback menu'. Financing providers: Affirm and Klarna (our choice). */
const tree: readonly Node[] = [
  [
    'Equipment',
    '/equipment',
    [
      ['Configure your own', '/configurator-options'],
      ['Free weights', '/equipment/free-weights'],
      [
        'Bars',
        '/equipment/bars',
        leaves('/equipment/bars', [
          ['Weightlifting bars', 'weightlifting'],
          ['Powerlifting bars', 'powerlifting'],
          ['Hybrid bars', 'hybridbars'],
          ['Specialty bars', 'specialty'],
          ['Bar experience', 'experience'],
        ]),
      ],
      ['Barbell collars', '/equipment/barbell-collars'],
      [
        'Plates',
        '/equipment/plates',
        leaves('/equipment/plates', [
          ['Weightlifting plates', 'weightlifting'],
          ['Powerlifting plates', 'powerlifting'],
          ['Fitness plates', 'fitness'],
        ]),
      ],
      ['Lifting sets', '/equipment/liftingsets'],
      [
        'Dumbbells',
        '/equipment/dumbbells',
        leaves('/equipment/dumbbells', [
          ['Fixed dumbbells', 'fixed'],
          ['Rotating dumbbells', 'rotating'],
        ]),
      ],
      ['Kettlebells', '/equipment/kettlebells'],
      ['Strength systems', '/equipment/strength-systems'],
      [
        'Racks and rigs',
        '/equipment/racks-and-rigs',
        leaves('/equipment/racks-and-rigs', [
          ['Racks', 'racks'],
          ['Rigs', 'rigs'],
          ['Fitness attachments', 'fitness-attachments'],
          ['Storage attachments', 'storage-attachments'],
          ['Outdoor', 'outdoor'],
          ['Rack experience', 'experience'],
        ]),
      ],
      [
        'Cables',
        '/equipment/cables',
        leaves('/equipment/cables', [
          ['Cable stations', 'stations'],
          ['Cable attachments', 'attachments'],
          ['Cable experience', 'experience'],
        ]),
      ],
      [
        'Machines',
        '/equipment/machines',
        leaves('/equipment/machines', [
          ['Selectorized', 'selectorized'],
          ['Plate loaded', 'plate-loaded'],
          ['Multi-station', 'multi-station'],
        ]),
      ],
      [
        'Benches',
        '/equipment/benches',
        leaves('/equipment/benches', [
          ['Workout benches', 'workout'],
          ['Competition benches', 'competition'],
        ]),
      ],
      [
        'Platforms',
        '/equipment/platforms',
        leaves('/equipment/platforms', [
          ['Freestanding platforms', 'freestanding'],
          ['Sound reduction', 'sound-reduction'],
        ]),
      ],
      ['Flooring', '/equipment/flooring'],
      [
        'Storage',
        '/equipment/storage',
        leaves('/equipment/storage', [
          ['Free-standing storage', 'free-standing'],
          ['Wall-mounted storage', 'wall-mounted'],
          ['Prestera storage', 'prestera'],
          ['Competition storage', 'competition'],
        ]),
      ],
      [
        'Accessories',
        '/equipment/accessories',
        leaves('/equipment/accessories', [
          ['Training accessories', 'training'],
          ['Competition accessories', 'competition'],
        ]),
      ],
      [
        'Cardio',
        '/equipment/cardio',
        leaves('/equipment/cardio', [
          ['Bikes', 'bikes'],
          ['Rowers', 'rowers'],
          ['Treadmills', 'treadmills'],
          ['Cross trainers', 'cross-trainers'],
          ['Climbers', 'climbers'],
          ['Ski ergs', 'ski-ergs'],
        ]),
      ],
    ],
    [{ label: 'Competition equipment', url: '/competition' }],
  ],
  [
    'Gear',
    '/gear',
    [
      ['Featured gear', '/gear/featured'],
      [
        'Lifting gear',
        '/gear/liftinggear',
        leaves('/gear/liftinggear', [
          ['Belts', 'belts'],
          ['Straps', 'straps'],
          ['Knee support', 'knee-support'],
          ['Wrist wraps', 'wrist-wraps'],
        ]),
      ],
      [
        'Apparel',
        '/gear/apparel',
        leaves('/gear/apparel', [
          ['Tops', 'tops'],
          ['Bottoms', 'bottoms'],
          ['Singlets', 'singlets'],
        ]),
      ],
      ['Gear accessories', '/gear/accessories'],
    ],
  ],
  [
    'Gym design',
    '/design',
    [
      ['Design your gym', '/design-your-gym'],
      ['Partner portfolio', '/partner-portfolio'],
      ['Request a quote', '/quote'],
      ['Case studies', '/case-studies'],
    ],
  ],
  [
    'Markets',
    '/markets',
    leaves('/markets', [
      ['Competition', 'competition'],
      ['Sports performance', 'sports-performance'],
      ['Commercial fitness', 'commercial-fitness'],
      ['Functional training', 'functional-training'],
      ['Military and first responders', 'military-first-responders'],
      ['Campus recreation', 'campus-recreation'],
      ['Home gym', 'home-gym'],
    ]),
  ],
  [
    'Stories',
    '/stories',
    [
      ['Beginner’s guide to lifting belts', '/stories/beginners-guide-to-lifting-belts'],
      ['Guide to knee sleeves', '/stories/guide-to-knee-sleeves'],
      ['Deep dive into lifting belts', '/stories/deep-dive-into-lifting-belts'],
      ['Guides', '/guides'],
      ['Education', '/education'],
    ],
  ],
  [
    'About',
    '/about',
    [
      ['Explore Ironmark', '/explore'],
      ['News', '/news'],
      ['A stronger world', '/a-stronger-world'],
      [
        'Financing',
        '/financing',
        leaves('/financing', [
          ['Financing with Affirm', 'affirm'],
          ['Financing with Klarna', 'klarna'],
        ]),
      ],
    ],
  ],
  [
    'Contact',
    '/contact',
    [
      ['Contact sales', '/contact-sales'],
      ['Contact us', '/contact-us'],
    ],
  ],
];

function toItem([label, url, children = [], extra = []]: Node, id: string): NavigationItem {
  return navigationItem({
    id,
    label,
    url: url === null ? null : normaliseMenuUrl(url),
    children: children.map((child, index) => toItem(child, `${id}-${index}`)),
    extra: extra.map((link) => ({ ...link, url: normaliseMenuUrl(link.url) })),
  });
}

/**
 * The complete fallback menu of spec §2, used when the content system has no navigation or its
 * transform fails. Every §2 path appears exactly once and rooted; nesting is at most 3 levels.
 * The free-shipping line ('orders over $500') is the first announcement message (linking to
 * /shipping) and `config.freeShippingMessage`; the certification logos link to /iwf, /ipf, /wppo.
 * Financing providers are represented by /financing/affirm and /financing/klarna.
 * Item ids are `static-N[-M…]` by position.
 */
export const staticMenu: NavigationSet = {
  primary: tree.map((node, index) => toItem(node, `static-${index}`)),
  secondary: [
    navigationItem({ id: 'static-cart', label: 'Cart', url: '/cart', icon: 'cart', ariaLabel: 'Cart' }),
  ],
  focus: navigationItem({ id: 'static-outlet', label: 'Outlet', url: '/outlet', highlight: true }),
  announcement: {
    ...defaultAnnouncement,
    messages: [{ text: `Free shipping on ${FREE_SHIPPING_MESSAGE}`, url: '/shipping', priority: 1 }],
  },
  topBar: { visible: true, theme: 'dark' },
  config: {
    ...MENU_CONFIG,
    freeShippingMessage: FREE_SHIPPING_MESSAGE,
    certificationLogos: [...certificationLogos],
  },
};

/**
 * Every path of the static fallback menu (spec §2) in menu order, each once — the pages the
 * storefront must answer in every locale. The financing provider pages are /financing/affirm and
 * /financing/klarna.
 */
export function staticMenuPaths(): string[] {
  return [...new Set(menuLinks(staticMenu).map((link) => link.url))];
}
