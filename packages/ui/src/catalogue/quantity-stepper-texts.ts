import type { Translate } from '../translate';
import type { QuantityStepperLabels } from './quantity-stepper';

/**
 * The quantity stepper's field and buttons from the storefront's keys. A module of its own: the cart's
 * and My List's text builders use it, and importing it from ./texts put every catalogue text builder
 * into the cart page's first load (0.9 kB gzip).
 */
export function quantityStepperTexts(t: Translate): QuantityStepperLabels {
  return { quantity: t('cart.quantity'), decrease: t('cart.decrease'), increase: t('cart.increase') };
}
