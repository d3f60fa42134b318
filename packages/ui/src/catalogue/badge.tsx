import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';
import type { BadgeKind } from './types';

/** Texts of {@link Badge}, one per badge kind; English defaults. */
export type BadgeLabels = Record<BadgeKind, string>;

/** English defaults of {@link BadgeLabels}. */
export const defaultBadgeLabels: BadgeLabels = {
  discontinued: 'Discontinued',
  sale: 'Sale',
  limitedEdition: 'Limited edition',
  newArrival: 'New',
  comingSoon: 'Coming soon',
};

/** Colour of each badge kind: sale in the accent, the rest ink or outline (DESIGN: calm, one accent). */
export const badgeVariants: Record<BadgeKind, string> = {
  sale: 'bg-accent text-accent-ink',
  discontinued: 'bg-grey-700 text-white',
  limitedEdition: 'bg-ink text-paper',
  newArrival: 'bg-surface text-ink border border-ink',
  comingSoon: 'bg-surface text-ink border border-ink',
};

export interface BadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The badge to show (cart-core `productBadge`); nothing renders for `null`. */
  kind: BadgeKind | null;
  /** Texts of the badge kinds; English defaults ({@link defaultBadgeLabels}). */
  labels?: Partial<BadgeLabels>;
}

/** A product badge in the condensed display face (discontinued, sale, limited edition, new, coming soon). */
export function Badge({ kind, labels, className, ...props }: BadgeProps) {
  if (kind === null) return null;
  const text = { ...defaultBadgeLabels, ...labels }[kind];
  return (
    <span
      data-slot="badge"
      data-kind={kind}
      className={cn(
        'inline-flex items-center rounded-xs px-2 py-0.5 font-display text-xs font-medium uppercase tracking-wider',
        badgeVariants[kind],
        className,
      )}
      {...props}
    >
      {text}
    </span>
  );
}
