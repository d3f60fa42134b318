import type { Translate } from '../translate';
import type { AddressFormProps } from './address-form';
import type { CheckoutTestCard, CheckoutViewLabels, CheckoutViewProps } from './checkout-view';
import type { ConfirmationViewProps } from './confirmation-view';
import type { ContactFormLabels } from './contact-form';
import type { OrderStatusFormLabels } from './order-status-form';
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

/** The contact form's texts from the storefront's keys (`reference` keeps its `{0}`). */
export function contactFormTexts(t: Translate): ContactFormLabels {
  return {
    topic: t('contact.topic'),
    name: t('contact.name'),
    email: t('contact.email'),
    phone: t('contact.phone'),
    companyName: t('contact.companyName'),
    message: t('contact.message'),
    optional: t('contact.optional'),
    send: t('contact.send'),
    sending: t('contact.sending'),
    sent: t('contact.sent'),
    reference: t('contact.reference'),
    sendAnother: t('contact.sendAnother'),
  };
}

/** The order status lookup's texts from the storefront's keys (`result` keeps its `{0}`). */
export function orderStatusFormTexts(t: Translate): OrderStatusFormLabels {
  return {
    orderNumber: t('orderStatus.orderNumber'),
    email: t('orderStatus.email'),
    submit: t('orderStatus.submit'),
    checking: t('orderStatus.checking'),
    notFound: t('orderStatus.notFound'),
    result: t('orderStatus.result'),
    status: t('orderStatus.status'),
    placed: t('orderStatus.placed'),
    updated: t('orderStatus.updated'),
    items: t('orderStatus.items'),
    total: t('orderStatus.total'),
    statuses: {
      placed: t('orderStatus.value.placed'),
      paid: t('orderStatus.value.paid'),
      processing: t('orderStatus.value.processing'),
      shipped: t('orderStatus.value.shipped'),
      delivered: t('orderStatus.value.delivered'),
      cancelled: t('orderStatus.value.cancelled'),
    },
  };
}

/**
 * The checkout page's texts from the storefront's keys: its own labels (the page's heading, links,
 * delivery option names and button) and those of every step's component. The texts that translate a
 * checkout code (`cartEmpty`, `countryNotAllowed`, `cartChanged`) are left to the caller, which
 * translates codes with their English fallbacks.
 */
export function checkoutViewTexts(
  t: Translate,
): Required<
  Pick<
    CheckoutViewProps,
    | 'addressTexts'
    | 'deliveryLabels'
    | 'paymentLabels'
    | 'campaignCodeLabels'
    | 'giftCardLabels'
    | 'summaryLabels'
  >
> & { labels: Omit<CheckoutViewLabels, 'cartEmpty' | 'countryNotAllowed' | 'cartChanged'> } {
  const address = addressFormTexts(t);
  return {
    labels: {
      title: t('checkout.title'),
      placeOrder: t('checkout.placeOrder'),
      cart: t('cart.title'),
      myList: t('list.title'),
      defaultDelivery: t('checkout.defaultDelivery'),
      warehousePickup: t('checkout.warehousePickup'),
    },
    addressTexts: {
      labels: address.labels,
      fieldNames: address.fieldNames,
      messages: {
        ...address.messages,
        alphanumericOnly: t('validation.alphanumeric'),
        lettersOnly: t('validation.lettersOnly'),
      },
    },
    deliveryLabels: {
      legend: t('checkout.deliveryMethod'),
      free: t('checkout.free'),
      pickupAddress: t('checkout.pickupAddress'),
    },
    paymentLabels: paymentMethodTexts(t),
    campaignCodeLabels: {
      label: t('checkout.campaignCode'),
      apply: t('checkout.apply'),
      remove: t('checkout.removeCampaignCode'),
      failed: t('invalidCampaignCode'),
    },
    giftCardLabels: {
      label: t('checkout.giftCardCode'),
      apply: t('checkout.apply'),
      remove: t('checkout.removeGiftCard'),
      failed: t('invalidGiftCard'),
    },
    summaryLabels: orderSummaryTexts(t),
  };
}

/**
 * The business customer categories (the commerce contract's `BUSINESS_CUSTOMER_CATEGORIES`) as the
 * address form's options, named from the storefront's keys (a category without a key by its value).
 */
export function customerCategoryOptions(
  t: Translate,
  categories: readonly string[],
): { value: string; label: string }[] {
  const names: Record<string, string> = {
    business: t('checkout.category.business'),
    'public-sector': t('checkout.category.publicSector'),
    education: t('checkout.category.education'),
    reseller: t('checkout.category.reseller'),
  };
  return categories.map((value) => ({ value, label: names[value] ?? value }));
}

/**
 * The sandbox test cards (the commerce contract's `SANDBOX_TEST_CARDS`) with what paying with each
 * does, from the storefront's keys (a card without a key keeps its own outcome).
 */
export function testCardOptions(t: Translate, cards: readonly CheckoutTestCard[]): CheckoutTestCard[] {
  const outcomes: Record<string, string> = {
    '4242 4242 4242 4242': t('checkout.testCard.succeeds'),
    '4000 0000 0000 0002': t('checkout.testCard.refused'),
    '4000 0000 0000 0472': t('checkout.testCard.fraudCheck'),
  };
  return cards.map(({ number, outcome }) => ({ number, outcome: outcomes[number] ?? outcome }));
}

/** The order confirmation page's texts from the storefront's keys: its own, the confirmation's and the summary's. */
export function confirmationViewTexts(
  t: Translate,
): Required<Pick<ConfirmationViewProps, 'labels' | 'confirmationLabels' | 'summaryLabels'>> {
  return {
    labels: {
      loading: t('checkout.loading'),
      noOrder: t('checkout.noOrder'),
      orderStatus: t('orderStatus.title'),
    },
    confirmationLabels: {
      heading: t('checkout.thankYou'),
      orderNumber: t('checkout.orderNumber'),
      emailSent: t('checkout.emailSent'),
      preOrder: t('checkout.preOrderNotice'),
      continueShopping: t('cart.continueShopping'),
    },
    summaryLabels: orderSummaryTexts(t),
  };
}
