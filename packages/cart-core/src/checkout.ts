// Checkout and quote form rules without zod: the browser's forms import these, and the address
// form's zod schema (checkout-schema.ts) loads on demand through `loadAddressSchema`.
import { formatMessage } from '@ironmark/channel';
import type { AddressInput, AddressSchema } from './checkout-schema';

export type { AddressInput, AddressSchema } from './checkout-schema';

/** The checkout and form messages of spec §5 (English; pass translations through `messages`). */
export const CHECKOUT_MESSAGES = {
  invalidEmail: 'Invalid Email',
  invalidPhone: 'Invalid Phone',
  /** `{0}` is the field label. */
  required: 'Please enter your {0}',
  /** `{0}` and `{1}` are field labels. */
  either: 'Either {0} or {1} has to be filled in',
  stateRequired: 'State or province is required!',
  invalidZip: 'Invalid zip code',
  invalidAddress: 'Some address information are invalid',
  invalidUser: 'Some user information are invalid',
  invalidCampaignCode: 'The campaign code used is invalid',
  giftCardUsed: 'Gift card code is already used',
  invalidGiftCard: 'Invalid gift card code',
  /** The label of the terms checkbox (spec §5). */
  termsLabel: 'I have read and accepted the terms',
  /** Shown when the terms box is not ticked; the spec gives only the label, this text is ours. */
  termsRequired: 'Please accept the terms',
  /** Card-form fields (spec §5 'alphanumeric only'); the wording is ours. */
  alphanumericOnly: 'Only letters and numbers are allowed',
  /** The letters-only variant of the card-form rule; the wording is ours. */
  lettersOnly: 'Only letters are allowed',
} as const;

/** The message texts {@link validateAddress} uses; any subset can be replaced by translations. */
export type CheckoutMessages = { [K in keyof typeof CHECKOUT_MESSAGES]: string };

/** The address and contact fields of the checkout and quote forms (spec §3 'Address and customer'). */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'phone',
  'country',
  'state',
  'city',
  'zip',
  'street',
  'extraAddress',
  'careOf',
  'message',
  'newsletter',
  'termsAccepted',
] as const;

/** One of {@link ADDRESS_FIELDS}. */
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** English labels used in 'Please enter your {0}'. */
export const ADDRESS_FIELD_LABELS: Readonly<Record<AddressField, string>> = {
  firstName: 'first name',
  lastName: 'last name',
  companyName: 'company name',
  email: 'email',
  phone: 'phone',
  country: 'country',
  state: 'state or province',
  city: 'city',
  zip: 'zip code',
  street: 'street address',
  extraAddress: 'extra address',
  careOf: 'care of',
  message: 'message',
  newsletter: 'newsletter',
  termsAccepted: 'terms',
};

const USER_FIELDS: readonly AddressField[] = ['firstName', 'lastName', 'companyName', 'email', 'phone'];
const ADDRESS_ONLY_FIELDS: readonly AddressField[] = [
  'country',
  'state',
  'city',
  'zip',
  'street',
  'extraAddress',
  'careOf',
];

/** Postal-code rule of one country: the accepted pattern, and whether a code is required. */
export interface PostalCodeRule {
  pattern: RegExp | null;
  required: boolean;
}

/**
 * Postal-code rules per lower-case country for every country of the channel list; other countries
 * need a non-empty code of any form. The UAE has no postal codes, so none is required or checked.
 */
export const POSTAL_CODE_RULES: Readonly<Record<string, PostalCodeRule>> = {
  us: { pattern: /^\d{5}(?:-\d{4})?$/, required: true },
  ca: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, required: true },
  gb: {
    pattern:
      /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d[\dABEHMNPRV-Y]?|\d[A-HJKPSTUW]) ?\d[ABD-HJLNP-UW-Z]{2})$/i,
    required: true,
  },
  se: { pattern: /^\d{3} ?\d{2}$/, required: true },
  de: { pattern: /^\d{5}$/, required: true },
  fr: { pattern: /^\d{5}$/, required: true },
  ax: { pattern: /^(?:AX-?)?22\d{3}$/i, required: true },
  au: { pattern: /^\d{4}$/, required: true },
  ae: { pattern: null, required: false },
};

/**
 * States, provinces or emirates per lower-case country where one is required (code → English
 * name). A value matches by code or by name, case-insensitively.
 */
export const STATES_BY_COUNTRY: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  us: {
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
    PR: 'Puerto Rico',
    GU: 'Guam',
    VI: 'U.S. Virgin Islands',
    AS: 'American Samoa',
    MP: 'Northern Mariana Islands',
  },
  ca: {
    AB: 'Alberta',
    BC: 'British Columbia',
    MB: 'Manitoba',
    NB: 'New Brunswick',
    NL: 'Newfoundland and Labrador',
    NS: 'Nova Scotia',
    NT: 'Northwest Territories',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Prince Edward Island',
    QC: 'Quebec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
  },
  au: {
    ACT: 'Australian Capital Territory',
    NSW: 'New South Wales',
    NT: 'Northern Territory',
    QLD: 'Queensland',
    SA: 'South Australia',
    TAS: 'Tasmania',
    VIC: 'Victoria',
    WA: 'Western Australia',
  },
  ae: {
    AZ: 'Abu Dhabi',
    AJ: 'Ajman',
    DU: 'Dubai',
    FU: 'Fujairah',
    RK: 'Ras Al Khaimah',
    SH: 'Sharjah',
    UQ: 'Umm Al Quwain',
  },
};

