'use client';

import { useAnalytics } from '@ironmark/analytics/react';
import { hasQuoteContents, requiresState } from '@ironmark/cart-core';
import { channels, countryName } from '@ironmark/channel';
import {
  fetchApi,
  ModelStateError,
  type QuoteFormAddress,
  quoteAddressIssues,
  quoteCreatedSchema,
  quoteRequestBody,
  submissionKeys,
  toNotification,
} from '@ironmark/commerce';
import {
  QuoteAddressBlock,
  QuoteRequestForm,
  quoteAddressTexts,
  quoteRequestTexts,
} from '@ironmark/ui/lists';
import { buttonVariants, Link } from '@ironmark/ui/shell';
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState } from 'react';
import { useChannel } from '../../lib/channel-context';
import { useT } from '../../lib/i18n';
import { useToast } from '../../lib/toast-context';
import { useListView } from './use-list';

const EMPTY_ADDRESS: QuoteFormAddress = {
  streetAddress: '',
  extraAddress: '',
  zip: '',
  city: '',
  stateOrProvince: '',
};

type AddressKey = keyof QuoteFormAddress;

/**
 * The quote request: My List's products and builds, the delivery address and the contact form →
 * POST /api/quotes; a failure toasts 'Error occurred while trying to send quote' (with the server's
 * model-state message when there is one), success opens the confirmation with the quote's PDF.
 */
export function QuotePage({ brand }: { brand: string }) {
  const t = useT();
  const router = useRouter();
  const { channel, locale } = useChannel();
  const analytics = useAnalytics();
  const { show } = useToast();
  const view = useListView(brand);
  const [address, setAddress] = useState<QuoteFormAddress>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<Partial<Record<AddressKey, string>>>({});
  // The address is read-only while the request is on its way (the contact form's button shows it too).
  const [sending, setSending] = useState(false);
  const fieldRefs = useRef<Partial<Record<AddressKey, HTMLInputElement | null>>>({});
  // One Idempotency-Key per distinct request: a double submit or a resend stores one quote.
  const [keys] = useState(() => submissionKeys());

  const countries = useMemo(
    () =>
      [...new Set(channels.map((entry) => entry.country).filter((country) => country !== ''))]
        .map((country) => ({ value: country, label: countryName(country) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [],
  );

  // Field names inside 'Please enter your {0}'.
  const addressNouns: Record<AddressKey, string> = {
    streetAddress: t('field.street'),
    extraAddress: t('field.extraAddress'),
    zip: t('field.zip'),
    city: t('field.city'),
    stateOrProvince: t('field.state'),
  };

  // A quote is taxed like an order (spec §5): where the tax needs a state (US sales tax), ask for it.
  const stateNeeded = requiresState(channel.country);

  /** Checks the address for the requester's country (the contact form's); false after showing why. */
  const checkAddress = (country: string): boolean => {
    const issues = quoteAddressIssues(address, country);
    const next = Object.fromEntries(
      issues.map(({ field, code }) => [
        field,
        code === 'required' ? t('pleaseEnter', [addressNouns[field]]) : t(code),
      ]),
    ) as Partial<Record<AddressKey, string>>;
    const first = issues[0]?.field;
    if (!first) {
      setErrors({});
      return true;
    }
    setErrors(next);
    fieldRefs.current[first]?.focus();
    show({ type: 'error', title: t('invalidAddress') });
    return false;
  };

  if (!view.hydrated) {
    return (
      <p role="status" className="text-sm text-muted">
        {t('button.loading')}
      </p>
    );
  }

  if (!hasQuoteContents(view.contents)) {
    return (
      <section className="flex max-w-prose flex-col gap-4">
        <h1 className="font-display text-3xl font-semibold uppercase">{t('quote.title')}</h1>
        <p className="text-base text-muted">{t('list.empty')}</p>
        <Link
          href={`/${locale}/my-list`}
          className={buttonVariants({ variant: 'primary', className: 'self-start' })}
        >
          {t('list.title')}
        </Link>
      </section>
    );
  }

  return (
    <div className="grid gap-10 desk:grid-cols-[1fr_24rem]">
      <div className="flex flex-col gap-8">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-3xl font-semibold uppercase">{t('quote.title')}</h1>
          <p className="max-w-prose text-sm text-muted">{t('quote.intro')}</p>
        </div>
        <QuoteAddressBlock
          value={address}
          onChange={setAddress}
          errors={errors}
          stateRequired={stateNeeded}
          submitting={sending}
          fieldRef={(key, element) => {
            fieldRefs.current[key] = element;
          }}
          labels={quoteAddressTexts(t)}
        />
        <QuoteRequestForm
          countries={countries}
          defaultValues={{ country: channel.country }}
          labels={quoteRequestTexts(t)}
          onSubmit={async (values) => {
            if (!checkAddress(values.country)) return;
            setSending(true);
            try {
              const json = quoteRequestBody({
                channel: locale,
                contents: view.contents,
                contact: values,
                address,
              });
              const created = await fetchApi('/api/quotes', {
                json,
                idempotencyKey: keys.keyFor(json),
                schema: quoteCreatedSchema,
              });
              analytics.submitQuote({
                currency: channel.currency,
                items: view.analyticsItems,
                quoteId: created.quote.id,
              });
              const token = new URL(created.pdfUrl, window.location.origin).searchParams.get('token') ?? '';
              const query = new URLSearchParams({ id: created.quote.id, token });
              router.push(`/${locale}/quote/confirmation?${query.toString()}`);
            } catch (error) {
              setSending(false);
              // spec §8: a validation answer shows its first message, anything else the quote-send text.
              const notification =
                error instanceof ModelStateError
                  ? toNotification(error, t)
                  : { type: 'error' as const, message: '' };
              show({
                type: notification.type,
                title: t('quoteSendError'),
                ...(notification.message ? { message: notification.message } : {}),
              });
              throw error;
            }
          }}
        />
      </div>
      <QuoteSummary view={view} locale={locale} />
    </div>
  );
}

function QuoteSummary({ view, locale }: { view: ReturnType<typeof useListView>; locale: string }) {
  const t = useT();
  return (
    <aside
      aria-labelledby="quote-summary"
      className="flex flex-col gap-4 self-start border border-line bg-surface p-5"
    >
      <h2 id="quote-summary" className="font-display text-xl font-medium uppercase">
        {t('list.title')}
      </h2>
      {view.favourites.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm" data-slot="quote-lines">
          {view.favourites.map((item) => (
            <li key={item.code} className="flex justify-between gap-4">
              <span>
                {item.loading ? t('button.loading') : item.name}
                <span className="block text-xs text-muted">{item.code}</span>
              </span>
              <span className="tabular">× {item.quantity}</span>
            </li>
          ))}
        </ul>
      )}
      {view.contents.builds.length > 0 && (
        <>
          <h3 className="font-display text-base font-medium uppercase">{t('list.builds')}</h3>
          <ul className="flex flex-col gap-2 text-sm" data-slot="quote-builds">
            {view.contents.builds.map((build) => (
              <li key={build.code} className="flex justify-between gap-4">
                <span>
                  {build.name}
                  <span className="block text-xs text-muted">{build.code}</span>
                </span>
                <span className="tabular">× {build.quantity}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link href={`/${locale}/my-list`} className="text-sm underline underline-offset-4">
        {t('list.title')}
      </Link>
    </aside>
  );
}
