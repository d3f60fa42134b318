import { channels } from '@ironmark/channel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  type AddressInput,
  addressIssues,
  CHECKOUT_MESSAGES,
  hasRequiredState,
  isValidEmail,
  isValidPhone,
  isValidState,
  isValidZip,
  loadAddressSchema,
  POSTAL_CODE_RULES,
  requiresState,
  validateAddress,
  validateCardField,
} from './checkout';
import { validAddress } from './testing/fixtures';

const valid = validAddress;

describe('per-country rules cover the channel list', () => {
  it.each(channels.map((channel) => [channel.country]))('has a postal-code rule for %s', (country) => {
    expect(POSTAL_CODE_RULES[country]).toBeDefined();
  });
});

describe('isValidZip', () => {
  it.each([
    ['us', '10001', true],
    ['us', '10001-1234', true],
    ['us', '1000', false],
    ['us', '', false],
    ['ca', 'K1A 0B1', true],
    ['ca', 'k1a0b1', true],
    ['ca', 'D1A 0B1', false],
    ['gb', 'SW1A 1AA', true],
    ['gb', 'EC1A1BB', true],
    ['gb', 'M1 1AE', true],
    ['gb', '12345', false],
    ['se', '114 55', true],
    ['se', '11455', true],
    ['se', '1145', false],
    ['de', '10115', true],
    ['de', '1011', false],
    ['fr', '75008', true],
    ['fr', '7500A', false],
    ['ax', '22100', true],
    ['ax', 'AX-22100', true],
    ['ax', '00100', false],
    ['au', '2000', true],
    ['au', '20000', false],
    ['ae', '', true],
    ['ae', 'anything', true],
    ['nl', '1012 AB', true],
    ['nl', '', false],
    ['US', ' 10001 ', true],
  ])('%s %j → %s', (country, zip, expected) => {
    expect(isValidZip(country, zip)).toBe(expected);
  });
});

describe('states', () => {
  it.each([
    ['us', true],
    ['ca', true],
    ['au', true],
    ['ae', true],
    ['gb', false],
    ['se', false],
    ['de', false],
    ['fr', false],
    ['ax', false],
  ])('%s requires a state: %s', (country, expected) => {
    expect(requiresState(country)).toBe(expected);
  });

  it.each([
    ['us', 'NY', true],
    ['us', 'new york', true],
    ['us', 'XX', false],
    ['us', '', false],
    ['ca', 'qc', true],
    ['ca', 'Ontario', true],
    ['au', 'NSW', true],
    ['au', 'Victoria', true],
    ['ae', 'Dubai', true],
    ['se', '', true],
  ])('%s state %j is valid: %s', (country, state, expected) => {
    expect(isValidState(country, state)).toBe(expected);
  });

  it.each([
    ['us', '', false],
    ['US', 'XX', false],
    ['us', ' ny ', true],
    ['ca', 'Quebec', true],
    ['ae', '', false],
    ['se', '', true],
    ['gb', 'anything', true],
  ])('an address in %s with state %j has the state it needs: %s', (country, state, expected) => {
    expect(hasRequiredState(country, state)).toBe(expected);
  });
});

describe('isValidEmail and isValidPhone', () => {
  it.each([
    ['ada@example.com', true],
    [' ada@example.com ', true],
    ['ada@example', false],
    ['ada.example.com', false],
    ['', false],
    ["o'neil.ada+tag@mail.example.co", true],
    ["ada'@example.com", false],
    ['.ada@example.com', false],
    ['ada..lovelace@example.com', false],
    ['ada@-example.com', false],
    ['ada@example.c', false],
    ['ada@example.com.', false],
  ])('email %j → %s, as zod’s e-mail rule says', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
    expect(z.email().safeParse(email.trim()).success).toBe(expected);
  });

  it('agrees with zod’s e-mail rule, which it copies to keep zod out of the browser', () => {
    const zodEmail = z.email();
    // dot-separated atoms on both sides, with the characters the rule treats specially
    const emailLike = fc.stringMatching(
      /^[a-z0-9'+_!-]{0,3}(?:\.[a-z0-9'+_!-]{0,3}){0,2}@[a-z0-9-]{0,3}(?:\.[a-z0-9-]{0,3}){0,2}$/,
    );
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), emailLike, fc.string()), (email) => {
        expect(isValidEmail(email)).toBe(zodEmail.safeParse(email.trim()).success);
      }),
      { numRuns: 2_000 },
    );
  });

  it.each([
    ['+46 8 123 456 78', true],
    ['(555) 010-9999', true],
    ['555.010.9999', true],
    ['123', false],
    ['call me', false],
    ['+1234567890123456', false],
  ])('phone %j → %s', (phone, expected) => {
    expect(isValidPhone(phone)).toBe(expected);
  });
});

