export { CONTENT_ERROR, ContentError, type ContentErrorCode } from './errors';
export {
  contentImage,
  contentImagePath,
  IMAGE_NAME,
  type ImageMotif,
  imageMotifs,
  imagePalette,
  motifOf,
} from './images';
export { createLocalTransport, type ResponseFiles } from './local-transport';
export { type ContentLanguage, contentLanguage, contentLanguages, isContentLanguage } from './locale';
export {
  type ActionView,
  actionView,
  type BackgroundView,
  type CallToActionLayerView,
  type CardsLayerView,
  type CardView,
  type HeroLayerView,
  type LayerView,
  layerView,
  type MediaTextLayerView,
  type PageLayerLabels,
  type PageLayersView,
  type PageLayersViewOptions,
  pageLayersView,
  pageListsStories,
  type RichTextLayerView,
  type SectionLayoutView,
  type StatsLayerView,
  type StoryCardView,
  type StoryListLayerView,
  storyCardView,
} from './page-view';
export { isValidPreviewSecret, previewRedirectPath } from './preview';
export { countWords, plainText, readingTime, WORDS_PER_MINUTE } from './reading-time';
export {
  type ContentWebhook,
  contentWebhookSchema,
  isValidWebhookAuthorization,
  type RevalidationTarget,
  revalidationTargets,
} from './revalidation';
export * from './schemas';
export { seoKeywords } from './seo';
export {
  type Announcements,
  type ContentEnv,
  type ContentSearchDocument,
  type ContentSource,
  type ContentSourceOptions,
  createContentSource,
  normalisePath,
  type ReadOptions,
  toLayer,
  visibleLayers,
} from './source';
export {
  bracketParams,
  createStrapiTransport,
  type Populate,
  type PopulateEntry,
  populateOf,
  STRAPI_MAX_PAGES,
  STRAPI_PAGE_SIZE,
  type StrapiTransportOptions,
  strapiQueryUrl,
} from './strapi-transport';
export { type Translations, t, translator } from './translations';
export {
  type Collection,
  type ContentQuery,
  type ContentTransport,
  collections,
  draftCollections,
} from './transport';
