'use client';

import { useAnalytics } from '@ironmark/analytics/react';
import {
  BARBELL_CONFIGURATOR,
  barbellOptions,
  barbellValueLabels,
  encodeConfiguration,
  hasQuoteContents,
} from '@ironmark/cart-core';
import { useCartStoreApi } from '@ironmark/cart-core/react';
import {
  fetchApi,
  sharedListRequestBody,
  sharedListSchema,
  submissionKeys,
  toNotification,
} from '@ironmark/commerce';
import { buildCardTexts, MyList, myListTexts, ShareListDialog } from '@ironmark/ui/lists';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useChannel } from '../../lib/channel-context';
import { useT } from '../../lib/i18n';
import { withFallback } from '../../lib/texts/texts';
import { useToast } from '../../lib/toast-context';
import { localiseBuildLabels } from './configurator-texts';
import { useListView } from './use-list';

/**
 * My List: favourites (with variant info) and builds; move all to cart, share a read-only snapshot
 * with sales staff (POST /api/shared-lists, link in a dialog), and request a quote (→ /quote).
 */
export function MyListPage({ brand }: { brand: string }) {
  const t = useT();
  const text = withFallback(t);
  const router = useRouter();
  const { channel, locale } = useChannel();
  const store = useCartStoreApi();
  const analytics = useAnalytics();
  const { show } = useToast();
  const view = useListView(brand);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  // One Idempotency-Key per distinct list: sharing the same list again gives the same link.
  const [keys] = useState(() => submissionKeys());
  const buildLabels = useMemo(() => localiseBuildLabels(barbellOptions, barbellValueLabels, t), [t]);

  const share = async () => {
    if (sharing) return;
    setSharing(true);
    try {
      const json = sharedListRequestBody({ channel: locale, contents: view.contents });
      const shared = await fetchApi('/api/shared-lists', {
        json,
        idempotencyKey: keys.keyFor(json),
        schema: sharedListSchema,
      });
      setShareUrl(`${window.location.origin}/${locale}/shared-list/${encodeURIComponent(shared.id)}`);
    } catch (error) {
      show({ ...toNotification(error, t), title: t('list.share') });
    } finally {
      setSharing(false);
    }
  };

  const requestQuote = () => {
    // spec §7: add_to_quote when the list goes to the quote request.
    if (view.analyticsItems.length > 0)
      analytics.addToQuote({ currency: channel.currency, items: view.analyticsItems });
    router.push(`/${locale}/quote`);
  };

  if (!view.hydrated) {
    return (
      <p role="status" className="text-sm text-muted">
        {t('button.loading')}
      </p>
    );
  }

  return (
    <>
      <MyList
        favourites={view.favourites}
        builds={view.builds}
        quoteOnly={!channel.onlineShopping}
        onQuantityChange={(code, quantity) => store.getState().updateFavourites(code, quantity)}
        onRemove={(code) => store.getState().removeAllFromFavourites(code)}
        onBuildQuantityChange={(code, quantity) => store.getState().updateBuildQuantity(code, quantity)}
        onRemoveBuild={(code) => store.getState().removeBuild(code)}
        onMoveAllToCart={() => store.getState().moveFavouritesToCart()}
        onShare={() => {
          if (hasQuoteContents(view.contents)) void share();
        }}
        onRequestQuote={requestQuote}
        buildCardProps={{
          ...buildLabels,
          labels: buildCardTexts(t),
        }}
        buildEditHref={(build) =>
          build.configuratorName === BARBELL_CONFIGURATOR
            ? `/${locale}/design-your-gym?config=${encodeURIComponent(encodeConfiguration(build.configuration))}`
            : undefined
        }
        labels={myListTexts(t)}
      />
      {shareUrl && (
        <ShareListDialog
          url={shareUrl}
          open
          onOpenChange={(open) => {
            if (!open) setShareUrl(null);
          }}
          labels={{
            title: t('list.shareTitle'),
            copy: t('list.copyLink'),
            copied: t('list.linkCopied'),
            link: t('list.shareLink'),
            copyFailed: t('list.copyFailed'),
            emailSales: t('list.emailSales'),
            close: t('toast.close'),
            description: text(
              'list.shareDescription',
              'Send this link to a Strength Expert. They see a read-only copy of your list as it is now.',
            ),
          }}
        />
      )}
    </>
  );
}
