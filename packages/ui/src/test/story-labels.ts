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
import { productCardTexts } from '../catalogue/texts';
import type { CodeFieldLabels } from '../checkout/code-field';
import type { DeliveryMethodLabels } from '../checkout/delivery-method';
import type { OrderConfirmationLabels } from '../checkout/order-confirmation';
import type { CookieConsentLabels } from '../consent/cookie-consent-dialog';
import type { CountryLanguageLabels } from '../consent/country-language-selector';
import type { CountryMismatchLabels } from '../consent/country-mismatch-notification';
import type { NewsletterLabels } from '../consent/newsletter-overlay';
import type { StoreLocatorLabels } from '../content/store-locator';
import type { StoryCardLabels } from '../content/story-card';
import type { CartViewLabels } from '../lists/cart-view';
import type { ConfiguratorPanelLabels } from '../lists/configurator-panel';
import type { FreeShippingLabels } from '../lists/free-shipping-progress';
import type { QuoteAddressField } from '../lists/quote-address-block';
import type { ShareListDialogLabels } from '../lists/share-list-dialog';
import type { LightboxLabels } from '../media/lightbox';
import type { MediaRendererLabels } from '../media/media-renderer';
import type { AnnouncementStripLabels } from '../navigation/announcement-strip';
import type { FooterLabels } from '../navigation/footer';
import type { MegaMenuLabels } from '../navigation/mega-menu';
import type { FacetPanelLabels } from '../search/facet-panel';
import type { NoResultsLabels } from '../search/no-results';
import type { PaginationLabels } from '../search/pagination';
import type { SearchBoxLabels } from '../search/search-box';
import type { SearchResultsLabels } from '../search/search-results';
import type { SortSelectLabels } from '../search/sort-select';
import type { ButtonFeedbackLabels } from '../shell/button';
import type { PreviewBannerLabels } from '../shell/preview-banner';
import type { ErrorScreenLabels, NotFoundLabels } from '../shell/status-screens';
import type { ToastLabels } from '../shell/toast-region';
import type { StoryTranslate } from './story-locale';

// The labels the storefront's pages use too: one builder each, in the component's area.
export {
  addressFormTexts as addressFormText,
  orderSummaryTexts as orderSummaryLabels,
  paymentMethodTexts as paymentMethodLabels,
} from '../checkout/texts';
export {
  buildCardTexts as buildCardLabels,
  myListTexts as myListLabels,
  quoteAddressTexts as quoteAddressLabels,
  quoteRequestTexts as quoteRequestLabels,
} from '../lists/texts';
export { mainBarTexts as mainBarLabels } from '../navigation/texts';

export { productCardTexts as productCardLabels } from '../catalogue/texts';

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
  specifications: t('product.specifications'),
  downloads: t('product.downloads'),
  warranty: t('product.warranty'),
  sizeChart: t('product.sizeChart'),
  reviews: t('product.reviews'),
  related: t('product.related'),
  breadcrumb: t('nav.breadcrumb'),
  warrantyYears: t('product.warrantyYears'),
  lifetimeWarranty: t('product.lifetimeWarranty'),
  gallery: galleryLabels(t),
  options: optionPickerLabels(t),
  reviewList: { count: t('product.reviewCount'), empty: t('product.noReviews'), rating: t('product.rating') },
});

/** Announcement strip texts. */
export const announcementStripLabels = (t: StoryTranslate): Partial<AnnouncementStripLabels> => ({
  region: t('nav.announcements'),
  chooseLanguage: t('nav.countryLanguage'),
});

/** Country mismatch notice texts (the storefront words the two actions). */
export const countryMismatchLabels = (t: StoryTranslate): Partial<CountryMismatchLabels> => ({
  switchTo: t('locale.switch'),
  stay: t('locale.stay'),
});

/** Product image gallery texts. */
export const galleryLabels = (t: StoryTranslate): Partial<GalleryLabels> => ({
  gallery: t('product.images'),
  previous: t('product.previousImage'),
  next: t('product.nextImage'),
  showImage: t('product.showImage'),
  enlarge: t('product.enlargeImage'),
  lightbox: lightboxLabels(t),
});

/** Option picker texts. */
export const optionPickerLabels = (t: StoryTranslate): Partial<OptionPickerLabels> => ({
  unavailable: t('product.optionUnavailable'),
});

/** Lightbox texts. */
export const lightboxLabels = (t: StoryTranslate): Partial<LightboxLabels> => ({
  title: t('media.gallery'),
  previous: t('product.previousImage'),
  next: t('product.nextImage'),
  close: t('media.close'),
  position: t('media.position'),
});

