export {
  AvailabilityLabel,
  type AvailabilityLabelProps,
  type AvailabilityLabels,
  availabilityText,
  defaultAvailabilityLabels,
} from './availability-label';
export { Badge, type BadgeLabels, type BadgeProps, badgeVariants, defaultBadgeLabels } from './badge';
export { BarComparison, type BarComparisonProps, type LiveComparableBar } from './bar-comparison';
export {
  type BarComparisonLabels,
  BarComparisonTable,
  type BarComparisonTableProps,
  type ComparableBar,
  defaultBarComparisonLabels,
  specDiffers,
} from './bar-comparison-table';
export { Breadcrumbs, type BreadcrumbsProps, type Crumb } from './breadcrumbs';
export { CategoryHeader, type CategoryHeaderProps } from './category-header';
export {
  type CategoryListingLabels,
  CategoryListingView,
  type CategoryListingViewProps,
  defaultCategoryListingLabels,
} from './category-listing-view';
export { type Download, Downloads, type DownloadsProps, formatFileSize } from './downloads';
export { type DeliveryUnit, deliveryEstimate } from './format';
export { defaultGalleryLabels, Gallery, type GalleryLabels, type GalleryProps } from './gallery';
export {
  defaultOptionPickerLabels,
  OptionPicker,
  type OptionPickerLabels,
  type OptionPickerProps,
} from './option-picker';
export { defaultPriceLabels, Price, type PriceLabels, type PriceProps, priceFromRealtime } from './price';
export {
  defaultProductCardLabels,
  type LinkLike,
  ProductCard,
  type ProductCardLabels,
  type ProductCardMode,
  type ProductCardProduct,
  type ProductCardProps,
} from './product-card';
export {
  defaultProductDetailsLabels,
  ProductDetails,
  type ProductDetailsLabels,
  type ProductDetailsProduct,
  type ProductDetailsProps,
} from './product-details';
export { ProductGrid, type ProductGridProps } from './product-grid';
export { ProductImageFrame, type ProductImageFrameProps } from './product-image-frame';
export { ProductJsonLd, type ProductJsonLdProps } from './product-json-ld';
export {
  clampQuantity,
  defaultQuantityStepperLabels,
  QuantityStepper,
  type QuantityStepperLabels,
  type QuantityStepperProps,
} from './quantity-stepper';
export { quantityStepperTexts } from './quantity-stepper-texts';
export { RelatedProducts, type RelatedProductsProps } from './related-products';
export {
  averageRating,
  defaultReviewsLabels,
  ProductReviews,
  Rating,
  type RatingProps,
  type Review,
  Reviews,
  type ReviewsLabels,
  type ReviewsProps,
} from './reviews';
export { SizeChart, type SizeChartProps } from './size-chart';
export { type Specification, Specifications, type SpecificationsProps } from './specifications';
export {
  availabilityTexts,
  barComparisonTexts,
  categoryListingTexts,
  productCardTexts,
  productDetailsTexts,
  reviewsTexts,
} from './texts';
export type { Availability, AvailabilityKind, BadgeKind, PriceInfo, ProductImage, StockInfo } from './types';
export { type VariantOption, VariantPicker, type VariantPickerProps } from './variant-picker';
export { Warranty, type WarrantyProps } from './warranty';
