import type { Translate } from '../translate';
import type { AddressFormProps } from './address-form';
import type { OrderSummaryLabels } from './order-summary';
import type { PaymentMethodLabels } from './payment-method';

/** The order summary's texts from the storefront's keys (checkout and confirmation show the same summary). */
export function orderSummaryTexts(t: Translate): OrderSummaryLabels {
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

/** The address form's labels, field names (inside 'Please enter your {0}') and messages from the storefront's keys. */
export function addressFormTexts(t: Translate): Required<Pick<AddressFormProps, 'labels' | 'fieldNames'>> & {
  messages: NonNullable<AddressFormProps['messages']>;
} {
  return {
    labels: {
      heading: t('checkout.addressHeading'),
      customerType: t('checkout.customerType'),
      private: t('checkout.privatePerson'),
      business: t('checkout.business'),
      selectCategory: t('checkout.selectCategory'),
      selectState: t('checkout.selectState'),
      messageHint: t('checkout.messageHint'),
      termsLink: t('checkout.termsLink'),
      optional: t('optional'),
      firstName: t('checkout.firstName'),
      lastName: t('checkout.lastName'),
      companyName: t('checkout.companyName'),
      email: t('checkout.email'),
      phone: t('checkout.phone'),
      country: t('checkout.country'),
      state: t('checkout.stateOrProvince'),
      city: t('checkout.city'),
      zip: t('checkout.zip'),
      street: t('checkout.streetAddress'),
      extraAddress: t('checkout.extraAddress'),
      careOf: t('checkout.careOf'),
      message: t('checkout.messageToCompany'),
      newsletter: t('checkout.newsletterConsent'),
      terms: t('acceptTerms'),
      customerCategory: t('checkout.customerCategory'),
      submit: t('checkout.continue'),
    },
    fieldNames: {
      firstName: t('field.firstName'),
      lastName: t('field.lastName'),
      companyName: t('field.companyName'),
      email: t('field.email'),
      phone: t('field.phone'),
      country: t('field.country'),
      state: t('field.state'),
      city: t('field.city'),
      zip: t('field.zip'),
      street: t('field.street'),
      extraAddress: t('field.extraAddress'),
      careOf: t('field.careOf'),
      message: t('field.message'),
      newsletter: t('field.newsletter'),
      termsAccepted: t('field.termsAccepted'),
      customerCategory: t('field.customerCategory'),
    },
    messages: {
      invalidEmail: t('invalidEmail'),
      invalidPhone: t('invalidPhone'),
      required: t('pleaseEnter'),
      either: t('eitherOr'),
      stateRequired: t('stateRequired'),
      invalidZip: t('invalidZip'),
      invalidAddress: t('invalidAddress'),
      invalidUser: t('invalidUserInfo'),
      invalidCampaignCode: t('invalidCampaignCode'),
      giftCardUsed: t('giftCardUsed'),
      invalidGiftCard: t('invalidGiftCard'),
      termsLabel: t('acceptTerms'),
      termsRequired: t('checkout.termsRequired'),
    },
  };
}

/** The payment method step's texts from the storefront's keys. */
export function paymentMethodTexts(t: Translate): PaymentMethodLabels {
  return {
    legend: t('checkout.paymentMethod'),
    invoice: t('checkout.invoice'),
    invoiceHint: t('checkout.invoiceHint'),
    card: t('checkout.card'),
    financing: t('checkout.financing'),
    financingHint: t('checkout.financingHint'),
    sandbox: t('checkout.sandbox'),
    sandboxHint: t('checkout.sandboxHint'),
    name: t('checkout.cardName'),
    number: t('checkout.cardNumber'),
    expiryMonth: t('checkout.expiryMonth'),
    expiryYear: t('checkout.expiryYear'),
    cvc: t('checkout.cvc'),
    testCards: t('checkout.testCards'),
  };
}