/** Whether a country (any case) needs a state, province or emirate in its address. */
export function requiresState(country: string): boolean {
  return Object.hasOwn(STATES_BY_COUNTRY, country.trim().toLowerCase());
}

/**
 * Whether `state` is a valid state/province of `country` (code or English name, any case). For a
 * country without states any value, including '', is valid.
 */
export function isValidState(country: string, state: string): boolean {
  const states = STATES_BY_COUNTRY[country.trim().toLowerCase()];
  if (!states) return true;
  const value = state.trim().toLowerCase();
  return Object.entries(states).some(
    ([code, name]) => code.toLowerCase() === value || name.toLowerCase() === value,
  );
}

/**
 * Whether an address of `country` carries the state, province or emirate its country needs
 * ({@link requiresState}, {@link isValidState}): the one spec §5 state rule of checkout, quotes and
 * the server's contract.
 */
export function hasRequiredState(country: string, state: string): boolean {
  return !requiresState(country) || isValidState(country, state);
}

/**
 * Whether `zip` is a valid postal code for `country` ({@link POSTAL_CODE_RULES}); surrounding
 * whitespace is ignored. Countries without a rule accept any non-empty code.
 */
export function isValidZip(country: string, zip: string): boolean {
  const rule = POSTAL_CODE_RULES[country.trim().toLowerCase()] ?? { pattern: null, required: true };
  const value = zip.trim();
  if (value === '') return !rule.required;
  return rule.pattern === null || rule.pattern.test(value);
}

/** Whether a phone number is plausible: an optional '+', then 7–15 digits once spaces, dots, dashes and brackets are removed. */
export function isValidPhone(phone: string): boolean {
  return /^\+?\d{7,15}$/.test(phone.replace(/[\s().-]/g, ''));
}

// zod 4's e-mail rule (`z.regexes.email`, what `z.email()` checks), copied so that the browser's
// forms check e-mail addresses without loading zod; checkout.test.ts holds the two together.
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Whether an e-mail address is valid (zod's e-mail rule); surrounding whitespace is ignored. */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** Private or business buyer; business adds company name and customer category. */
export type CustomerType = 'private' | 'business';

/**
 * What a checkout address form holds: the {@link AddressInput} fields, all as entered (strings, the
 * two boxes as booleans), plus the buyer type and the business customer category.
 */
export interface CheckoutAddressValues {
  customerType: CustomerType;
  customerCategory: string;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  /** Lower-case ISO country. */
  country: string;
  state: string;
  city: string;
  zip: string;
  street: string;
  extraAddress: string;
  careOf: string;
  message: string;
  newsletter: boolean;
  termsAccepted: boolean;
}

/** Options of {@link validateAddress} and {@link createAddressSchema}. */
export interface AddressValidationOptions {
  /** 'both' (checkout, default) needs e-mail and phone; 'either' (quote and contact forms) needs one of them. */
  contact?: 'both' | 'either';
  /** Whether the terms box must be ticked. Default `true`. */
  requireTerms?: boolean;
  /** Whether a company name is required (business buyers). Default `false`. */
  requireCompany?: boolean;
  /** Translated field labels for 'Please enter your {0}'. Default {@link ADDRESS_FIELD_LABELS}. */
  labels?: Partial<Record<AddressField | 'customerCategory', string>>;
  /** Translated messages. Default {@link CHECKOUT_MESSAGES}. */
  messages?: Partial<CheckoutMessages>;
}

/** The errors of an address form: one message per field plus the spec §5 summary lines. */
export interface AddressValidation {
  valid: boolean;
  errors: Partial<Record<AddressField, string>>;
  /** 'Some user information are invalid' and/or 'Some address information are invalid'. */
  summary: string[];
}

/**
 * One problem of an address form: the field, a code (the key of its message in
 * {@link CHECKOUT_MESSAGES}: 'required', 'invalidEmail', 'invalidPhone', 'either', 'stateRequired',
 * 'invalidZip', 'termsRequired'), params (none today) and the message in the options' language.
 * Callers that translate switch on `code`, never on the message.
 */
export interface AddressIssue {
  field: AddressField | 'customerCategory';
  code:
    | 'required'
    | 'invalidEmail'
    | 'invalidPhone'
    | 'either'
    | 'stateRequired'
    | 'invalidZip'
    | 'termsRequired';
  params: Record<string, string | number>;
  message: string;
}

/**
 * The problems of an address/contact form by the spec §5 rules of {@link validateAddress}, in form
 * order, each with its code; at most one per field (a later rule of a field replaces the earlier
 * message, as in `errors`).
 * With `requireCustomerCategory`, a blank `customerCategory` (business buyers) is 'required' too.
 */
export function addressIssues(
  input: AddressInput & { customerCategory?: string | undefined },
  options: AddressValidationOptions & { requireCustomerCategory?: boolean } = {},
): AddressIssue[] {
  const messages: CheckoutMessages = { ...CHECKOUT_MESSAGES, ...options.messages };
  const labels: Record<AddressField | 'customerCategory', string> = {
    ...ADDRESS_FIELD_LABELS,
    customerCategory: 'customer category',
    ...options.labels,
  };
  const issues = new Map<AddressIssue['field'], AddressIssue>();
  const add = (field: AddressIssue['field'], code: AddressIssue['code'], message: string) => {
    issues.set(field, { field, code, params: {}, message });
  };
  const value = (field: AddressField | 'customerCategory') => {
    const raw = input[field];
    return typeof raw === 'string' ? raw.trim() : '';
  };
  const required = (field: AddressField | 'customerCategory') => {
    if (value(field) === '') add(field, 'required', formatMessage(messages.required, [labels[field]]));
  };

  if (options.requireCustomerCategory) required('customerCategory');
  required('firstName');
  required('lastName');
  if (options.requireCompany) required('companyName');

  const email = value('email');
  const phone = value('phone');
  if (options.contact === 'either' && email === '' && phone === '') {
    const either = formatMessage(messages.either, [labels.email, labels.phone]);
    add('email', 'either', either);
    add('phone', 'either', either);
  } else {
    if (options.contact !== 'either') {
      required('email');
      required('phone');
    }
    if (email !== '' && !isValidEmail(email)) add('email', 'invalidEmail', messages.invalidEmail);
    if (phone !== '' && !isValidPhone(phone)) add('phone', 'invalidPhone', messages.invalidPhone);
  }

  const country = value('country').toLowerCase();
  required('country');
  required('street');
  required('city');
  if (country !== '') {
    if (!hasRequiredState(country, value('state'))) add('state', 'stateRequired', messages.stateRequired);
    if (!isValidZip(country, value('zip'))) add('zip', 'invalidZip', messages.invalidZip);
  }
  if ((options.requireTerms ?? true) && input.termsAccepted !== true)
    add('termsAccepted', 'termsRequired', messages.termsRequired);
  return [...issues.values()];
}

function fieldErrors(
  input: AddressInput,
  options: AddressValidationOptions,
): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const issue of addressIssues(input, options)) {
    if (issue.field !== 'customerCategory') errors[issue.field] = issue.message;
  }
  return errors;
}

