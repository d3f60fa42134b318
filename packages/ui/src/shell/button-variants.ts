import { cn } from './cn';

// Kept apart from button.tsx (a client module) so server components can call buttonVariants().

/** Visual variants of {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'link';
/** Sizes of {@link Button}; every size keeps a hit area of at least 44 px. */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

/** Feedback of an action shown in the button's colours (spec §4); loading keeps the variant's colours. */
export type ButtonFeedbackTone = 'success' | 'error';

// Each variant's classes come in two parts so that feedback can replace the colours without two
// classes for one property on the element (`cn` does not merge conflicting utilities).
const variantShapeClasses: Record<ButtonVariant, string> = {
  primary: '',
  secondary: '',
  outline: 'border border-ink',
  ghost: '',
  // The size's horizontal padding applies to links too (a `px-0` here never won over it).
  link: 'underline underline-offset-4',
};

const variantColourClasses: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-ink hover:bg-accent-strong',
  secondary: 'bg-ink text-paper hover:bg-grey-800',
  outline: 'bg-transparent text-ink hover:bg-ink hover:text-paper',
  ghost: 'bg-transparent text-ink hover:bg-ink/10',
  link: 'bg-transparent text-ink hover:text-accent',
};

const feedbackColourClasses: Record<ButtonFeedbackTone, string> = {
  success: 'bg-success text-paper hover:bg-success',
  error: 'bg-error text-paper hover:bg-error',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-xs',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-13 px-7 text-base',
  icon: 'size-11 p-0',
};

/**
 * Class names of a button variant and size (for links styled as buttons). Defaults: primary, md,
 * rounded corners, no feedback. `feedback` replaces the variant's colours (not on the link variant).
 * `className` is appended as is: pass only classes for properties the button does not set (layout such
 * as `w-full`, `flex-1`, `self-start`); corners go through `square`.
 */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  square = false,
  feedback,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Square corners, e.g. a submit button joined to its field. Default false (rounded). */
  square?: boolean;
  /** Colours of a finished action; absent for the variant's own colours. */
  feedback?: ButtonFeedbackTone | undefined;
  className?: string | undefined;
} = {}): string {
  return cn(
    // Layout, type, transition, focus ring and disabled state: the `button-base` utility (ui styles.css).
    'button-base',
    square ? 'rounded-none' : 'rounded-xs',
    variantShapeClasses[variant],
    feedback && variant !== 'link' ? feedbackColourClasses[feedback] : variantColourClasses[variant],
    sizeClasses[size],
    className,
  );
}
