'use client';

import { useAnalytics } from '@ironmark/analytics/react';
import { requiresState } from '@ironmark/cart-core';
import { useChannel, useT } from '@ironmark/channel/react';
import { type QuoteAddressIssue, quoteCountries, quoteSendNotification } from '@ironmark/commerce';
import { useQuoteRequest } from '@ironmark/commerce/react';
import { QuoteView, quoteAddressMessages, quoteViewTexts } from '@ironmark/ui/lists';
import { useToast } from '@ironmark/ui/shell';
import { useRouter } from 'next/navigation';
import { useMemo, useRef } from 'react';
import { useListView } from './use-list';

type AddressKey = QuoteAddressIssue['field'];

/**
 * The quote request: My List's products and builds, the delivery address and the contact form →
 * POST /api/quotes (commerce `createQuoteRequest`); a failure toasts 'Error occurred while trying to
 * send quote' (with the server's model-state message when there is one), success opens the
 * confirmation with the quote's PDF.
 */
export function QuotePage({ brand }: { brand: string }) {
  const t = useT();
  const router = useRouter();
  const { channel, locale } = useChannel();
  const analytics = useAnalytics();
  const { show } = useToast();
  const view = useListView(brand);
  const quote = useQuoteRequest();
  const fieldRefs = useRef<Partial<Record<AddressKey, HTMLInputElement | null>>>({});
  const countries = useMemo(() => quoteCountries(), []);
  const texts = quoteViewTexts(t);

  return (
    <QuoteView
      loading={!view.hydrated}
      favourites={view.favourites}
      contents={view.contents}
      myListHref={`/${locale}/my-list`}
      address={{
        value: quote.address,
        onChange: quote.setAddress,
        errors: quoteAddressMessages(quote.issues, t),
        // A quote is taxed like an order (spec §5): where the tax needs a state (US sales tax), ask for it.
        stateRequired: requiresState(channel.country),
        // The address is read-only while the request is on its way (the contact form's button shows it too).
        submitting: quote.sending,
        fieldRef: (key, element) => {
          fieldRefs.current[key] = element;
        },
      }}
      request={{
        countries,
        defaultValues: { country: channel.country },
        onSubmit: async (contact) => {
          try {
            const result = await quote.send({ channel: locale, contents: view.contents, contact });
            if (result.status === 'invalid') {
              const [first] = result.issues;
              if (first) fieldRefs.current[first.field]?.focus();
              show({ type: 'error', title: t('invalidAddress') });
              return;
            }
            analytics.submitQuote({
              currency: channel.currency,
              items: view.analyticsItems,
              quoteId: result.created.quote.id,
            });
            router.push(`/${locale}/quote/confirmation?${result.confirmationQuery}`);
          } catch (error) {
            const { type, message } = quoteSendNotification(error, t);
            show({ type, title: t('quoteSendError'), ...(message ? { message } : {}) });
            throw error;
          }
        },
      }}
      {...texts}
    />
  );
}
