import type { SearchResult } from '@ironmark/search';
import { barImage, plateImage, rackImage } from '../../catalogue/__fixtures__/images.stories.data';
import type { Facet } from '../facet-panel';

/** App Search-shaped product results with snippets. */
export const productResults: SearchResult[] = [
  {
    _meta: { id: 'IM-BAR-20-M', score: 12.3 },
    id: { raw: 'IM-BAR-20-M' },
    name: {
      raw: 'Competition Weightlifting Bar 20 kg',
      snippet: 'Competition Weightlifting <em>Bar</em> 20 kg',
    },
    desc: {
      raw: 'IWF-certified bar',
      snippet: 'IWF-certified <em>bar</em> with needle bearings &amp; dual marks',
    },
    path: { raw: '/en-us/p/competition-weightlifting-bar-20kg' },
    image: { raw: barImage() },
  },
  {
    _meta: { id: 'IM-BAR-20-P', score: 10.1 },
    id: { raw: 'IM-BAR-20-P' },
    name: { raw: 'Power Bar 20 kg', snippet: 'Power <em>Bar</em> 20 kg' },
    desc: { raw: 'Stiff bar', snippet: 'Stiff <em>bar</em> for squat, bench &lt;and&gt; deadlift' },
    path: { raw: '/en-us/p/power-bar-20kg' },
    image: { raw: barImage('#45433f') },
  },
  {
    _meta: { id: 'IM-PLATE-25', score: 4.2 },
    id: { raw: 'IM-PLATE-25' },
    name: { raw: 'Competition Bumper Plate 25 kg' },
    desc: { raw: 'Calibrated plate for the competition <em>bar</em>' },
    path: { raw: '/en-us/p/competition-bumper-plate-25kg' },
    image: { raw: plateImage('25') },
  },
  {
    _meta: { id: 'IM-RACK-HD', score: 3.9 },
    id: { raw: 'IM-RACK-HD' },
    name: { raw: 'Heavy Duty Squat Rack', snippet: 'Heavy Duty Squat Rack' },
    desc: {
      raw: 'Rack with <script>alert(1)</script>',
      snippet: 'Holds any <em>bar</em> &lt;script&gt;alert(1)&lt;/script&gt;',
    },
    path: { raw: '/en-us/p/heavy-duty-squat-rack' },
    image: { raw: rackImage() },
  },
];

/** App Search-shaped content results. */
export const contentResults: SearchResult[] = [
  {
    _meta: { id: 'story-choosing-a-bar', score: 8 },
    id: { raw: 'story-choosing-a-bar' },
    kind: { raw: 'story' },
    title: { raw: 'How to choose a bar', snippet: 'How to choose a <em>bar</em>' },
    desc: {
      raw: 'Shaft, knurl, whip',
      snippet: 'Shaft diameter, knurl and whip: what matters in a <em>bar</em>',
    },
    path: { raw: '/en-us/stories/how-to-choose-a-bar' },
    date: { raw: '2026-05-04T00:00:00Z' },
  },
  {
    _meta: { id: 'page-warranty', score: 2 },
    id: { raw: 'page-warranty' },
    kind: { raw: 'page' },
    title: { raw: 'Warranty' },
    body: { raw: 'Our bars…', snippet: 'Every <em>bar</em> carries a 10-year warranty' },
    path: { raw: '/en-us/warranty' },
  },
];

/** Facets of a bar search (disjunctive counts). */
export const demoFacets: Facet[] = [
  {
    kind: 'value',
    field: 'category',
    label: 'Category',
    values: [
      { value: 'Weightlifting bars', count: 12 },
      { value: 'Powerlifting bars', count: 7 },
      { value: 'Technique bars', count: 3 },
      { value: 'Plates', count: 2 },
    ],
  },
  {
    kind: 'value',
    field: 'availability',
    label: 'Availability',
    values: [
      { value: 'in-stock', label: 'In stock', count: 18 },
      { value: 'pre-order', label: 'Pre-order', count: 4 },
      { value: 'out-of-stock', label: 'Out of stock', count: 2 },
    ],
  },
  {
    kind: 'range',
    field: 'price',
    label: 'Price',
    currency: 'usd',
    ranges: [
      { to: 250, count: 5 },
      { from: 250, to: 750, count: 9 },
      { from: 750, to: 1500, count: 8 },
      { from: 1500, count: 2 },
    ],
  },
  {
    kind: 'value',
    field: 'certification',
    label: 'Certification',
    values: [
      { value: 'IWF', count: 6 },
      { value: 'IPF', count: 4 },
      { value: 'WPPO', count: 1 },
      { value: 'IPC', count: 1 },
      { value: 'USAW', count: 3 },
      { value: 'EWF', count: 2 },
      { value: 'BWL', count: 2 },
      { value: 'NSCA', count: 1 },
      { value: 'CrossFit', count: 1 },
    ],
  },
];
