import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import { addressSchema } from './contract';

ensureEnglishZodMessages();

/**
 * zod schema of the quote form's address (`QuoteFormAddress`): the street address, zip and city rules
 * of the contract's `addressSchema` (messages 'Please enter your street address', 'Invalid zip code',
 * 'Please enter your city'); extra address and state or province optional. `quoteAddressIssues` of
 * `./quote-payload` loads it when the form is sent.
 */
export const quoteFormAddressSchema = z.pick(addressSchema, {
  streetAddress: true,
  extraAddress: true,
  zip: true,
  city: true,
  stateOrProvince: true,
});
