'use client';

import { useAnalytics } from '@ironmark/analytics/react';
import { BARBELL_CONFIGURATOR, barbellOptions, barbellValueLabels } from '@ironmark/cart-core';
import { useCartStoreApi } from '@ironmark/cart-core/react';
import { useChannel, useT } from '@ironmark/channel/react';
import { toNotification } from '@ironmark/commerce';
import { useListShare } from '@ironmark/commerce/react';
import {
  buildCardTexts,
  localiseBuildLabels,
  MyList,
  myListTexts,
  ShareListDialog,
  shareListDialogTexts,
} from '@ironmark/ui/lists';
import { useToast } from '@ironmark/ui/shell';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { configuratorPath } from './configurator';
import { useListView } from './use-list';

/**
 * My List: favourites (with variant info) and builds; move all to cart, share a read-only snapshot
 * with sales staff (commerce `createListShare`, link in a dialog), and request a quote (→ /quote).
 */
export function MyListPage({ brand }: { brand: string }) {
  const t = useT();
  const router = useRouter();
  const { channel, locale } = useChannel();
  const store = useCartStoreApi();
  const analytics = useAnalytics();
  const { show } = useToast();
  const view = useListView(brand);
  const sharing = useListShare();
  const buildLabels = useMemo(() => localiseBuildLabels(barbellOptions, barbellValueLabels, t), [t]);

  const requestQuote = () => {
    // spec §7: add_to_quote when the list goes to the quote request.
    if (view.analyticsItems.length > 0)
      analytics.addToQuote({ currency: channel.currency, items: view.analyticsItems });
    router.push(`/${locale}/quote`);
  };

  return (
    <>
      <MyList
        loading={!view.hydrated}
        favourites={view.favourites}
        builds={view.builds}
        quoteOnly={!channel.onlineShopping}
        onQuantityChange={(code, quantity) => store.getState().updateFavourites(code, quantity)}
        onRemove={(code) => store.getState().removeAllFromFavourites(code)}
        onBuildQuantityChange={(code, quantity) => store.getState().updateBuildQuantity(code, quantity)}
        onRemoveBuild={(code) => store.getState().removeBuild(code)}
        onMoveAllToCart={() => store.getState().moveFavouritesToCart()}
        onShare={() =>
          sharing
            .share({ channel: locale, contents: view.contents })
            .catch((error: unknown) => show({ ...toNotification(error, t), title: t('list.share') }))
        }
        onRequestQuote={requestQuote}
        buildCardProps={{ ...buildLabels, labels: buildCardTexts(t) }}
        buildEditHref={(build) =>
          build.configuratorName === BARBELL_CONFIGURATOR
            ? configuratorPath(locale, build.configuration)
            : undefined
        }
        labels={myListTexts(t)}
      />
      {sharing.sharedId && (
        <ShareListDialog
          url={`${window.location.origin}/${locale}/shared-list/${encodeURIComponent(sharing.sharedId)}`}
          open
          onOpenChange={(open) => {
            if (!open) sharing.close();
          }}
          labels={shareListDialogTexts(t)}
        />
      )}
    </>
  );
}
