import { randomUUID } from 'node:crypto';
import { type CardDetailsInput, FRAUD_CHECK_ERROR_CODE, type PaymentMethod } from './contract';

/** What a provider is asked to authorise: the order's amount to pay (minor units) and who pays. */
export interface PaymentRequest {
  /** The idempotency key of the placement (a provider may use it as its own). */
  reference: string;
  amount: number;
  currency: string;
  email: string;
  /** Card details for card providers; never stored by the backend. */
  card?: CardDetailsInput | undefined;
}

/** A provider's answer: authorised (with its reference), refused, or failed the fraud check (error code 472). */
export type PaymentOutcome =
  | { status: 'authorised'; providerReference: string }
  | { status: 'refused' }
  | { status: 'fraud-check-failed'; errorCode: typeof FRAUD_CHECK_ERROR_CODE };

/**
 * A payment provider: the checkout authorises inside the order's transaction (a refusal rolls the
 * stock and gift card back), captures after the commit and voids when the commit fails. A real
 * provider (a card acquirer, a buy-now-pay-later service) is an adapter implementing these three
 * calls; register it under its method in `createCheckoutService({ payments })`.
 */
export interface PaymentProvider {
  /** The payment method it serves. */
  readonly method: PaymentMethod;
  /** A human label; sandbox providers say so. */
  readonly label: string;
  /** Whether it moves no real money (shown to shoppers). */
  readonly sandbox: boolean;
  authorise(request: PaymentRequest): Promise<PaymentOutcome>;
  capture(providerReference: string): Promise<void>;
  void(providerReference: string): Promise<void>;
}

/** The invoice provider: always authorised (credit is checked by customer service before shipping); nothing to capture. */
export function invoiceProvider(): PaymentProvider {
  return {
    method: 'invoice',
    label: 'Invoice',
    sandbox: false,
    async authorise(request) {
      return { status: 'authorised', providerReference: `INV-${request.reference}` };
    },
    async capture() {},
    async void() {},
  };
}

/** Test card numbers of {@link sandboxCardProvider} (digits only) and their outcomes. */
export const SANDBOX_CARD_OUTCOMES: Readonly<Record<string, PaymentOutcome['status']>> = {
  '4242424242424242': 'authorised',
  '4000000000000002': 'refused',
  '4000000000000472': 'fraud-check-failed',
};

/**
 * The SANDBOX card provider (no money moves, clearly labelled): 4242 4242 4242 4242 is authorised,
 * 4000 0000 0000 0002 is refused, 4000 0000 0000 0472 fails the fraud check (error code 472);
 * any other number, or a missing card, is refused. Records captured and voided references for tests.
 */
export function sandboxCardProvider(): PaymentProvider & { captured: string[]; voided: string[] } {
  const captured: string[] = [];
  const voided: string[] = [];
  return {
    method: 'card',
    label: 'Card (sandbox — test cards only, no money is charged)',
    sandbox: true,
    captured,
    voided,
    async authorise(request) {
      const digits = (request.card?.number ?? '').replace(/\s+/g, '');
      const outcome = SANDBOX_CARD_OUTCOMES[digits] ?? 'refused';
      if (outcome === 'authorised')
        return { status: 'authorised', providerReference: `SANDBOX-${randomUUID()}` };
      if (outcome === 'fraud-check-failed')
        return { status: 'fraud-check-failed', errorCode: FRAUD_CHECK_ERROR_CODE };
      return { status: 'refused' };
    },
    async capture(reference) {
      captured.push(reference);
    },
    async void(reference) {
      voided.push(reference);
    },
  };
}

/**
 * The SANDBOX financing provider (no money moves, clearly labelled): stands in for the channel's
 * financing partner (Affirm or Klarna, see `FINANCING_PROVIDERS`) and approves every plan at once,
 * as the partners' own sandboxes do for their test customers. A real partner is an adapter with the
 * same three calls. Records captured and voided references for tests.
 */
export function sandboxFinancingProvider(): PaymentProvider & { captured: string[]; voided: string[] } {
  const captured: string[] = [];
  const voided: string[] = [];
  return {
    method: 'financing',
    label: 'Financing (sandbox — every plan is approved, no money is charged)',
    sandbox: true,
    captured,
    voided,
    async authorise() {
      return { status: 'authorised', providerReference: `FIN-SANDBOX-${randomUUID()}` };
    },
    async capture(reference) {
      captured.push(reference);
    },
    async void(reference) {
      voided.push(reference);
    },
  };
}