describe('validateAddress', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(valid)).toEqual({ valid: true, errors: {}, summary: [] });
  });

  it.each<[string, AddressInput, Record<string, string>, string[]]>([
    [
      'a missing first name',
      { ...valid, firstName: ' ' },
      { firstName: 'Please enter your first name' },
      ['Some user information are invalid'],
    ],
    [
      'a bad e-mail',
      { ...valid, email: 'ada@' },
      { email: 'Invalid Email' },
      ['Some user information are invalid'],
    ],
    [
      'a bad phone',
      { ...valid, phone: '12' },
      { phone: 'Invalid Phone' },
      ['Some user information are invalid'],
    ],
    [
      'a missing state',
      { ...valid, state: '' },
      { state: 'State or province is required!' },
      ['Some address information are invalid'],
    ],
    [
      'a bad zip',
      { ...valid, zip: 'ABCDE' },
      { zip: 'Invalid zip code' },
      ['Some address information are invalid'],
    ],
    [
      'a missing street',
      { ...valid, street: undefined },
      { street: 'Please enter your street address' },
      ['Some address information are invalid'],
    ],
    [
      'terms not accepted',
      { ...valid, termsAccepted: false },
      { termsAccepted: CHECKOUT_MESSAGES.termsRequired },
      [],
    ],
    [
      'a missing country',
      { ...valid, country: '' },
      { country: 'Please enter your country' },
      ['Some address information are invalid'],
    ],
    ['a Swedish address without state', { ...valid, country: 'se', state: '', zip: '114 55' }, {}, []],
    ['a UAE address without zip', { ...valid, country: 'ae', state: 'Dubai', zip: '' }, {}, []],
    [
      'a Canadian address with a US zip',
      { ...valid, country: 'ca', state: 'ON' },
      { zip: 'Invalid zip code' },
      ['Some address information are invalid'],
    ],
  ])('reports %s', (_name, input, errors, summary) => {
    expect(validateAddress(input)).toEqual({ valid: Object.keys(errors).length === 0, errors, summary });
  });

  it('requires one of e-mail or phone in the either mode', () => {
    const either = 'Either email or phone has to be filled in';
    expect(validateAddress({ ...valid, email: '', phone: '' }, { contact: 'either' }).errors).toEqual({
      email: either,
      phone: either,
    });
    expect(validateAddress({ ...valid, phone: '' }, { contact: 'either' }).valid).toBe(true);
    expect(validateAddress({ ...valid, phone: 'x' }, { contact: 'either' }).errors).toEqual({
      phone: 'Invalid Phone',
    });
  });

  it('requires both e-mail and phone at checkout', () => {
    expect(validateAddress({ ...valid, phone: '' }).errors).toEqual({ phone: 'Please enter your phone' });
  });

  it('can require a company and skip the terms', () => {
    expect(
      validateAddress({ ...valid, termsAccepted: undefined }, { requireCompany: true, requireTerms: false })
        .errors,
    ).toEqual({
      companyName: 'Please enter your company name',
    });
  });

  it('uses translated labels and messages', () => {
    const result = validateAddress(
      { ...valid, city: '' },
      { labels: { city: 'ort' }, messages: { required: 'Ange {0}', invalidAddress: 'Adressen är ogiltig' } },
    );
    expect(result).toEqual({ valid: false, errors: { city: 'Ange ort' }, summary: ['Adressen är ogiltig'] });
  });

  it('loads the same rules as a zod schema on demand, with the options it is given', async () => {
    const schema = await loadAddressSchema({ requireTerms: false, messages: { invalidZip: 'Postnummer' } });
    expect(schema.safeParse({ ...valid, termsAccepted: false }).success).toBe(true);
    const result = schema.safeParse({ ...valid, termsAccepted: false, zip: '1' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['zip'], 'Postnummer'],
    ]);
  });
});

describe('validateCardField', () => {
  it.each([
    ['ADA LOVELACE', false, null],
    ['4111 1111 1111 1111', false, null],
    ['Åsa Öberg', false, null],
    ['ada<script>', false, CHECKOUT_MESSAGES.alphanumericOnly],
    ['12/26', false, CHECKOUT_MESSAGES.alphanumericOnly],
    ['Ada Lovelace', true, null],
    ['Ada 2', true, CHECKOUT_MESSAGES.lettersOnly],
    ['', false, null],
  ])('%j (letters only: %s) → %j', (value, lettersOnly, expected) => {
    expect(validateCardField(value, { lettersOnly })).toBe(expected);
  });
});

describe('addressIssues', () => {
  it('finds nothing wrong with a complete address', () => {
    expect(addressIssues(valid)).toEqual([]);
  });

  it.each([
    ['firstName', { firstName: ' ' }, 'required', 'Please enter your first name'],
    ['email', { email: 'ada@' }, 'invalidEmail', 'Invalid Email'],
    ['phone', { phone: '12' }, 'invalidPhone', 'Invalid Phone'],
    ['state', { state: 'Atlantis' }, 'stateRequired', 'State or province is required!'],
    ['zip', { zip: '1000' }, 'invalidZip', 'Invalid zip code'],
    ['termsAccepted', { termsAccepted: false }, 'termsRequired', 'Please accept the terms'],
  ] as const)('gives %s the code %s beside its message', (field, change, code, message) => {
    expect(addressIssues({ ...valid, ...change })).toEqual([{ field, code, params: {}, message }]);
  });

  it('codes the either-or contact rule on both fields', () => {
    expect(
      addressIssues({ ...valid, email: '', phone: '' }, { contact: 'either' }).map((issue) => issue.code),
    ).toEqual(['either', 'either']);
  });

  it('requires the customer category of a business buyer only when asked, first in form order', () => {
    expect(addressIssues({ ...valid, customerCategory: '' })).toEqual([]);
    expect(
      addressIssues(
        { ...valid, firstName: '', customerCategory: '' },
        { requireCustomerCategory: true, labels: { customerCategory: 'Kundkategori' } },
      ),
    ).toEqual([
      { field: 'customerCategory', code: 'required', params: {}, message: 'Please enter your Kundkategori' },
      { field: 'firstName', code: 'required', params: {}, message: 'Please enter your first name' },
    ]);
  });

  it('says the same as validateAddress, field by field', () => {
    const input = { ...valid, firstName: '', email: 'x', zip: '', termsAccepted: false };
    const { errors } = validateAddress(input);
    expect(Object.fromEntries(addressIssues(input).map((issue) => [issue.field, issue.message]))).toEqual(
      errors,
    );
  });
});
