'use client';

import {
  addBuild,
  type Build,
  CART_MESSAGES,
  type ConfiguratorOption,
  createBuild,
  DuplicateBuildError,
  defaultConfiguration,
} from '@ironmark/cart-core';
import { formatMessage } from '@ironmark/channel';
import { Link2, ListPlus } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { Button } from '../shell';
import { cn } from '../shell/cn';
import { type ClipboardLike, copyText } from './share-list-dialog';

/** One option of a configurator (e.g. the bar) and its choices: cart-core's type, the one source of truth. */
export type { ConfiguratorOption } from '@ironmark/cart-core';

/** Texts of {@link ConfiguratorPanel}; `{0}` in `added` is the build's name. */
export interface ConfiguratorPanelLabels {
  preview: string;
  addBuild: string;
  added: string;
  duplicate: string;
  copyLink: string;
  linkCopied: string;
  copyFailed: string;
}

/** English defaults of {@link ConfiguratorPanelLabels}; `duplicate` is the spec §8 text. */
export const defaultConfiguratorPanelLabels: ConfiguratorPanelLabels = {
  preview: 'Preview',
  addBuild: 'Add build to My List',
  added: '{0} added to My List',
  duplicate: CART_MESSAGES.duplicateBuild,
  copyLink: 'Copy link to this build',
  linkCopied: 'Link copied',
  copyFailed: 'Copying is not available here. Copy the address from the browser bar.',
};

export interface ConfiguratorPanelProps
  extends Omit<ComponentProps<'section'>, 'children' | 'onChange' | 'defaultValue'> {
  /** Configurator name, e.g. 'barbell-set' (build codes become `barbell-set_1`, names 'Barbell Set 1'). */
  configuratorName: string;
  /** Heading of the panel. */
  title: string;
  /** Option groups (bar, plates, collars) with their choices. */
  options: readonly ConfiguratorOption[];
  /** Controlled configuration; internal state starting at `defaultValue` (or each option's first value) otherwise. */
  value?: Record<string, string>;
  /** Choice per option group at start; first choice of each when absent. */
  defaultValue?: Record<string, string>;
  /** Called with the whole configuration after each change. */
  onChange?: (configuration: Record<string, string>) => void;
  /** Existing builds: used to number the new build and to refuse a duplicate (cart-core rules). */
  builds: Build[];
  /** Receives the new build when it is not a duplicate. */
  onAddBuild: (build: Build) => void;
  /** Called when a build is refused as a duplicate (after the panel's own status line says so), e.g. to toast it too. */
  onDuplicate?: () => void;
  /** The visual preview of a configuration (e.g. {@link PlateLoadPreview}). */
  renderPreview?: (configuration: Record<string, string>) => ReactNode;
  /** URL that reopens this configuration; shows the copy-link action when given. */
  shareUrl?: (configuration: Record<string, string>) => string;
  /** Clipboard used by 'copy link'; the browser's by default. */
  clipboard?: ClipboardLike;
  /** Texts of the panel; English defaults ({@link defaultConfiguratorPanelLabels}). */
  labels?: Partial<ConfiguratorPanelLabels>;
}

/**
 * A configurator: one radio group per option, a live visual preview, 'Add build to My List' (numbered
 * by cart-core's `createBuild`; a duplicate is refused with 'Build already exists, please make changes
 * to add a new build') and a copy-link action for the configuration.
 */
export function ConfiguratorPanel({
  configuratorName,
  title,
  options,
  value,
  defaultValue,
  onChange,
  builds,
  onAddBuild,
  onDuplicate,
  renderPreview,
  shareUrl,
  clipboard,
  labels: labelOverrides,
  className,
  ...props
}: ConfiguratorPanelProps) {
  const labels = { ...defaultConfiguratorPanelLabels, ...labelOverrides };
  const headingId = useId();
  const [internal, setInternal] = useState(() => defaultConfiguration(options, defaultValue));
  const configuration = value ?? internal;
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const choose = (name: string, choice: string) => {
    const next = { ...configuration, [name]: choice };
    setInternal(next);
    setStatus(null);
    onChange?.(next);
  };

  const add = () => {
    const build = createBuild(builds, configuratorName, configuration);
    try {
      addBuild(builds, build);
    } catch (error) {
      if (error instanceof DuplicateBuildError) {
        setStatus({ tone: 'error', text: labels.duplicate });
        onDuplicate?.();
        return;
      }
      throw error;
    }
    onAddBuild(build);
    setStatus({ tone: 'success', text: formatMessage(labels.added, [build.name]) });
  };

  const copy = async () => {
    if (!shareUrl) return;
    const ok = await copyText(shareUrl(configuration), clipboard ?? globalThis.navigator?.clipboard);
    setStatus(ok ? { tone: 'success', text: labels.linkCopied } : { tone: 'error', text: labels.copyFailed });
  };

  return (
    <section
      data-slot="configurator"
      aria-labelledby={headingId}
      className={cn('grid gap-8 desk:grid-cols-[3fr_2fr]', className)}
      {...props}
    >
      <div className="flex flex-col gap-3 desk:order-2">
        <h2 id={headingId} className="font-display text-3xl font-semibold uppercase">
          {title}
        </h2>
        {options.map((option) => (
          <OptionGroup
            key={option.name}
            option={option}
            value={configuration[option.name] ?? ''}
            onChange={choose}
          />
        ))}
        <div className="flex flex-wrap gap-2 pt-2">
          <Button variant="primary" onClick={add}>
            <ListPlus aria-hidden="true" className="size-4" />
            {labels.addBuild}
          </Button>
          {shareUrl && (
            <Button variant="outline" onClick={copy}>
              <Link2 aria-hidden="true" className="size-4" />
              {labels.copyLink}
            </Button>
          )}
        </div>
        <p
          role="status"
          className={cn('min-h-5 text-sm', status?.tone === 'error' ? 'text-error' : 'text-success')}
        >
          {status?.text ?? ''}
        </p>
      </div>
      {renderPreview && (
        <figure className="flex flex-col gap-2 desk:order-1">
          {renderPreview(configuration)}
          <figcaption className="sr-only">{labels.preview}</figcaption>
        </figure>
      )}
    </section>
  );
}

/**
 * One option's choices as native radio buttons shown as cards, like the checkout's delivery and
 * payment methods: the browser gives the group its keyboard behaviour (Tab to the checked choice,
 * arrow keys to the next) and its roles, with no script of its own to load or hydrate.
 */
function OptionGroup({
  option,
  value,
  onChange,
}: {
  option: ConfiguratorOption;
  value: string;
  onChange: (name: string, value: string) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{option.label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {option.values.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'relative flex min-h-11 flex-col items-start rounded-xs border border-line bg-surface px-3 py-2 text-left text-sm hover:border-ink',
              'has-checked:border-ink has-checked:ring-1 has-checked:ring-ink',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(option.name, choice.value)}
              // Invisible over the whole card: a click anywhere on it is a click on the radio itself.
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span className="font-medium">{choice.label}</span>
            {choice.description && <span className="text-xs text-muted">{choice.description}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
