import { quantityStepperTexts } from '../catalogue/quantity-stepper-texts';
import type { Translate } from '../translate';
import type { BuildCardLabels } from './build-card';
import type { BuildNextStepsLabels } from './build-next-steps';
import type { CartPageViewProps } from './cart-page-view';
import type { CartViewLabels } from './cart-view';
import type { ConfiguratorPanelLabels } from './configurator-panel';
import type { MyListLabels } from './my-list';
import type { QuoteAddressField, QuoteAddressLabels } from './quote-address-block';
import type { QuoteRequestFormProps } from './quote-request-form';
import type { QuoteViewProps } from './quote-view';
import type { ShareListDialogLabels } from './share-list-dialog';
import type { SharedListViewLabels } from './shared-list-view';

/** My List's texts from the storefront's keys. */
export function myListTexts(t: Translate): MyListLabels {
  return {
    heading: t('list.title'),
    quoteHeading: t('list.quoteHeading'),
    intro: t('list.intro'),
    quoteIntro: t('list.introQuoteOnly'),
    favourites: t('list.products'),
    builds: t('list.builds'),
    empty: t('list.empty'),
    quoteEmpty: t('list.empty'),
    moveAllToCart: t('list.moveToCart'),
    share: t('list.share'),
    requestQuote: t('quote.title'),
    remove: t('cart.removeItem'),
    quantity: t('cart.lineQuantity'),
    ...stepperButtons(t),
    loading: t('button.loading'),
    notAvailableOnline: t('list.notAvailableOnline'),
  };
}

/** A build card's texts from the storefront's keys. */
export function buildCardTexts(t: Translate): BuildCardLabels {
  return {
    code: t('list.buildCode'),
    edit: t('list.editBuild'),
    remove: t('cart.removeItem'),
    quantity: t('cart.lineQuantity'),
    ...stepperButtons(t),
  };
}

/** The quantity stepper's buttons of a list's lines (their field is named per line). */
function stepperButtons(t: Translate): { decrease: string; increase: string } {
  const { decrease, increase } = quantityStepperTexts(t);
  return { decrease, increase };
}

/** The quote page's address block texts from the storefront's keys. */
export function quoteAddressTexts(t: Translate): QuoteAddressLabels {
  return {
    legend: t('checkout.deliveryAddress'),
    streetAddress: t('checkout.streetAddress'),
    extraAddress: t('checkout.extraAddress'),
    zip: t('checkout.zip'),
    city: t('checkout.city'),
    stateOrProvince: t('checkout.stateOrProvince'),
    optional: t('optional'),
  };
}

/** The quote request form's texts, field names and messages from the storefront's keys. */
export function quoteRequestTexts(t: Translate): NonNullable<QuoteRequestFormProps['labels']> {
  return {
    heading: t('quote.contactHeading'),
    firstName: t('checkout.firstName'),
    lastName: t('checkout.lastName'),
    companyName: t('checkout.companyName'),
    email: t('checkout.email'),
    phone: t('checkout.phone'),
    country: t('checkout.country'),
    message: t('quote.message'),
    selectCountry: t('quote.selectCountry'),
    optional: t('optional'),
    submit: t('quote.send'),
    sendError: t('quoteSendError'),
    fieldNames: {
      firstName: t('field.firstName'),
      lastName: t('field.lastName'),
      email: t('field.email'),
      phone: t('field.phone'),
      country: t('field.country'),
    },
    messages: {
      invalidEmail: t('invalidEmail'),
      invalidPhone: t('invalidPhone'),
      required: t('pleaseEnter'),
      either: t('eitherOr'),
    },
  };
}

/**
 * The quote page's texts from the storefront's keys: its own (title, intro, empty list, summary) and
 * those of the address block and the contact form.
 */
export function quoteViewTexts(
  t: Translate,
): Required<Pick<QuoteViewProps, 'labels' | 'addressLabels' | 'requestLabels'>> {
  return {
    labels: {
      title: t('quote.title'),
      intro: t('quote.intro'),
      empty: t('list.empty'),
      myList: t('list.title'),
      builds: t('list.builds'),
      loading: t('button.loading'),
    },
    addressLabels: quoteAddressTexts(t),
    requestLabels: quoteRequestTexts(t),
  };
}

