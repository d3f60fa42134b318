import { demoImageAsset } from '../media/demo.stories.data';
import { demoImage } from '../navigation/demo.stories.data';
import type { PageLayer, PageLayerSection } from './page-layers';
import type { NamedPoint, Store } from './store-locator';
import type { StoryGridItem } from './story-grid';

/** Demo stores and dealers. */
export const demoStores: Store[] = [
  {
    id: 'sto',
    name: 'Ironmark Stockholm',
    address: 'Hammarby allé 12, 120 30 Stockholm, Sweden',
    lat: 59.3037,
    lon: 18.0946,
    phone: '+46 8 555 010 00',
    url: '/contact',
  },
  {
    id: 'lon',
    name: 'Ironmark London',
    address: '21 Wharf Road, London N1 7GR, United Kingdom',
    lat: 51.5322,
    lon: -0.0946,
  },
  {
    id: 'ber',
    name: 'Kraftwerk Berlin (dealer)',
    address: 'Stralauer Allee 6, 10245 Berlin, Germany',
    lat: 52.5009,
    lon: 13.4471,
  },
  {
    id: 'nyc',
    name: 'Ironmark New York',
    address: '55 Water St, Brooklyn, NY 11201, United States',
    lat: 40.7033,
    lon: -73.9903,
    url: '/contact',
  },
  {
    id: 'den',
    name: 'Mile High Barbell (dealer)',
    address: '2100 Blake St, Denver, CO 80205, United States',
    lat: 39.7539,
    lon: -104.9925,
  },
  {
    id: 'syd',
    name: 'Ironmark Sydney',
    address: '8 Bourke Rd, Alexandria NSW 2015, Australia',
    lat: -33.9103,
    lon: 151.1938,
  },
];

/** Named points to sort from. */
export const demoOrigins: NamedPoint[] = [
  { id: 'gothenburg', label: 'Gothenburg', lat: 57.7089, lon: 11.9746 },
  { id: 'chicago', label: 'Chicago', lat: 41.8781, lon: -87.6298 },
  { id: 'melbourne', label: 'Melbourne', lat: -37.8136, lon: 144.9631 },
];

/** A story body exercising the Markdown URL rule (the javascript: and data: links are emptied). */
export const demoMarkdown = `A lifting belt does one job: it gives your trunk something to brace against.

## When to wear one

- Heavy singles and doubles above **85 %** of your max
- High-volume squat sessions late in a block

> Learn to brace without a belt first. The belt adds to good bracing; it does not replace it.

Read the [knee sleeve guide](/stories/guide-to-knee-sleeves), the [IWF rules](https://iwf.sport) or
[mail our coaches](mailto:coach@ironmark.example). This [bad link](javascript:alert(1)) and this
[data link](data:text/html,boom) are neutralised.

<script>alert('raw HTML is not rendered')</script>
`;

/** Three story teasers (links already localised, as `@ironmark/content`'s `storyCardView` gives them). */
export const demoStoryGridItems: StoryGridItem[] = [
  {
    title: "Beginner's guide to lifting belts",
    href: '/stories/beginners-guide-to-lifting-belts',
    excerpt: 'What a belt does, when to wear one, and how tight it should be.',
    category: 'Guides',
    date: '2026-03-14',
    readingMinutes: 6,
    image: demoImage('Lifting belt', '#45433f', 1000, 800),
  },
  {
    title: 'Guide to knee sleeves',
    href: '/stories/guide-to-knee-sleeves',
    excerpt: 'Warmth, compression and the right size for squats.',
    category: 'Guides',
    date: '2026-02-27',
    readingMinutes: 4,
    image: demoImage('Knee sleeves', '#2b2a28', 1000, 800),
  },
  {
    title: 'Inside the bar workshop',
    href: '/stories/inside-the-bar-workshop',
    excerpt: 'How a competition bar is machined, knurled and tested.',
    category: 'Stories',
    date: '2026-01-09',
    readingMinutes: 8,
    image: demoImage('Workshop', '#5c5a55', 1000, 800),
  },
];

const plainSection: PageLayerSection = {
  spacing: 'default',
  hasMarginTop: false,
  hasMarginBottom: false,
  background: { image: null, value: null, overlay: null },
};

/** One layer of every kind, as a page shows them (the hero first, so its title is the h1). */
export const demoPageLayers: PageLayer[] = [
  {
    kind: 'hero',
    id: 1,
    level: 1,
    eyebrow: 'About Ironmark',
    title: 'Built in Sweden since 1987',
    text: 'Bars, plates and racks made to last for decades.',
    image: demoImage('Hero', '#2b2a28', 1600, 900),
    height: 'Md',
    primaryAction: { label: 'Shop equipment', href: '/equipment' },
    secondaryAction: { label: 'Design your gym', href: '/design-your-gym' },
  },
  {
    kind: 'rich-text',
    id: 2,
    layout: plainSection,
    level: 2,
    heading: 'Our story',
    body: 'Ironmark started in a **garage workshop**. Read the [knee sleeve guide](/stories/guide-to-knee-sleeves); this [bad link](javascript:alert(1)) is emptied.\n\n<script>alert(1)</script>',
  },
  {
    kind: 'media-text',
    id: 3,
    layout: plainSection,
    level: 2,
    heading: 'The bar workshop',
    body: 'Every bar is machined, knurled and *tested* in our own workshop.',
    media: demoImageAsset,
    mediaPosition: 'right',
    actions: [
      { label: 'See the bars', href: '/equipment/bars' },
      { label: 'Visit us', href: '/contact-us' },
    ],
  },
  {
    kind: 'cards',
    id: 4,
    layout: { ...plainSection, background: { image: null, value: 'bg-grey-100', overlay: null } },
    heading: 'What we make',
    text: 'Three families of equipment, one standard.',
    cards: [
      {
        title: 'Bars',
        text: 'Competition and training bars.',
        href: '/equipment/bars',
        image: { src: demoImage('Bars', '#45433f', 1000, 800), alt: 'A row of barbells' },
      },
      {
        title: 'Plates',
        text: 'Calibrated steel and bumper plates.',
        href: '/equipment/plates',
        image: null,
      },
      { title: 'Racks', text: 'Made to order.', href: null, image: null },
    ],
  },
  {
    kind: 'stats',
    id: 5,
    layout: { ...plainSection, spacing: 'lg', background: { image: null, value: '#0E0E10', overlay: null } },
    heading: 'In numbers',
    stats: [
      { value: '1987', label: 'Founded' },
      { value: '40', label: 'Countries' },
      { value: '12', label: 'Showrooms' },
      { value: '25 yr', label: 'Bar warranty' },
    ],
  },
  {
    kind: 'call-to-action',
    id: 6,
    layout: plainSection,
    heading: 'Talk to a Strength Expert',
    text: 'We plan gyms of every size.',
    actions: [
      { label: 'Contact sales', href: '/contact-sales' },
      { label: 'Find a store', href: '/store-locator' },
    ],
  },
  {
    kind: 'story-list',
    id: 7,
    layout: plainSection,
    heading: 'Latest stories',
    stories: demoStoryGridItems,
  },
];
