import { hasRequiredState, type QuoteContents } from '@ironmark/cart-core';
import type * as z from 'zod/mini';
import type { quoteRequestSchema, sharedListRequestSchema } from './contract';

/**
 * The quote and shared-list bodies a page sends, shaped from My List and the quote form. No zod here
 * (the list pages load this module): the form's address is checked with `./quote-payload-schema`,
 * loaded when the form is sent.
 */

/** The contact part of a quote request as the quote form collects it (all strings, blank when not given). */
export interface QuoteFormContact {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  /** Lower-case ISO country code. */
  country: string;
  message: string;
}

/** The delivery address fields a quote request adds to the contact (blank when not given). */
export interface QuoteFormAddress {
  streetAddress: string;
  extraAddress: string;
  zip: string;
  city: string;
  stateOrProvince: string;
}

/** One problem of the quote form's address: the field and the code its message is translated by. */
export interface QuoteAddressIssue {
  field: keyof QuoteFormAddress;
  /** 'required' (blank), 'invalidZip' or 'stateRequired' (the country needs a valid state or province). */
  code: 'required' | 'invalidZip' | 'stateRequired';
}

/**
 * The problems of the quote form's address for delivery to `country`, in form order, at most one per
 * field: the contract's street, zip and city rules (`quoteFormAddressSchema`, loaded now) and the
 * state rule the server applies to the quote's delivery address (cart-core `hasRequiredState`).
 */
export async function quoteAddressIssues(
  address: QuoteFormAddress,
  country: string,
): Promise<QuoteAddressIssue[]> {
  const { quoteFormAddressSchema } = await import('./quote-payload-schema');
  const parsed = quoteFormAddressSchema.safeParse(address);
  const issues = new Map<keyof QuoteFormAddress, QuoteAddressIssue>();
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as keyof QuoteFormAddress;
    if (!issues.has(field)) issues.set(field, { field, code: field === 'zip' ? 'invalidZip' : 'required' });
  }
  if (!issues.has('stateOrProvince') && !hasRequiredState(country, address.stateOrProvince))
    issues.set('stateOrProvince', { field: 'stateOrProvince', code: 'stateRequired' });
  const order = Object.keys(quoteFormAddressSchema.shape) as (keyof QuoteFormAddress)[];
  return order.flatMap((field) => issues.get(field) ?? []);
}

/** The body a page sends to `POST /api/quotes` (the contract's input type). */
export type QuoteRequestBody = z.input<typeof quoteRequestSchema>;
/** The body a page sends to `POST /api/shared-lists` (the contract's input type). */
export type SharedListRequestBody = z.input<typeof sharedListRequestSchema>;

/**
 * Shapes a quote request body from My List's contents (cart-core `quoteContents`), the quote form's
 * contact and the delivery address: the contact's country is the delivery country, a company name
 * makes the requester a business customer, and the form's message goes with the request. Blank
 * optional texts are left for the contract to drop; nothing is priced here (the server prices lines).
 */
export function quoteRequestBody(input: {
  /** The page's channel code, e.g. 'en-us'. */
  channel: string;
  contents: QuoteContents;
  contact: QuoteFormContact;
  address: QuoteFormAddress;
}): QuoteRequestBody {
  const { channel, contents, contact, address } = input;
  const companyName = contact.companyName.trim();
  return {
    channel,
    country: contact.country,
    lines: contents.lines.map((line) => ({ code: line.code, quantity: line.quantity })),
    builds: contents.builds.map((build) => ({ ...build, configuration: { ...build.configuration } })),
    contact: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: contact.phone,
      companyName,
      customerCategory: companyName === '' ? 'private' : 'business',
    },
    deliveryAddress: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      companyName,
      streetAddress: address.streetAddress,
      extraAddress: address.extraAddress,
      zip: address.zip,
      city: address.city,
      stateOrProvince: address.stateOrProvince,
      country: contact.country,
      ...(contact.phone.trim() === '' ? {} : { phone: contact.phone }),
    },
    message: contact.message,
  };
}

/** Shapes a shared-list body (a snapshot of My List for sales staff) from the list's contents. */
export function sharedListRequestBody(input: {
  /** The page's channel code, e.g. 'en-us'. */
  channel: string;
  contents: QuoteContents;
  note?: string;
}): SharedListRequestBody {
  return {
    channel: input.channel,
    lines: input.contents.lines.map((line) => ({ code: line.code, quantity: line.quantity })),
    builds: input.contents.builds.map((build) => ({ ...build, configuration: { ...build.configuration } })),
    ...(input.note === undefined ? {} : { note: input.note }),
  };
}
