import type { ComponentProps } from 'react';
import { cn } from './cn';

/** Texts of the preview banner. */
export interface PreviewBannerLabels {
  message: string;
  exit: string;
}

/** English defaults of {@link PreviewBannerLabels}. */
export const defaultPreviewBannerLabels: PreviewBannerLabels = {
  message: 'Preview mode — you are viewing draft content.',
  exit: 'Exit preview',
};

export interface PreviewBannerProps extends ComponentProps<'aside'> {
  /** Where the exit link goes. Default '/api/exit-preview' (spec §2). */
  exitHref?: string;
  /** Texts of the banner; English defaults ({@link defaultPreviewBannerLabels}). */
  labels?: Partial<PreviewBannerLabels>;
}

/** The banner shown in preview mode, with the link that switches preview off. */
export function PreviewBanner({
  exitHref = '/api/exit-preview',
  labels,
  className,
  ...props
}: PreviewBannerProps) {
  const l = { ...defaultPreviewBannerLabels, ...labels };
  return (
    <aside
      data-slot="preview-banner"
      aria-label={l.message}
      className={cn(
        'sticky top-0 z-top-bar flex min-h-11 items-center justify-center gap-4 bg-ink px-4 py-2 text-sm text-paper',
        className,
      )}
      {...props}
    >
      <p>{l.message}</p>
      <a
        href={exitHref}
        className="inline-flex min-h-11 items-center font-display tracking-wider uppercase underline underline-offset-4 hover:text-accent"
      >
        {l.exit}
      </a>
    </aside>
  );
}
