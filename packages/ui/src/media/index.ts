export { Image, type ImageProps } from './image';
export {
  defaultLightboxLabels,
  Lightbox,
  type LightboxLabels,
  type LightboxProps,
  wrapIndex,
} from './lightbox';
export {
  defaultMediaRendererLabels,
  MediaRenderer,
  type MediaRendererLabels,
  type MediaRendererProps,
} from './media-renderer';