function summaryOf(
  errors: Partial<Record<AddressField, string>>,
  options: AddressValidationOptions,
): string[] {
  const messages: CheckoutMessages = { ...CHECKOUT_MESSAGES, ...options.messages };
  const summary: string[] = [];
  if (USER_FIELDS.some((field) => errors[field])) summary.push(messages.invalidUser);
  if (ADDRESS_ONLY_FIELDS.some((field) => errors[field])) summary.push(messages.invalidAddress);
  return summary;
}

/**
 * Checks an address/contact form with the spec §5 rules and messages: names, street, city and
 * country required ('Please enter your {0}'); e-mail ('Invalid Email') and phone ('Invalid Phone');
 * 'Either {0} or {1} has to be filled in' with `contact: 'either'`; state/province for the US,
 * Canada, Australia and the UAE ('State or province is required!'); the country's postal-code
 * format ('Invalid zip code'); the terms box. Defaults: contact 'both', terms required, company
 * optional, English texts.
 */
export function validateAddress(
  input: AddressInput,
  options: AddressValidationOptions = {},
): AddressValidation {
  const errors = fieldErrors(input, options);
  return { valid: Object.keys(errors).length === 0, errors, summary: summaryOf(errors, options) };
}

/**
 * The address form's zod schema (`createAddressSchema(options)`, the rules of {@link validateAddress}),
 * with the schema module loaded on demand: in the browser it is a chunk of its own, fetched when a
 * form first validates rather than with the page.
 */
export async function loadAddressSchema(options: AddressValidationOptions = {}): Promise<AddressSchema> {
  const { createAddressSchema } = await import('./checkout-schema');
  return createAddressSchema(options);
}

/**
 * Checks one card-payment form field (spec §5): letters, digits and spaces only, or letters and
 * spaces only with `lettersOnly` (default `false`). Returns the message, or `null` when valid.
 */
export function validateCardField(
  value: string,
  {
    lettersOnly = false,
    messages = {},
  }: { lettersOnly?: boolean; messages?: Partial<CheckoutMessages> } = {},
): string | null {
  if (lettersOnly)
    return /^[\p{L} ]*$/u.test(value) ? null : (messages.lettersOnly ?? CHECKOUT_MESSAGES.lettersOnly);
  return /^[\p{L}\p{N} ]*$/u.test(value)
    ? null
    : (messages.alphanumericOnly ?? CHECKOUT_MESSAGES.alphanumericOnly);
}
