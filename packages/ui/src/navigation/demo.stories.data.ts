import {
  certificationLogos,
  defaultAnnouncement,
  type NavigationItem,
  type NavigationSet,
  navigationItem,
  staticMenu,
} from '@ironmark/navigation';

/** A studio-style placeholder drawn as an inline SVG data URL (stories never download images). */
export function demoImage(label: string, tone = '#2b2a28', width = 400, height = 320): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${tone}"/><rect x="${width * 0.15}" y="${height * 0.47}" width="${width * 0.7}" height="${height * 0.06}" fill="#cfcbc1"/><rect x="${width * 0.2}" y="${height * 0.25}" width="${width * 0.08}" height="${height * 0.5}" rx="4" fill="#c8201a"/><rect x="${width * 0.72}" y="${height * 0.25}" width="${width * 0.08}" height="${height * 0.5}" rx="4" fill="#c8201a"/><text x="50%" y="90%" fill="#f6f5f1" font-family="sans-serif" font-size="${Math.round(height / 12)}" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** An image URL that always fails to load (exercises the clear-on-failure rule). */
export const brokenImage = 'data:image/png;base64,AAAA';

const plates: NavigationItem[] = [
  ['Weightlifting plates', '/equipment/plates/weightlifting', '#c8201a'],
  ['Powerlifting plates', '/equipment/plates/powerlifting', '#1d4fa0'],
  ['Fitness plates', '/equipment/plates/fitness', '#1f7a3c'],
  ['Change plates', '/equipment/plates/change', '#45433f'],
].map(([label, url, tone], index) =>
  navigationItem({
    id: `demo-plates-${index}`,
    label: label as string,
    url: url as string,
    thumbnailUrl: demoImage(label as string, tone as string, 240, 240),
  }),
);

const bars: NavigationItem[] = [
  ['Weightlifting bars', 'weightlifting'],
  ['Powerlifting bars', 'powerlifting'],
  ['Hybrid bars', 'hybridbars'],
  ['Specialty bars', 'specialty'],
  ['Bar experience', 'experience'],
].map(([label, slug], index) =>
  navigationItem({ id: `demo-bars-${index}`, label: label as string, url: `/equipment/bars/${slug}` }),
);

const equipment = navigationItem({
  id: 'demo-equipment',
  label: 'Equipment',
  url: '/equipment',
  feature: {
    id: 'demo-feature',
    imageUrl: demoImage('Competition bar 20 kg', '#18181a', 500, 400),
    ctaText: 'Shop competition bars',
    clickUrl: '/equipment/bars/weightlifting',
    altText: 'A 20 kg competition bar on a dark ground',
  },
  extra: [
    { label: 'Configure your own', url: '/configurator-options' },
    { label: 'Design your gym', url: '/design-your-gym' },
    { label: 'Request a quote', url: '/quote' },
  ],
  children: [
    navigationItem({
      id: 'demo-bars',
      label: 'Bars',
      url: '/equipment/bars',
      bgImageUrl: demoImage('Bars', '#45433f', 600, 160),
      children: bars,
    }),
    navigationItem({
      id: 'demo-plates',
      label: 'Plates',
      url: '/equipment/plates',
      displayVisual: true,
      bgImageUrl: brokenImage,
      children: plates,
    }),
    navigationItem({
      id: 'demo-racks',
      label: 'Racks & rigs',
      url: '/equipment/racks-and-rigs',
      children: [
        navigationItem({ id: 'demo-racks-0', label: 'Racks', url: '/equipment/racks-and-rigs/racks' }),
        navigationItem({ id: 'demo-racks-1', label: 'Rigs', url: '/equipment/racks-and-rigs/rigs' }),
      ],
    }),
    navigationItem({ id: 'demo-collars', label: 'Barbell collars', url: '/equipment/barbell-collars' }),
    navigationItem({ id: 'demo-outlet', label: 'Outlet', url: '/outlet', highlight: true }),
  ],
});

/** A navigation set exercising every panel feature: feature image, extra links, visual grid, backgrounds. */
export const demoNavigation: NavigationSet = {
  ...staticMenu,
  primary: [
    equipment,
    ...staticMenu.primary.filter((item) => item.label !== 'Equipment'),
    navigationItem({ id: 'demo-compare', label: 'Compare bars', url: '/compare' }),
  ],
  announcement: {
    ...defaultAnnouncement,
    links: [
      { label: 'Contact sales', url: '/contact-sales' },
      { label: 'Financing', url: '/financing' },
    ],
    messages: [
      { text: 'Free shipping on orders over $500', url: '/shipping', priority: 3 },
      {
        text: 'IWF-certified competition bars back in stock',
        url: '/equipment/bars/weightlifting',
        priority: 2,
      },
      { text: 'Design your gym with our planners', url: null, priority: 1 },
    ],
  },
  config: { ...staticMenu.config, certificationLogos: [...certificationLogos] },
};
