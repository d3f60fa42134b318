'use client';

import { formatMessage } from '@ironmark/channel';
import { Pencil, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { defaultQuantityStepperLabels, QuantityStepper } from '../catalogue/quantity-stepper';
import { Button } from '../shell';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';
import type { BuildItem } from './types';

/** Texts of {@link BuildCard}; `{0}` is the build's name. */
export interface BuildCardLabels {
  code: string;
  edit: string;
  remove: string;
  quantity: string;
  /** The quantity stepper's buttons. */
  decrease: string;
  increase: string;
}

/** English defaults of {@link BuildCardLabels}. */
export const defaultBuildCardLabels: BuildCardLabels = {
  code: 'Build code',
  edit: 'Edit {0}',
  remove: 'Remove {0}',
  quantity: 'Quantity, {0}',
  decrease: defaultQuantityStepperLabels.decrease,
  increase: defaultQuantityStepperLabels.increase,
};

export interface BuildCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  /** The build: its code, options and quantity. */
  build: BuildItem;
  /** Display names of configuration keys, e.g. { bar: 'Bar' }; the key itself otherwise. */
  optionLabels?: Record<string, string>;
  /** Display names of configuration values, e.g. { 'plates-100': '100 kg set' }; the value itself otherwise. */
  valueLabels?: Record<string, string>;
  /** Link back to the configurator with this build loaded. */
  editHref?: string;
  /** Called with the build's code and new quantity. */
  onQuantityChange?: (code: string, quantity: number) => void;
  /** Removes the build. */
  onRemove?: (code: string) => void;
  /** Texts of the card; English defaults ({@link defaultBuildCardLabels}). */
  labels?: Partial<BuildCardLabels>;
}

/** A configurator build in My List: its generated name and code, the chosen options, quantity and remove. */
export function BuildCard({
  build,
  optionLabels = {},
  valueLabels = {},
  editHref,
  onQuantityChange,
  onRemove,
  labels: labelOverrides,
  className,
  ...props
}: BuildCardProps) {
  const labels = { ...defaultBuildCardLabels, ...labelOverrides };
  return (
    <article
      data-slot="build-card"
      className={cn('flex flex-col gap-3 border border-line bg-surface p-4', className)}
      {...props}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-display text-lg font-medium uppercase">{build.name}</h3>
          <p className="text-xs text-muted">
            {labels.code}: <span className="tabular">{build.code}</span>
          </p>
        </div>
        <div className="flex">
          {editHref && (
            <Link
              href={editHref}
              aria-label={formatMessage(labels.edit, [build.name])}
              className="inline-flex size-11 items-center justify-center rounded-xs hover:bg-ink/10"
            >
              <Pencil aria-hidden="true" className="size-4" />
            </Link>
          )}
          <Button
            variant="ghost"
            size="icon"
            aria-label={formatMessage(labels.remove, [build.name])}
            onClick={() => onRemove?.(build.code)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {Object.entries(build.configuration).map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted">{optionLabels[key] ?? key}</dt>
            <dd>{valueLabels[value] ?? value}</dd>
          </div>
        ))}
      </dl>
      <QuantityStepper
        className="self-start"
        value={build.quantity}
        onChange={(quantity) => onQuantityChange?.(build.code, quantity)}
        labels={{
          quantity: formatMessage(labels.quantity, [build.name]),
          decrease: labels.decrease,
          increase: labels.increase,
        }}
      />
    </article>
  );
}
