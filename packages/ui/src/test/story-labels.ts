/**
 * Stories only: each component's labels built from the storefront's text keys (the same keys the
 * storefront's pages use), for `StoryLocale.labels(…)`. A text with no key in the CMS translations
 * is left out, so the component's English default shows.
 */
import type { AvailabilityLabelProps } from '../catalogue/availability-label';
import type { BadgeLabels } from '../catalogue/badge';
import type { BarComparisonLabels } from '../catalogue/bar-comparison-table';
import type { GalleryLabels } from '../catalogue/gallery';
import type { OptionPickerLabels } from '../catalogue/option-picker';
import type { PriceLabels } from '../catalogue/price';
import type { ProductDetailsLabels } from '../catalogue/product-details';
import type { QuantityStepperLabels } from '../catalogue/quantity-stepper';
import { quantityStepperTexts } from '../catalogue/quantity-stepper-texts';
import type { ReviewsLabels } from '../catalogue/reviews';
import { barComparisonTexts, productCardTexts, productDetailsTexts, reviewsTexts } from '../catalogue/texts';
import type { CodeFieldLabels } from '../checkout/code-field';
import type { DeliveryMethodLabels } from '../checkout/delivery-method';
import type { OrderConfirmationLabels } from '../checkout/order-confirmation';
import { checkoutViewTexts, confirmationViewTexts } from '../checkout/texts';
import type { NewsletterLabels } from '../consent/newsletter-overlay';
import type { StoryCardLabels } from '../content/story-card';
import type { CartViewLabels } from '../lists/cart-view';
import type { ConfiguratorPanelLabels } from '../lists/configurator-panel';
import type { FreeShippingLabels } from '../lists/free-shipping-progress';
import type { QuoteAddressField } from '../lists/quote-address-block';
import { cartPageViewTexts, configuratorTexts } from '../lists/texts';
import type { LightboxLabels } from '../media/lightbox';
import type { MediaRendererLabels } from '../media/media-renderer';
import type { FacetPanelLabels } from '../search/facet-panel';
import { facetPanelTexts } from '../search/texts';
import type { ButtonFeedbackLabels } from '../shell/button';
import type { ErrorScreenLabels, NotFoundLabels } from '../shell/status-screens';
import type { StoryTranslate } from './story-locale';

// The labels the storefront's pages use too: one builder each, in the component's area.
export { productCardTexts as productCardLabels } from '../catalogue/texts';
export {
  addressFormTexts as addressFormText,
  orderSummaryTexts as orderSummaryLabels,
  paymentMethodTexts as paymentMethodLabels,
} from '../checkout/texts';
export {
  cookieConsentTexts as cookieConsentLabels,
  countryLanguageTexts as countryLanguageLabels,
  countryMismatchTexts as countryMismatchLabels,
} from '../consent/texts';
export {
  buildCardTexts as buildCardLabels,
  myListTexts as myListLabels,
  quoteAddressTexts as quoteAddressLabels,
  quoteRequestTexts as quoteRequestLabels,
  shareListDialogTexts as shareListDialogLabels,
} from '../lists/texts';
export {
  announcementStripTexts as announcementStripLabels,
  footerTexts as footerLabels,
  mainBarTexts as mainBarLabels,
  megaMenuTexts as megaMenuLabels,
} from '../navigation/texts';
export {
  noResultsTexts as noResultsLabels,
  paginationTexts as paginationLabels,
  searchBoxTexts as searchBoxLabels,
  searchResultsTexts as searchResultsLabels,
  sortSelectTexts as sortSelectLabels,
} from '../search/texts';
export { previewBannerTexts as previewBannerLabels, toastTexts as toastLabels } from '../shell/texts';

/** Price texts (the product card's). */
export const priceLabels = (t: StoryTranslate): Partial<PriceLabels> => productCardTexts(t).price ?? {};

/** Badge texts (the product card's). */
export const badgeLabels = (t: StoryTranslate): Partial<BadgeLabels> => productCardTexts(t).badge ?? {};

/** Availability texts, with the pre-order estimate in days, weeks or months (the product card's). */
export const availabilityLabels = (t: StoryTranslate): NonNullable<AvailabilityLabelProps['labels']> =>
  productCardTexts(t).availability ?? {};

/** Product page texts. */
export const productDetailsLabels = (t: StoryTranslate): Partial<ProductDetailsLabels> => ({
  ...productCardTexts(t),
  ...productDetailsTexts(t),
});

