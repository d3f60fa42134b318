'use client';

import { useAnalytics, useConsent } from '@ironmark/analytics/react';
import { listQuantity } from '@ironmark/cart-core';
import { useCartStore } from '@ironmark/cart-core/react';
import { countryName, getChannel } from '@ironmark/channel';
import { useChannel, useT } from '@ironmark/channel/react';
import { isCheckoutPath } from '@ironmark/navigation';
import { useHashScroll } from '@ironmark/navigation/react';
import { cookieConsentTexts, countryLanguageTexts, countryMismatchTexts } from '@ironmark/ui/consent';
import { SiteHeaderActions } from '@ironmark/ui/navigation';
import {
  LoadingView,
  PreviewBanner,
  previewBannerTexts,
  RouteProgressBar,
  toastTexts,
  useToast,
} from '@ironmark/ui/shell';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useNavigationPending } from '../../lib/app-link';
import { fetchMenuTree } from '../../lib/menu-tree';

// spec §2: the two overlay panels load lazily, only when opened, and checkout pages omit them.
// The cookie dialog and the country notification load the same way, only for a visitor who has
// not chosen yet or whose country differs: a returning visitor never downloads them. React's `lazy`
// rather than next/dynamic: none of them renders on the server, and next/dynamic's loader and chunk
// preloading joined every page's first-load scripts.
const CountryLanguageSelector = lazy(() =>
  import('./overlays').then((m) => ({ default: m.CountryLanguageSelector })),
);
const CookieConsentDialog = lazy(() =>
  import('./overlays').then((m) => ({ default: m.CookieConsentDialog })),
);
// The toast region (Radix Toast) loads with the first toast and then stays mounted; Radix announces
// each toast through its own live region rendered after the toast, so the first one is announced too.
const ToastRegion = lazy(() => import('./toast-region').then((m) => ({ default: m.ToastRegion })));
const CountryMismatchNotification = lazy(() =>
  import('./overlays').then((m) => ({ default: m.CountryMismatchNotification })),
);

/** Reports every completed route (path + query) — spec §4: page view recorded on completion. */
function RouteTracker({ onRoute }: { onRoute: (url: string) => void }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const report = useRef(onRoute);
  report.current = onRoute;
  useEffect(() => {
    report.current(`${pathname}${search ? `?${search}` : ''}`);
  }, [pathname, search]);
  return null;
}

/** The page shell of spec §2 around every page: header, footer, toasts, consent and locale overlays. */
export function SiteShell({
  header,
  footer,
  preview,
  children,
}: {
  /** The server-rendered header (ui's SiteHeader): its islands take the counts and the chooser from here. */
  header: ReactNode;
  /** The server-rendered footer. */
  footer: ReactNode;
  preview: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const router = useRouter();
  const pathname = usePathname();
  const { channel, locale, showPrices, overlay, settings, chooseChannel, closeCountryCheck, dismissOverlay } =
    useChannel();
  const analytics = useAnalytics();
  const consent = useConsent();
  const { toast, close: closeToast } = useToast();
  const loading = useNavigationPending();
  const cartCount = useCartStore((state) => listQuantity(state.cart));
  const favouritesCount = useCartStore((state) => listQuantity(state.favourites));
  const buildsCount = useCartStore((state) => state.builds.length);
  const [languageOpen, setLanguageOpen] = useState(false);
  const [hash, setHash] = useState('');
  const [toastShown, setToastShown] = useState(false);
  if (toast && !toastShown) setToastShown(true);

  const prefix = `/${locale}`;
  useHashScroll(hash);
  const loadPrimary = useCallback(() => fetchMenuTree(locale), [locale]);
  const openChooser = useCallback(() => setLanguageOpen(true), []);

  const choose = (code: string) => {
    setLanguageOpen(false);
    const target = chooseChannel(code, pathname);
    if (target) router.push(target);
  };

  const isPrivacyPage = pathname === `${prefix}/privacy-policy`;
  const isCheckout = isCheckoutPath(pathname);
  // A first visit's overlays open from the stores' synchronous update after hydration. Deferred, they
  // mount in a render of their own that React splits into short tasks: on a phone their render was
  // one task of 300 ms (at 4x CPU) with the rest of the page's update.
  const firstVisitOverlay = useDeferredValue(overlay);
  const consentDialogOpen = useDeferredValue(consent.dialogOpen);
  const selectorOpen = !isCheckout && (languageOpen || firstVisitOverlay === 'local-overlay');
  const userCountry = settings?.country ?? '';
  const userChannel = settings?.locale && getChannel(settings.locale) ? settings.locale : null;

  return (
    <>
      <RouteProgressBar loading={loading} label={t('button.loading')} />
      <Suspense>
        <RouteTracker
          onRoute={(url) => {
            analytics.routeComplete(url);
            setHash(window.location.hash);
          }}
        />
      </Suspense>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:bg-paper focus:p-3"
      >
        {t('nav.skipToContent')}
      </a>
      {preview && (
        <PreviewBanner
          exitHref={`/api/exit-preview?path=${encodeURIComponent(pathname)}`}
          labels={previewBannerTexts(t)}
        />
      )}
      <SiteHeaderActions
        counts={{ cart: showPrices ? cartCount : 0, quoteList: favouritesCount, builds: buildsCount }}
        onChooseLanguage={openChooser}
        loadPrimary={loadPrimary}
      >
        {header}
      </SiteHeaderActions>
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none" aria-busy={loading || undefined}>
        {/* spec §2: the fallback view while the next page is generated. A client-side state rather than a
            route loading.tsx, whose Suspense boundary made the first paint show the skeleton (layout shift)
            and committed status 200 before a page could call notFound(). The page stays mounted. */}
        {loading && <LoadingView label={t('button.loading')} />}
        <div className={loading ? 'hidden' : 'contents'}>{children}</div>
      </main>
      {footer}
      {/* Each lazy panel suspends alone while its chunk loads (nothing shows in the meantime). */}
      <Suspense>
        {toastShown && <ToastRegion toast={toast} onDismiss={closeToast} labels={toastTexts(t)} />}
      </Suspense>
      <Suspense>
        {consentDialogOpen && !isPrivacyPage && (
          <CookieConsentDialog
            open
            onChoose={consent.choose}
            privacyPolicyHref={`${prefix}/privacy-policy`}
            labels={cookieConsentTexts(t)}
          />
        )}
      </Suspense>
      <Suspense>
        {selectorOpen && (
          <CountryLanguageSelector
            open
            onOpenChange={(open) => {
              setLanguageOpen(open);
              if (!open) dismissOverlay();
            }}
            current={locale}
            onSelect={choose}
            labels={countryLanguageTexts(t)}
          />
        )}
      </Suspense>
      <Suspense>
        {firstVisitOverlay === 'country-notification' && userCountry && (
          <CountryMismatchNotification
            pageCountryName={countryName(channel.country)}
            userCountry={userCountry}
            userCountryName={countryName(userCountry)}
            onSwitch={() => choose(userChannel ?? locale)}
            onStay={closeCountryCheck}
            labels={countryMismatchTexts(t)}
          />
        )}
      </Suspense>
    </>
  );
}
