import type { ComparableBar } from '../bar-comparison-table';
import type { ProductDetailsProduct } from '../product-details';
import type { Review } from '../reviews';
import { barImage, plateImage } from './images.stories.data';
import { demoBelt, demoPlate, demoRack, demoSaleBar } from './products.stories.data';

/** Specifications of the demo competition bar. */
export const barSpecs = [
  { label: 'Weight', value: '20 kg' },
  { label: 'Length', value: '2,200 mm' },
  { label: 'Shaft diameter', value: '28 mm' },
  { label: 'Knurl', value: 'Dual marks, medium' },
  { label: 'Sleeve rotation', value: 'Needle bearings' },
  { label: 'Tensile strength', value: '215,000 PSI' },
  { label: 'Certification', value: 'IWF' },
];

/** Demo reviews. */
export const demoReviews: Review[] = [
  {
    id: 'r1',
    author: 'Maja L.',
    rating: 5,
    title: 'Spins forever',
    body: 'Smooth turnover and the knurl is sharp without tearing hands.',
    date: '2026-09-14',
  },
  {
    id: 'r2',
    author: 'Tom R.',
    rating: 4,
    title: 'Great whip',
    body: 'Whip is right for cleans above 140 kg. Sleeves could be a touch longer.',
    date: '2026-07-02',
  },
  {
    id: 'r3',
    author: 'Coach K.',
    rating: 4.5,
    body: 'Five of these in our club, no issues after two years.',
    date: '2026-03-21',
  },
];

/** A complete demo product page. */
export const demoDetails: ProductDetailsProduct = {
  code: 'IM-BAR-20-M',
  name: 'Competition Weightlifting Bar 20 kg',
  brand: 'Ironmark',
  description: 'IWF-certified, needle bearings, 28 mm shaft with dual knurl marks.',
  images: [
    { url: barImage(), alt: 'Competition bar, front' },
    { url: barImage('#c9a227'), alt: 'Competition bar with brass sleeves' },
    { url: plateImage('25'), alt: 'Bar loaded with a 25 kg plate' },
  ],
  badge: 'sale',
  availability: { kind: 'in-stock' },
  price: {
    amount: 119_900,
    compareAt: 129_900,
    lowestPrice30d: 124_900,
    currency: 'usd',
    vatIncluded: false,
  },
  variantLabel: 'Weight',
  variants: [
    { code: 'IM-BAR-20-M', label: '20 kg' },
    { code: 'IM-BAR-15-W', label: '15 kg' },
    { code: 'IM-BAR-10-J', label: '10 kg', available: false },
  ],
  specifications: barSpecs,
  downloads: [
    { name: 'User manual', href: '/downloads/bar-manual.pdf', format: 'PDF', sizeBytes: 1_840_000 },
    { name: 'IWF certificate', href: '/downloads/iwf-certificate.pdf', format: 'PDF', sizeBytes: 312_000 },
  ],
  warranty: {
    years: 10,
    terms: 'Covers bending and sleeve failure under normal use.\nRegister within 30 days of delivery.',
  },
  related: [demoSaleBar, demoPlate, demoRack, demoBelt],
};

/** Bars for the comparison table. */
export const comparableBars: ComparableBar[] = [
  {
    code: 'IM-BAR-20-M',
    name: 'Competition 20 kg',
    image: { url: barImage(), alt: '' },
    price: { amount: 129_900, currency: 'usd' },
    specs: {
      weight: '20 kg',
      shaft: '28 mm',
      knurl: 'Medium',
      rotation: 'Needle bearings',
      whip: 'High',
      tensile: '215,000 PSI',
      cert: 'IWF',
    },
  },
  {
    code: 'IM-BAR-20-P',
    name: 'Power Bar 20 kg',
    image: { url: barImage('#45433f'), alt: '' },
    price: { amount: 69_900, currency: 'usd' },
    specs: {
      weight: '20 kg',
      shaft: '29 mm',
      knurl: 'Aggressive',
      rotation: 'Bushings',
      whip: 'Stiff',
      tensile: '205,000 PSI',
      cert: 'IPF',
    },
  },
  {
    code: 'IM-BAR-15-W',
    name: 'Training 15 kg',
    image: { url: barImage('#c9a227'), alt: '' },
    price: { amount: 59_900, compareAt: 74_900, currency: 'usd' },
    specs: {
      weight: '15 kg',
      shaft: '25 mm',
      knurl: 'Medium',
      rotation: 'Bushings',
      whip: 'Medium',
      tensile: '190,000 PSI',
    },
  },
  {
    code: 'IM-BAR-TECH',
    name: 'Technique Bar 5 kg',
    image: { url: barImage('#1f4f8f'), alt: '' },
    price: { amount: 19_900, currency: 'usd' },
    specs: {
      weight: '5 kg',
      shaft: '25 mm',
      knurl: 'Light',
      rotation: 'Bushings',
      whip: 'None',
      tensile: '120,000 PSI',
    },
  },
];

/** Rows of the comparison table. */
export const barSpecRows = [
  { key: 'weight', label: 'Weight' },
  { key: 'shaft', label: 'Shaft diameter' },
  { key: 'knurl', label: 'Knurl' },
  { key: 'rotation', label: 'Sleeve rotation' },
  { key: 'whip', label: 'Whip' },
  { key: 'tensile', label: 'Tensile strength' },
  { key: 'cert', label: 'Certification' },
];
