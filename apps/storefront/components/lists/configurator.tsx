'use client';

import { useAnalytics } from '@ironmark/analytics/react';
import {
  addBuild,
  BARBELL_CONFIGURATOR,
  type Build,
  barbellAllowedValues,
  barbellOptions,
  createBuild,
  DuplicateBuildError,
  decodeConfiguration,
  defaultConfiguration,
  encodeConfiguration,
  previewLoad,
} from '@ironmark/cart-core';
import { useCartStore, useCartStoreApi } from '@ironmark/cart-core/react';
import { ConfiguratorPanel, PlateLoadPreview } from '@ironmark/ui/lists';
import { buttonVariants, Link } from '@ironmark/ui/shell';
import { useSearchParams } from 'next/navigation';
import { type MouseEvent, useMemo, useState } from 'react';
import { useChannel } from '../../lib/channel-context';
import { useT } from '../../lib/i18n';
import { withFallback } from '../../lib/texts/texts';
import { useToast } from '../../lib/toast-context';
import { localiseOptions } from './configurator-texts';

/** The URL parameter that carries a configuration (cart-core `encodeConfiguration`). */
export const CONFIG_PARAM = 'config';

/**
 * The barbell-set configurator: options, the plate-load preview, 'Add to My List' (a named build;
 * a duplicate toasts 'Build already exists, please make changes to add a new build'), a copy-link
 * action (?config=…) and the way on to My List and the quote request.
 */
export function Configurator({ initial = {} }: { initial?: Record<string, string> }) {
  const t = useT();
  const text = withFallback(t);
  const { locale, channel } = useChannel();
  const store = useCartStoreApi();
  const builds = useCartStore((state) => state.builds);
  const analytics = useAnalytics();
  const { show } = useToast();
  const [configuration, setConfiguration] = useState<Record<string, string>>(() =>
    defaultConfiguration(barbellOptions, initial),
  );
  const [added, setAdded] = useState<Build | null>(null);
  const addLabel = t('list.add');
  const options = useMemo(() => localiseOptions(barbellOptions, t), [t]);

  // The panel answers a duplicate in its own status line; the page also raises the spec's toast (§8).
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest('button');
    if (!button || button.textContent?.trim() !== addLabel) return;
    try {
      addBuild(builds, createBuild(builds, BARBELL_CONFIGURATOR, configuration));
    } catch (error) {
      if (error instanceof DuplicateBuildError) show({ type: 'error', title: t('buildExists') });
    }
  };

  return (
    <div className="flex flex-col gap-6" onClickCapture={onClickCapture}>
      <ConfiguratorPanel
        configuratorName={BARBELL_CONFIGURATOR}
        title={text('configurator.title', 'Build your barbell set')}
        options={options}
        value={configuration}
        onChange={setConfiguration}
        builds={builds}
        onAddBuild={(build) => {
          const stored = store.getState().addBuild(build.configuratorName, build.configuration);
          setAdded(stored);
          analytics.addToQuote({
            currency: channel.currency,
            items: [{ id: stored.code, name: stored.name, price: 0, quantity: stored.quantity }],
          });
        }}
        renderPreview={(current) => (
          <PlateLoadPreview
            {...previewLoad(current)}
            label={t('configurator.loadDescription')}
            emptyLabel={t('configurator.noPlates')}
          />
        )}
        shareUrl={(current) =>
          `${window.location.origin}/${locale}/design-your-gym?${CONFIG_PARAM}=${encodeURIComponent(encodeConfiguration(current))}`
        }
        labels={{
          addBuild: addLabel,
          duplicate: t('buildExists'),
          copyLink: t('quote.copyConfigLink'),
          linkCopied: t('list.linkCopied'),
          added: text('configurator.added', '{0} added to My List'),
          preview: t('configurator.preview'),
          copyFailed: t('configurator.copyFailed'),
        }}
      />
      {added && (
        <div className="flex flex-wrap gap-2" data-slot="build-next-steps">
          <Link href={`/${locale}/quote`} className={buttonVariants({ variant: 'primary' })}>
            {t('quote.buildQuote')}
          </Link>
          <Link href={`/${locale}/my-list`} className={buttonVariants({ variant: 'outline' })}>
            {t('list.title')}
          </Link>
        </div>
      )}
    </div>
  );
}

/** {@link Configurator} opened from a copied link: the configuration of `?config=` (unknown values dropped). */
export function ConfiguratorFromUrl() {
  const encoded = useSearchParams().get(CONFIG_PARAM);
  return <Configurator key={encoded ?? ''} initial={decodeConfiguration(encoded, barbellAllowedValues)} />;
}
