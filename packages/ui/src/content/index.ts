export { EARTH_RADIUS_KM, type GeoPoint, haversineKm, sortByDistance } from './distance';
export { Hero, type HeroAction, type HeroProps } from './hero';
export {
  defaultPageLayersLabels,
  type PageLayer,
  type PageLayerCard,
  type PageLayerSection,
  PageLayers,
  type PageLayersLabels,
  type PageLayersProps,
} from './page-layers';
export { type PageText, type PageTextKey, pageTexts, serverPageText, withPageTexts } from './page-texts';
export {
  BackgroundLayer,
  type BackgroundLayerProps,
  Section,
  type SectionHeight,
  type SectionProps,
  type SectionSpacing,
} from './section';
export {
  defaultStoreLocatorLabels,
  type NamedPoint,
  type Store,
  StoreLocator,
  type StoreLocatorLabels,
  type StoreLocatorProps,
} from './store-locator';
export { StoryArticle, type StoryArticleProps } from './story-article';
export { defaultStoryCardLabels, StoryCard, type StoryCardLabels, type StoryCardProps } from './story-card';
export { StoryGrid, type StoryGridItem, type StoryGridProps } from './story-grid';
export { storeLocatorTexts } from './texts';
