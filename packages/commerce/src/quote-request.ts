import type { QuoteContents } from '@ironmark/cart-core';
import { channels, countryName } from '@ironmark/channel';
import type { Notification, QuoteCreated } from './contract';
import { ModelStateError } from './errors';
import { externalStore } from './external-store';
import { type FetchLike, fetchApi } from './fetch';
import { submissionKeys } from './idempotency-key';
import { type Translate, toNotification } from './notification';
import {
  type QuoteAddressIssue,
  type QuoteFormAddress,
  type QuoteFormContact,
  quoteAddressIssues,
  quoteRequestBody,
} from './quote-payload';

/**
 * The quote request as a framework-free controller (a small external store: `getState`, `subscribe`
 * and actions): the delivery address as typed, its problems at the last send, and the send itself —
 * POST /api/quotes with one Idempotency-Key per distinct body, so a double submit or a resend stores
 * one quote. React binds it with `useQuoteRequest` from `@ironmark/commerce/react`.
 */

/** Where quote requests are sent by default. */
export const QUOTE_ENDPOINT = '/api/quotes';

/** The quote request's state. */
export interface QuoteRequestState {
  /** The delivery address as typed so far (blank fields at first). */
  address: QuoteFormAddress;
  /** The address problems found at the last send, in form order ({@link quoteAddressIssues}); none before. */
  issues: QuoteAddressIssue[];
  /** True from a valid send until it fails: the address is read-only meanwhile (and after success). */
  sending: boolean;
}

/** What a send gives: the address problems (nothing sent), or the created quote and its confirmation query. */
export type QuoteSendResult =
  | { status: 'invalid'; issues: QuoteAddressIssue[] }
  | { status: 'sent'; created: QuoteCreated; confirmationQuery: string };

/** The quote request controller of {@link createQuoteRequest}. */
export interface QuoteRequestStore {
  getState(): QuoteRequestState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  setAddress(address: QuoteFormAddress): void;
  /**
   * Checks the address for the requester's country (the contact's) and, when it has no problem, sends
   * the request; a failed send (any error of `fetchApi`) ends `sending` and rejects with the error.
   */
  send(input: {
    channel: string;
    contents: QuoteContents;
    contact: QuoteFormContact;
  }): Promise<QuoteSendResult>;
}

/** Options of {@link createQuoteRequest}. */
export interface QuoteRequestOptions {
  /** Replaces the global `fetch` (tests). */
  fetch?: FetchLike;
  /** Defaults to {@link QUOTE_ENDPOINT}. */
  endpoint?: string;
  /** Makes a new Idempotency-Key (tests); a random UUID by default. */
  newIdempotencyKey?: () => string;
}

const EMPTY_ADDRESS: QuoteFormAddress = {
  streetAddress: '',
  extraAddress: '',
  zip: '',
  city: '',
  stateOrProvince: '',
};

/** Creates a {@link QuoteRequestStore}: one per quote page. */
export function createQuoteRequest(options: QuoteRequestOptions = {}): QuoteRequestStore {
  const keys = submissionKeys(options.newIdempotencyKey);
  const { getState, subscribe, set } = externalStore<QuoteRequestState>({
    address: EMPTY_ADDRESS,
    issues: [],
    sending: false,
  });
  return {
    getState,
    subscribe,
    setAddress: (address) => set({ address }),
    async send(input) {
      const { address } = getState();
      const issues = await quoteAddressIssues(address, input.contact.country);
      set({ issues });
      if (issues.length > 0) return { status: 'invalid', issues };
      set({ sending: true });
      try {
        const json = quoteRequestBody({ ...input, address });
        const created = await fetchApi(options.endpoint ?? QUOTE_ENDPOINT, {
          json,
          idempotencyKey: keys.keyFor(json),
          // The contract (zod) loads with the answer, not with the page.
          schema: () => import('./contract').then((contract) => contract.quoteCreatedSchema),
          ...(options.fetch ? { fetch: options.fetch } : {}),
        });
        return { status: 'sent', created, confirmationQuery: quoteConfirmationQuery(created) };
      } catch (error) {
        set({ sending: false });
        throw error;
      }
    },
  };
}

/**
 * The query of the quote confirmation page: the quote's id and the requester's token, read from the
 * PDF link the server answered with (`/api/quotes/{id}/pdf?token=…`; '' when it carries none).
 */
export function quoteConfirmationQuery(created: Pick<QuoteCreated, 'quote' | 'pdfUrl'>): string {
  // The base only resolves a relative link; the token is all that is read.
  const token = new URL(created.pdfUrl, 'http://localhost').searchParams.get('token') ?? '';
  return new URLSearchParams({ id: created.quote.id, token }).toString();
}

/**
 * The toast of a failed quote send (spec §8): a validation answer shows its first message
 * ({@link toNotification}); anything else shows no message, the title ('Error occurred while trying
 * to send quote') says it all.
 */
export function quoteSendNotification(error: unknown, translate: Translate): Notification {
  return error instanceof ModelStateError ? toNotification(error, translate) : { type: 'error', message: '' };
}

/** The requester's country choices: every country the storefront has a channel for, by English name. */
export function quoteCountries(): { value: string; label: string }[] {
  return [...new Set(channels.map((entry) => entry.country).filter((country) => country !== ''))]
    .map((country) => ({ value: country, label: countryName(country) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