/**
 * The quote address's problems (commerce `quoteAddressIssues`: a field and a code) as the quote page
 * words them: 'Please enter your {0}' with the field's name for a blank field, else the code's text
 * ('invalidZip' → 'Invalid zip code', 'stateRequired' → 'State or province is required!').
 */
export function quoteAddressMessages(
  issues: readonly { field: QuoteAddressField; code: string }[],
  t: Translate,
): Partial<Record<QuoteAddressField, string>> {
  const names: Record<QuoteAddressField, string> = {
    streetAddress: t('field.street'),
    extraAddress: t('field.extraAddress'),
    zip: t('field.zip'),
    city: t('field.city'),
    stateOrProvince: t('field.state'),
  };
  return Object.fromEntries(
    issues.map(({ field, code }) => [
      field,
      code === 'required' ? t('pleaseEnter', [names[field]]) : t(code),
    ]),
  );
}

/** The cart page's texts from the storefront's keys: the cart's (the notices are the spec §8 texts) and those around it. */
export function cartPageViewTexts(t: Translate): {
  labels: Omit<CartViewLabels, 'quantityFromTo'>;
  pageLabels: NonNullable<CartPageViewProps['pageLabels']>;
} {
  return {
    labels: {
      heading: t('cart.title'),
      empty: t('cartEmpty'),
      pricesHidden: t('cart.pricesHidden'),
      capped: t('stockQuantityUpdated'),
      removed: t('noLongerAvailable'),
      subtotal: t('cart.subtotal'),
      vatIncluded: t('cart.vatIncluded'),
      vatExcluded: t('cart.vatExcluded'),
      salesTax: t('cart.salesTax'),
      checkout: t('cart.checkout'),
      loading: t('cart.loading'),
      lineQuantity: t('cart.lineQuantity'),
      ...stepperButtons(t),
      remove: t('cart.removeItem'),
      freeGift: t('product.freeGift'),
      savings: t('cart.savings'),
      shippingNote: t('cart.shippingNote'),
      freeShipping: {
        remaining: t('cart.freeShippingRemaining'),
        reached: t('cart.freeShippingReached'),
      },
    },
    pageLabels: {
      myList: t('list.title'),
      quoteOnlyIntro: t('list.introQuoteOnly'),
      moveToList: t('cart.moveToList'),
    },
  };
}

/** The share dialog's texts from the storefront's keys. */
export function shareListDialogTexts(t: Translate): ShareListDialogLabels {
  return {
    title: t('list.shareTitle'),
    description: t('list.shareDescription'),
    copy: t('list.copyLink'),
    copied: t('list.linkCopied'),
    link: t('list.shareLink'),
    copyFailed: t('list.copyFailed'),
    emailSales: t('list.emailSales'),
    close: t('toast.close'),
  };
}

/**
 * The configurator page's texts from the storefront's keys: the title, the panel's labels, the
 * plate-load preview's description ({0} plates, {1} total) and the next steps after an added build.
 */
export function configuratorTexts(t: Translate): {
  title: string;
  labels: ConfiguratorPanelLabels;
  preview: { label: string; emptyLabel: string };
  nextSteps: BuildNextStepsLabels;
} {
  return {
    title: t('configurator.title'),
    labels: {
      addBuild: t('list.add'),
      duplicate: t('buildExists'),
      copyLink: t('quote.copyConfigLink'),
      linkCopied: t('list.linkCopied'),
      added: t('configurator.added'),
      preview: t('configurator.preview'),
      copyFailed: t('configurator.copyFailed'),
    },
    preview: { label: t('configurator.loadDescription'), emptyLabel: t('configurator.noPlates') },
    nextSteps: { buildQuote: t('quote.buildQuote'), myList: t('list.title') },
  };
}

/** The shared-list page's texts. */
export function sharedListViewTexts(t: Translate): SharedListViewLabels {
  return {
    title: t('list.sharedTitle'),
    products: t('list.products'),
    product: t('list.product'),
    articleId: t('list.articleId'),
    quantity: t('cart.quantity'),
    builds: t('list.builds'),
  };
}
