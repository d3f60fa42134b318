export { EARTH_RADIUS_KM, type GeoPoint, haversineKm, sortByDistance } from './distance';
export { Hero, type HeroAction, type HeroProps } from './hero';
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
