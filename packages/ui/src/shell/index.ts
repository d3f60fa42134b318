export { CountBadge, type CountBadgeProps } from './badge-count';
export {
  ActionButton,
  type ActionButtonProps,
  Button,
  type ButtonFeedbackLabels,
  type ButtonProps,
  defaultButtonFeedbackLabels,
  useButtonFeedback,
} from './button';
export {
  type ButtonFeedback,
  type ButtonFeedbackController,
  type ButtonFeedbackEvent,
  buttonFeedbackReducer,
  createButtonFeedback,
} from './button-feedback';
export {
  type ButtonFeedbackTone,
  type ButtonSize,
  type ButtonVariant,
  buttonVariants,
} from './button-variants';
export { type Clock, createManualClock, type ManualClock, systemClock, type TimerHandle } from './clock';
export { cn } from './cn';
export { type DialogMaxWidth, Drawer, type DrawerProps, Modal, type ModalProps } from './dialog';
export { IconSprite, SpriteIcon, type SpriteIconName } from './icon-sprite';
export { Link, type LinkComponent, type LinkProps, LinkProvider } from './link';
export {
  defaultPreviewBannerLabels,
  PreviewBanner,
  type PreviewBannerLabels,
  type PreviewBannerProps,
} from './preview-banner';
export {
  clampProgress,
  createProgressDriver,
  defaultProgressSettings,
  hiddenProgress,
  type ProgressDriver,
  type ProgressSettings,
  type ProgressState,
  trickle,
} from './progress';
export { RouteProgressBar, type RouteProgressBarProps } from './route-progress-bar';
export { LoadingView, type LoadingViewProps, Skeleton } from './skeleton';
export {
  defaultErrorScreenLabels,
  defaultNotFoundLabels,
  ErrorScreen,
  type ErrorScreenLabels,
  type ErrorScreenProps,
  NotFound,
  type NotFoundLabels,
  type NotFoundProps,
} from './status-screens';
export { previewBannerTexts, toastTexts } from './texts';
export {
  defaultToastLabels,
  type ToastLabels,
  type ToastMessage,
  ToastRegion,
  type ToastRegionProps,
  type ToastType,
  toastAnnouncement,
} from './toast-region';
export { type ToastInput, ToastProvider, type ToastState, useToast } from './toast-state';
export { createToastTimer, type ToastTimer } from './toast-timer';
