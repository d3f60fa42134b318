import type { ProductCardProduct } from '../product-card';
import { barImage, beltImage, plateImage, rackImage } from './images.stories.data';

/** Demo products for stories and tests, prices in USD minor units. */
export const demoBar: ProductCardProduct = {
  code: 'IM-BAR-20-M',
  name: 'Competition Weightlifting Bar 20 kg',
  description: 'IWF-certified, needle bearings, 28 mm shaft with dual knurl marks.',
  href: '/en-us/p/competition-weightlifting-bar-20kg',
  image: { url: barImage(), alt: 'Competition weightlifting bar, 20 kg' },
  badge: null,
  availability: { kind: 'in-stock' },
  price: { amount: 129_900, currency: 'usd', vatIncluded: false },
};

/** A bar on sale with a compare-at price and the 30-day lowest price. */
export const demoSaleBar: ProductCardProduct = {
  ...demoBar,
  code: 'IM-BAR-15-W',
  name: 'Training Bar 15 kg',
  description: '25 mm shaft for women’s lifts, bushings, chrome sleeves.',
  href: '/en-us/p/training-bar-15kg',
  image: { url: barImage('#c9a227'), alt: 'Training bar, 15 kg, brass sleeves' },
  badge: 'sale',
  availability: { kind: 'low-stock' },
  price: { amount: 59_900, compareAt: 74_900, lowestPrice30d: 62_900, currency: 'usd', vatIncluded: false },
};

/** A pre-order rack shipping in about three weeks. */
export const demoRack: ProductCardProduct = {
  code: 'IM-RACK-HD',
  name: 'Heavy Duty Squat Rack',
  description: '3 × 3 in uprights, laser-cut hole numbering, J-hooks included.',
  href: '/en-us/p/heavy-duty-squat-rack',
  image: { url: rackImage(), alt: 'Heavy duty squat rack with a loaded bar' },
  badge: 'newArrival',
  availability: { kind: 'pre-order', estimatedDeliveryDays: 18 },
  price: { amount: 189_000, currency: 'usd', vatIncluded: false },
};

/** A plate that is out of stock. */
export const demoPlate: ProductCardProduct = {
  code: 'IM-PLATE-25',
  name: 'Competition Bumper Plate 25 kg',
  description: 'Calibrated to ±10 g, IWF red.',
  href: '/en-us/p/competition-bumper-plate-25kg',
  image: { url: plateImage('25'), alt: 'Red competition bumper plate, 25 kg' },
  badge: null,
  availability: { kind: 'out-of-stock' },
  price: { amount: 31_500, currency: 'usd', vatIncluded: false },
};

/** A limited-edition belt. */
export const demoBelt: ProductCardProduct = {
  code: 'IM-BELT-10-L',
  name: 'Lever Belt 10 mm',
  description: 'Vegetable-tanned leather, stainless lever.',
  href: '/en-us/p/lever-belt-10mm',
  image: { url: beltImage('#5a1d14'), alt: 'Brown leather lever belt' },
  badge: 'limitedEdition',
  availability: { kind: 'made-to-order' },
  price: { amount: 16_900, currency: 'usd', vatIncluded: false },
};

/** Every demo product. */
export const demoProducts: ProductCardProduct[] = [demoBar, demoSaleBar, demoRack, demoPlate, demoBelt];
