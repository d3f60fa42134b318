export {
  type MediaAsset,
  type MediaAssetInput,
  type MediaFormat,
  mediaAssetSchema,
  mediaFormatSchema,
  parseMediaAsset,
} from './asset';
export { type ImageSource, type ImageSourceOptions, type ImageVariant, imageSource } from './image';
export {
  altText,
  EMBED_3D_MIME,
  EMBED_MIMES,
  isVideoKind,
  MEDIA_KINDS,
  type MediaKind,
  mediaKind,
  WEB_VIDEO_MIMES,
} from './kind';
export { MEDIA_LOG_MESSAGES } from './log-messages';
export { SAFE_MARKDOWN_PROTOCOL, safeMarkdownUrl } from './markdown-url';
export { DEFAULT_PREVIEW_IMAGE, previewImageUrl } from './preview';
export { type FramePlan, type MediaRenderOptions, type MediaRenderPlan, mediaRenderPlan } from './render';
export {
  type CdnTransform,
  cdnTransformUrl,
  IMAGE_OPTIMISER_PATH,
  IMAGE_QUALITIES,
  IMAGE_WIDTHS,
  type ImageCandidates,
  imageCandidates,
  isOptimisableImage,
  type MediaHosts,
  optimisedImageUrl,
  resolveMediaUrl,
  snapImageQuality,
  snapImageWidth,
} from './url';
export {
  CAPTION_LABELS,
  type CaptionTrack,
  type VideoOptions,
  type VideoSource,
  type VideoSources,
  videoSources,
} from './video';
