import { FileDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';

/** A downloadable document (manual, certificate, drawing). */
export interface Download {
  name: string;
  href: string;
  /** File format shown after the name, e.g. 'PDF'. */
  format?: string;
  /** File size in bytes. */
  sizeBytes?: number;
}

/** Formats a size in bytes as kB or MB (1 kB = 1000 bytes), one decimal for MB. */
export function formatFileSize(bytes: number, locale = 'en-US'): string {
  if (bytes >= 1_000_000) {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1000))} kB`;
}

export interface DownloadsProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** Files offered for download (name, link, format, size). */
  files: Download[];
  /** Locale used to format file sizes; default 'en-US'. */
  locale?: string;
}

/** A list of downloads, each a link with its format and size. */
export function Downloads({ files, locale = 'en-US', className, ...props }: DownloadsProps) {
  return (
    <ul data-slot="downloads" className={cn('flex flex-col', className)} {...props}>
      {files.map((file) => (
        <li key={file.href} className="border-t border-line first:border-t-0">
          <a
            href={file.href}
            download
            className="flex min-h-11 items-center gap-3 py-2 text-sm hover:underline"
          >
            <FileDown aria-hidden="true" className="size-5 shrink-0" />
            <span className="flex-1">{file.name}</span>
            {(file.format || file.sizeBytes !== undefined) && (
              <span className="tabular text-xs text-muted">
                {[file.format, file.sizeBytes !== undefined ? formatFileSize(file.sizeBytes, locale) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
