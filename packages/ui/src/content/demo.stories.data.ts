import type { NamedPoint, Store } from './store-locator';

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