/** Video and 3D frame texts of the media renderer. */
export const mediaRendererLabels = (t: StoryTranslate): Partial<MediaRendererLabels> => ({
  playVideo: t('media.playVideo'),
  view3d: t('media.view3d'),
});

/** Quantity stepper texts. */
export const quantityStepperLabels = (t: StoryTranslate): Partial<QuantityStepperLabels> => ({
  quantity: t('cart.quantity'),
  decrease: t('cart.decrease'),
  increase: t('cart.increase'),
});

/** Bar comparison texts. */
export const barComparisonLabels = (t: StoryTranslate): Partial<BarComparisonLabels> => ({
  pick: t('compare.pick'),
  pickHint: t('compare.pickHint'),
  caption: t('compare.caption'),
  empty: t('compare.empty'),
  differs: t('compare.differs'),
  price: priceLabels(t),
});

/** Campaign code field texts. */
export const campaignCodeLabels = (t: StoryTranslate): Partial<CodeFieldLabels> => ({
  label: t('checkout.campaignCode'),
  apply: t('checkout.apply'),
  remove: t('checkout.removeCampaignCode'),
  failed: t('invalidCampaignCode'),
});

/** Gift card field texts. */
export const giftCardLabels = (t: StoryTranslate): Partial<CodeFieldLabels> => ({
  label: t('checkout.giftCardCode'),
  apply: t('checkout.apply'),
  remove: t('checkout.removeGiftCard'),
  failed: t('invalidGiftCard'),
});

/** Delivery method texts. */
export const deliveryMethodLabels = (t: StoryTranslate): Partial<DeliveryMethodLabels> => ({
  legend: t('checkout.deliveryMethod'),
  free: t('checkout.free'),
  pickupAddress: t('checkout.pickupAddress'),
});

/** Order confirmation texts. */
export const orderConfirmationLabels = (t: StoryTranslate): Partial<OrderConfirmationLabels> => ({
  heading: t('checkout.thankYou'),
  orderNumber: t('checkout.orderNumber'),
  emailSent: t('checkout.emailSent'),
  preOrder: t('checkout.preOrderNotice'),
  continueShopping: t('cart.continueShopping'),
});

/** Cart texts. */
export const cartViewLabels = (t: StoryTranslate): Partial<CartViewLabels> => ({
  heading: t('cart.title'),
  empty: t('cartEmpty'),
  pricesHidden: t('cart.pricesHidden'),
  capped: t('stockQuantityUpdated'),
  removed: t('noLongerAvailable'),
  lineQuantity: t('cart.lineQuantity'),
  remove: t('cart.removeItem'),
  freeGift: t('product.freeGift'),
  subtotal: t('cart.subtotal'),
  savings: t('cart.savings'),
  shippingNote: t('cart.shippingNote'),
  vatIncluded: t('price.vatIncluded'),
  vatExcluded: t('price.vatExcluded'),
  salesTax: t('cart.salesTax'),
  checkout: t('cart.checkout'),
  loading: t('cart.loading'),
});

/** Free-shipping progress texts. */
export const freeShippingLabels = (t: StoryTranslate): Partial<FreeShippingLabels> => ({
  remaining: t('cart.freeShippingRemaining'),
  reached: t('cart.freeShippingReached'),
});

/** Share dialog texts. */
export const shareListDialogLabels = (t: StoryTranslate): Partial<ShareListDialogLabels> => ({
  title: t('list.shareTitle'),
  description: t('list.shareDescription'),
  copy: t('list.copyLink'),
  copied: t('list.linkCopied'),
  link: t('list.shareLink'),
  copyFailed: t('list.copyFailed'),
  emailSales: t('list.emailSales'),
  close: t('toast.close'),
});

/** Configurator texts. */
export const configuratorPanelLabels = (t: StoryTranslate): Partial<ConfiguratorPanelLabels> => ({
  preview: t('configurator.preview'),
  added: t('configurator.added'),
  duplicate: t('buildExists'),
  copyLink: t('quote.copyConfigLink'),
  linkCopied: t('list.linkCopied'),
  copyFailed: t('configurator.copyFailed'),
});

/** The quote address's field errors as the quote page words them (street, zip, city, state). */
export const quoteAddressErrors = (t: StoryTranslate): Partial<Record<QuoteAddressField, string>> => ({
  streetAddress: t('pleaseEnter', [t('field.street')]),
  zip: t('invalidZip'),
  city: t('pleaseEnter', [t('field.city')]),
  stateOrProvince: t('stateRequired'),
});

/** Mega menu texts. */
export const megaMenuLabels = (t: StoryTranslate): Partial<MegaMenuLabels> => ({
  menu: t('nav.menu'),
  close: t('nav.closeMenu'),
  certifications: t('nav.certifiedBy'),
  chooseCountry: t('nav.countryLanguage'),
  moreLinks: t('nav.moreLinks'),
});

