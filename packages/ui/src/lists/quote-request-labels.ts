import { ADDRESS_FIELD_LABELS, CHECKOUT_MESSAGES } from '@ironmark/cart-core';

/** The values a quote request sends (spec §3 'Address and customer' subset). */
export interface QuoteRequestValues {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  /** Lower-case ISO country code. */
  country: string;
  message: string;
}

/** Texts of {@link QuoteRequestForm}: visible labels, the names used in the spec's messages, and the messages. */
export interface QuoteRequestLabels {
  heading: string;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  country: string;
  message: string;
  selectCountry: string;
  optional: string;
  submit: string;
  sendError: string;
  /** Field names in 'Please enter your {0}' and 'Either {0} or {1} has to be filled in'. */
  fieldNames: Record<'firstName' | 'lastName' | 'email' | 'phone' | 'country', string>;
  messages: Record<'invalidEmail' | 'invalidPhone' | 'required' | 'either', string>;
}

/** English defaults of {@link QuoteRequestLabels}; the messages are the exact spec §5/§8 texts. */
export const defaultQuoteRequestLabels: QuoteRequestLabels = {
  heading: 'Request a quote',
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company',
  email: 'Email',
  phone: 'Phone',
  country: 'Country',
  message: 'Message',
  selectCountry: 'Select a country',
  optional: 'Optional',
  submit: 'Send quote request',
  sendError: 'Error occurred while trying to send quote',
  fieldNames: {
    firstName: ADDRESS_FIELD_LABELS.firstName,
    lastName: ADDRESS_FIELD_LABELS.lastName,
    email: ADDRESS_FIELD_LABELS.email,
    phone: ADDRESS_FIELD_LABELS.phone,
    country: ADDRESS_FIELD_LABELS.country,
  },
  messages: {
    invalidEmail: CHECKOUT_MESSAGES.invalidEmail,
    invalidPhone: CHECKOUT_MESSAGES.invalidPhone,
    required: CHECKOUT_MESSAGES.required,
    either: CHECKOUT_MESSAGES.either,
  },
};
