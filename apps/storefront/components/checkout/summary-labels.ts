import type { OrderSummaryLabels } from '@ironmark/ui/checkout';
import type { Translate } from '../../lib/i18n';

/** The order summary's texts in the page's language (checkout and confirmation show the same summary). */
export function orderSummaryLabels(t: Translate): OrderSummaryLabels {
  return {
    heading: t('checkout.orderSummary'),
    quantity: t('checkout.qty'),
    subtotal: t('cart.subtotal'),
    giftCard: t('checkout.giftCard'),
    deliveryFree: t('checkout.free'),
    deliveryLater: t('checkout.deliveryLater'),
    lowestPrice: t('product.lowestPriceLabel'),
    exportTerms: t('checkout.exportTerms'),
    discount: t('checkout.discount'),
    salesTax: t('checkout.salesTax'),
    vatIncluded: t('checkout.vatInclusive'),
    vatExcluded: t('checkout.vatExclusive'),
    exportFee: t('checkout.exportFee'),
    delivery: t('checkout.deliveryCost'),
    total: t('checkout.orderTotal'),
  };
}
