import { cn } from './cn';

// Kept apart from button.tsx (a client module) so server components can call buttonVariants().

/** Visual variants of {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'link';
/** Sizes of {@link Button}; every size keeps a hit area of at least 44 px. */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-ink hover:bg-accent-strong',
  secondary: 'bg-ink text-paper hover:bg-grey-800',
  outline: 'border border-ink bg-transparent text-ink hover:bg-ink hover:text-paper',
  ghost: 'bg-transparent text-ink hover:bg-ink/10',
  link: 'bg-transparent px-0 text-ink underline underline-offset-4 hover:text-accent',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-xs',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-13 px-7 text-base',
  icon: 'size-11 p-0',
};

/** Class names of a button variant and size (for links styled as buttons). Defaults: primary, md. */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(
    'inline-flex cursor-pointer items-center justify-center gap-2 rounded-xs font-display font-medium uppercase tracking-wider transition-colors duration-200 ease-out',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed',
    variantClasses[variant],
    sizeClasses[size],
    className,
  );
}