/** The product page's reviews section texts, its heading included. */
export const reviewsLabels = (t: StoryTranslate): Partial<ReviewsLabels> => reviewsTexts(t);

/** Product image gallery texts. */
export const galleryLabels = (t: StoryTranslate): Partial<GalleryLabels> =>
  productDetailsTexts(t).gallery ?? {};

/** Option picker texts. */
export const optionPickerLabels = (t: StoryTranslate): Partial<OptionPickerLabels> =>
  productDetailsTexts(t).options ?? {};

/** Lightbox texts. */
export const lightboxLabels = (t: StoryTranslate): Partial<LightboxLabels> =>
  productDetailsTexts(t).gallery?.lightbox ?? {};

/** Video and 3D frame texts of the media renderer. */
export const mediaRendererLabels = (t: StoryTranslate): Partial<MediaRendererLabels> => ({
  playVideo: t('media.playVideo'),
  view3d: t('media.view3d'),
});

/** Quantity stepper texts. */
export const quantityStepperLabels = (t: StoryTranslate): Partial<QuantityStepperLabels> =>
  quantityStepperTexts(t);

/** Bar comparison texts. */
export const barComparisonLabels = (t: StoryTranslate): Partial<BarComparisonLabels> => barComparisonTexts(t);

/** Campaign code field texts. */
export const campaignCodeLabels = (t: StoryTranslate): Partial<CodeFieldLabels> =>
  checkoutViewTexts(t).campaignCodeLabels;

/** Gift card field texts. */
export const giftCardLabels = (t: StoryTranslate): Partial<CodeFieldLabels> =>
  checkoutViewTexts(t).giftCardLabels;

/** Delivery method texts. */
export const deliveryMethodLabels = (t: StoryTranslate): Partial<DeliveryMethodLabels> =>
  checkoutViewTexts(t).deliveryLabels;

/** Order confirmation texts. */
export const orderConfirmationLabels = (t: StoryTranslate): Partial<OrderConfirmationLabels> =>
  confirmationViewTexts(t).confirmationLabels;

/** Cart texts. */
export const cartViewLabels = (t: StoryTranslate): Partial<CartViewLabels> => cartPageViewTexts(t).labels;

/** Free-shipping progress texts. */
export const freeShippingLabels = (t: StoryTranslate): Partial<FreeShippingLabels> =>
  cartPageViewTexts(t).labels.freeShipping ?? {};

/** Configurator texts. */
export const configuratorPanelLabels = (t: StoryTranslate): Partial<ConfiguratorPanelLabels> =>
  configuratorTexts(t).labels;

/** The quote address's field errors as the quote page words them (street, zip, city, state). */
export const quoteAddressErrors = (t: StoryTranslate): Partial<Record<QuoteAddressField, string>> => ({
  streetAddress: t('pleaseEnter', [t('field.street')]),
  zip: t('invalidZip'),
  city: t('pleaseEnter', [t('field.city')]),
  stateOrProvince: t('stateRequired'),
});

/** Newsletter texts. */
export const newsletterLabels = (t: StoryTranslate): Partial<NewsletterLabels> => ({
  title: t('newsletter.title'),
  email: t('checkout.email'),
  consent: t('checkout.newsletterConsent'),
  submit: t('newsletter.subscribe'),
  invalidEmail: t('invalidEmail'),
  success: t('newsletter.thanks'),
  failure: t('generalError'),
  close: t('toast.close'),
});

/** Story card and article texts. */
export const storyCardLabels = (t: StoryTranslate): Partial<StoryCardLabels> => ({
  readingTime: t('stories.readingTime'),
});

/** Facet panel texts. */
export const facetPanelLabels = (t: StoryTranslate): Partial<FacetPanelLabels> => ({
  heading: t('search.filters'),
  ...facetPanelTexts(t),
});

/** Button feedback texts. */
export const buttonFeedbackLabels = (t: StoryTranslate): ButtonFeedbackLabels => ({
  loading: t('button.loading'),
  success: t('button.success'),
  error: t('button.error'),
});

/** Not-found page texts. */
export const notFoundLabels = (t: StoryTranslate): Partial<NotFoundLabels> => ({
  title: t('notFound.title'),
  message: t('notFound.message'),
  home: t('notFound.backHome'),
});

/** Error page texts. */
export const errorScreenLabels = (t: StoryTranslate): Partial<ErrorScreenLabels> => ({
  title: t('error.title'),
  code: t('serverError'),
  message: t('fixingProblem'),
  home: t('notFound.backHome'),
});