/** Footer texts. */
export const footerLabels = (t: StoryTranslate): Partial<FooterLabels> => ({
  social: t('footer.followUs'),
  home: t('nav.logo'),
  certifications: t('nav.certifiedBy'),
  navigation: t('footer.navigation'),
});

/** Cookie consent texts. */
export const cookieConsentLabels = (t: StoryTranslate): Partial<CookieConsentLabels> => ({
  title: t('consent.title'),
  text: t('consent.text'),
  privacyPolicy: t('consent.privacyLink'),
  acceptAll: t('consent.acceptAll'),
  acceptNecessary: t('consent.acceptNecessary'),
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

/** Country and language selector texts. */
export const countryLanguageLabels = (t: StoryTranslate): Partial<CountryLanguageLabels> => ({
  title: t('locale.title'),
  close: t('toast.close'),
});

/** Story card and article texts. */
export const storyCardLabels = (t: StoryTranslate): Partial<StoryCardLabels> => ({
  readingTime: t('stories.readingTime'),
});

/** Store locator texts. */
export const storeLocatorLabels = (t: StoryTranslate): Partial<StoreLocatorLabels> => ({
  title: t('storeLocator.title'),
  map: t('storeLocator.map'),
  sortFrom: t('storeLocator.sortFrom'),
  chosenPoint: t('storeLocator.chosenPoint'),
  distance: t('storeLocator.distance'),
  distanceMiles: t('storeLocator.distanceMiles'),
  website: t('storeLocator.website'),
});

/** Search box texts. */
export const searchBoxLabels = (t: StoryTranslate): Partial<SearchBoxLabels> => ({
  label: t('search.title'),
  placeholder: t('search.placeholder'),
  submit: t('search.submit'),
  clear: t('search.clear'),
  suggestions: t('search.suggestions'),
});

/** Search results texts. */
export const searchResultsLabels = (t: StoryTranslate): Partial<SearchResultsLabels> => ({
  products: t('search.products'),
  content: t('search.content'),
  story: t('search.kind.story'),
  page: t('search.kind.page'),
  tabs: t('search.resultTypes'),
  loading: t('search.searching'),
  price: priceLabels(t),
});

/** Facet panel texts. */
export const facetPanelLabels = (t: StoryTranslate): Partial<FacetPanelLabels> => ({
  heading: t('search.filters'),
  clearAll: t('search.clearFilters'),
  showMore: t('search.showMore'),
  showLess: t('search.showLess'),
  remove: t('search.removeFilter'),
  rangeFrom: t('search.rangeFrom'),
  rangeTo: t('search.rangeTo'),
});

/** Sort select texts. */
export const sortSelectLabels = (t: StoryTranslate): Partial<SortSelectLabels> => ({
  label: t('search.sortBy'),
  '_score.desc': t('search.sort.relevance'),
  'recommended.asc': t('search.sort.recommended'),
  'bp_name.asc': t('search.sort.nameAsc'),
  'bp_name.desc': t('search.sort.nameDesc'),
  'price.asc': t('search.sort.priceAsc'),
  'price.desc': t('search.sort.priceDesc'),
  'title.asc': t('search.sort.titleAsc'),
  'title.desc': t('search.sort.titleDesc'),
  'date.asc': t('search.sort.dateAsc'),
  'date.desc': t('search.sort.dateDesc'),
});

/** Pagination texts. */
export const paginationLabels = (t: StoryTranslate): Partial<PaginationLabels> => ({
  label: t('search.pagination'),
  page: t('search.pageNumber'),
  previous: t('search.previousPage'),
  next: t('search.nextPage'),
});

/** No-results texts. */
export const noResultsLabels = (t: StoryTranslate): Partial<NoResultsLabels> => ({
  heading: t('search.noResults'),
  tips: t('search.noResultsTips'),
  suggestions: t('search.trySuggestions'),
});

/** Button feedback texts. */
export const buttonFeedbackLabels = (t: StoryTranslate): ButtonFeedbackLabels => ({
  loading: t('button.loading'),
  success: t('button.success'),
  error: t('button.error'),
});

/** Toast texts. */
export const toastLabels = (t: StoryTranslate): Partial<ToastLabels> => ({
  error: t('toast.error'),
  warning: t('toast.warning'),
  information: t('toast.information'),
  close: t('toast.close'),
  region: t('toast.region'),
});

/** Preview banner texts. */
export const previewBannerLabels = (t: StoryTranslate): Partial<PreviewBannerLabels> => ({
  message: t('preview.banner'),
  exit: t('preview.exit'),
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
