import { barImage, beltImage, plateImage, rackImage } from '../../catalogue/__fixtures__/images.stories.data';
import type { BuildItem, CartSummary, FavouriteLine } from '../types';

const stock = (inStock: number, preOrder = 0, estimatedDeliveryDays = 3) => ({
  inStock,
  preOrder,
  preOrderDisplay: preOrder > 0,
  daysAhead: 60,
  estimatedDeliveryDays,
});

/** A demo cart under the free-shipping threshold (USD minor units). */
export const demoCart: CartSummary = {
  currency: 'usd',
  quantity: 3,
  subTotal: 44_700,
  comparePrice: 47_700,
  estimatedDeliveryDays: 3,
  inStock: true,
  loading: false,
  items: [
    {
      code: 'IM-BAR-15-W',
      quantity: 1,
      name: 'Training Bar 15 kg',
      desc: '25 mm shaft, chrome sleeves',
      img: barImage('#c9a227'),
      path: '/en-us/p/training-bar-15kg',
      price: 28_900,
      comparePrice: 31_900,
      stock: stock(4),
      currency: 'usd',
    },
    {
      code: 'IM-PLATE-10',
      quantity: 2,
      name: 'Competition Bumper Plate 10 kg',
      desc: 'IWF green',
      img: plateImage('10'),
      path: '/en-us/p/competition-bumper-plate-10kg',
      price: 7_900,
      comparePrice: 7_900,
      stock: stock(0, 6, 21),
      currency: 'usd',
    },
  ],
};

/** A demo cart above the free-shipping threshold, with a free gift. */
export const demoBigCart: CartSummary = {
  ...demoCart,
  quantity: 5,
  subTotal: 233_700,
  comparePrice: 236_700,
  items: [
    ...demoCart.items,
    {
      code: 'IM-RACK-HD',
      quantity: 1,
      name: 'Heavy Duty Squat Rack',
      desc: '3 × 3 in uprights',
      img: rackImage(),
      price: 189_000,
      comparePrice: 189_000,
      stock: stock(2),
      currency: 'usd',
    },
    {
      code: 'IM-CHALK-GIFT',
      quantity: 1,
      name: 'Chalk Block',
      desc: 'Magnesium carbonate',
      price: 0,
      comparePrice: 0,
      isFreeGift: true,
      currency: 'usd',
    },
  ],
};

/** Demo favourites. */
export const demoFavourites: FavouriteLine[] = [
  {
    code: 'IM-BAR-20-M',
    quantity: 1,
    name: 'Competition Weightlifting Bar 20 kg',
    desc: 'IWF certified',
    img: barImage(),
    path: '/en-us/p/bar-20',
  },
  {
    code: 'IM-BELT-10-L',
    quantity: 2,
    name: 'Lever Belt 10 mm',
    desc: 'Brown leather',
    img: beltImage('#5a1d14'),
    isAvailableOnline: false,
  },
  { code: 'IM-PLATE-25', quantity: 4, name: 'Loading', loading: true },
];

/** Demo builds from the barbell-set configurator. */
export const demoBuilds: BuildItem[] = [
  {
    configuratorName: 'barbell-set',
    name: 'Barbell Set 1',
    code: 'barbell-set_1',
    quantity: 1,
    configuration: { bar: '20', plates: '25,20,10', collars: 'competition' },
  },
];

/** The barbell-set configurator's options and build-card names: cart-core's copy, the one the storefront uses. */
export { barbellOptionLabels, barbellOptions, barbellValueLabels } from '@ironmark/cart-core';

/** Countries for the quote and address forms. */
export const demoCountries = [
  { value: 'us', label: 'United States' },
  { value: 'ca', label: 'Canada' },
  { value: 'gb', label: 'United Kingdom' },
  { value: 'se', label: 'Sweden' },
  { value: 'de', label: 'Germany' },
  { value: 'fr', label: 'France' },
  { value: 'au', label: 'Australia' },
  { value: 'ae', label: 'United Arab Emirates' },
];
