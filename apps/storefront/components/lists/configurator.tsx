'use client';

import { useAnalytics } from '@ironmark/analytics/react';
import {
  BARBELL_CONFIGURATOR,
  type Build,
  barbellAllowedValues,
  barbellOptions,
  decodeConfiguration,
  defaultConfiguration,
  encodeConfiguration,
  previewLoad,
} from '@ironmark/cart-core';
import { useCartStore, useCartStoreApi } from '@ironmark/cart-core/react';
import { useChannel, useT } from '@ironmark/channel/react';
import {
  BuildNextSteps,
  ConfiguratorPanel,
  configuratorTexts,
  localiseOptions,
  PlateLoadPreview,
} from '@ironmark/ui/lists';
import { useToast } from '@ironmark/ui/shell';
import { useMemo, useState } from 'react';
import { useUrlQuery } from '../use-url-query';

/** The URL parameter that carries a configuration (cart-core `encodeConfiguration`). */
const CONFIG_PARAM = 'config';

/** The configurator page opened on `configuration` (a copied link, a build's edit link on My List). */
export function configuratorPath(locale: string, configuration: Readonly<Record<string, string>>): string {
  return `/${locale}/design-your-gym?${CONFIG_PARAM}=${encodeURIComponent(encodeConfiguration(configuration))}`;
}

/**
 * The barbell-set configurator: options, the plate-load preview, 'Add to My List' (a named build;
 * a duplicate toasts 'Build already exists, please make changes to add a new build'), a copy-link
 * action (?config=…) and the way on to My List and the quote request.
 */
function Configurator({ initial = {} }: { initial?: Record<string, string> }) {
  const t = useT();
  const { locale, channel } = useChannel();
  const store = useCartStoreApi();
  const builds = useCartStore((state) => state.builds);
  const analytics = useAnalytics();
  const { show } = useToast();
  const [configuration, setConfiguration] = useState<Record<string, string>>(() =>
    defaultConfiguration(barbellOptions, initial),
  );
  const [added, setAdded] = useState<Build | null>(null);
  const options = useMemo(() => localiseOptions(barbellOptions, t), [t]);
  const texts = configuratorTexts(t);

  return (
    <div className="flex flex-col gap-6">
      <ConfiguratorPanel
        configuratorName={BARBELL_CONFIGURATOR}
        title={texts.title}
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
        // The panel answers a duplicate in its own status line; the page also raises the spec's toast (§8).
        onDuplicate={() => show({ type: 'error', title: t('buildExists') })}
        renderPreview={(current) => <PlateLoadPreview {...previewLoad(current)} {...texts.preview} />}
        shareUrl={(current) => `${window.location.origin}${configuratorPath(locale, current)}`}
        labels={texts.labels}
      />
      {added && (
        <BuildNextSteps
          quoteHref={`/${locale}/quote`}
          myListHref={`/${locale}/my-list`}
          labels={texts.nextSteps}
        />
      )}
    </div>
  );
}

/**
 * {@link Configurator} opened from a copied link: the configuration of `?config=` (unknown values
 * dropped). The static HTML is the default configuration; a link's applies once the page has hydrated
 * ({@link useUrlQuery}).
 */
export function ConfiguratorFromUrl() {
  const [params, queryReader] = useUrlQuery();
  const encoded = params.get(CONFIG_PARAM);
  return (
    <>
      {queryReader}
      <Configurator key={encoded ?? ''} initial={decodeConfiguration(encoded, barbellAllowedValues)} />
    </>
  );
}
