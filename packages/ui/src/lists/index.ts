export type { Translate } from '../translate';
export {
  BuildCard,
  type BuildCardLabels,
  type BuildCardProps,
  defaultBuildCardLabels,
} from './build-card';
export {
  BuildNextSteps,
  type BuildNextStepsLabels,
  type BuildNextStepsProps,
  defaultBuildNextStepsLabels,
} from './build-next-steps';
export {
  CartPageView,
  type CartPageViewLabels,
  type CartPageViewProps,
  defaultCartPageViewLabels,
} from './cart-page-view';
export {
  CartView,
  type CartViewLabels,
  type CartViewProps,
  defaultCartViewLabels,
  lineMaxQuantity,
} from './cart-view';
export {
  type ConfiguratorOption,
  ConfiguratorPanel,
  type ConfiguratorPanelLabels,
  type ConfiguratorPanelProps,
  defaultConfiguratorPanelLabels,
} from './configurator-panel';
export { configuratorTextKeys, localiseBuildLabels, localiseOptions } from './configurator-texts';
export {
  defaultFreeShippingLabels,
  type FreeShippingLabels,
  FreeShippingProgress,
  type FreeShippingProgressProps,
  type FreeShippingState,
  freeShippingProgress,
} from './free-shipping-progress';
export { defaultMyListLabels, MyList, type MyListLabels, type MyListProps } from './my-list';
export {
  loadTotal,
  type PlateColour,
  PlateLoadPreview,
  type PlateLoadPreviewProps,
  plateColour,
} from './plate-load-preview';
export {
  defaultQuoteAddressLabels,
  emptyQuoteAddress,
  QuoteAddressBlock,
  type QuoteAddressBlockProps,
  type QuoteAddressField,
  type QuoteAddressLabels,
  type QuoteAddressValues,
  quoteAddressFields,
} from './quote-address-block';
export { QuoteRequestForm, type QuoteRequestFormProps } from './quote-request-form';
export {
  defaultQuoteRequestLabels,
  type QuoteRequestLabels,
  type QuoteRequestValues,
} from './quote-request-labels';
export { quoteRequestSchema } from './quote-request-schema';
export { defaultQuoteViewLabels, QuoteView, type QuoteViewLabels, type QuoteViewProps } from './quote-view';
export {
  type ClipboardLike,
  copyText,
  defaultShareListDialogLabels,
  ShareListDialog,
  type ShareListDialogLabels,
  type ShareListDialogProps,
} from './share-list-dialog';
export {
  defaultSharedListViewLabels,
  type SharedListData,
  SharedListView,
  type SharedListViewLabels,
  type SharedListViewProps,
} from './shared-list-view';
export {
  buildCardTexts,
  cartPageViewTexts,
  configuratorTexts,
  myListTexts,
  quoteAddressMessages,
  quoteAddressTexts,
  quoteRequestTexts,
  quoteViewTexts,
  sharedListViewTexts,
  shareListDialogTexts,
} from './texts';
export type { BuildItem, CapChange, CartLine, CartSummary, FavouriteLine } from './types';
