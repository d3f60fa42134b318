import type { Translate } from '../translate';
import type { PreviewBannerLabels } from './preview-banner';
import type { ToastLabels } from './toast-region';

/** The toast region's texts (the types' screen-reader names, close, the region) from the storefront's keys. */
export function toastTexts(t: Translate): ToastLabels {
  return {
    error: t('toast.error'),
    warning: t('toast.warning'),
    information: t('toast.information'),
    close: t('toast.close'),
    region: t('toast.region'),
  };
}

/** The preview banner's texts from the storefront's keys. */
export function previewBannerTexts(t: Translate): PreviewBannerLabels {
  return { message: t('preview.banner'), exit: t('preview.exit') };
}
