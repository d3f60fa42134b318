// The schema module of the checkout and quote address forms. Browser forms reach it through
// `loadAddressSchema` (checkout.ts), which imports it on demand; the rules themselves are zod-free.
import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import { type AddressValidationOptions, validateAddress } from './checkout';

ensureEnglishZodMessages();

/** The raw values of an address form; every field is optional so partial forms can be checked. */
export const addressInputSchema = z.object({
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  companyName: z.optional(z.string()),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  country: z.optional(z.string()),
  state: z.optional(z.string()),
  city: z.optional(z.string()),
  zip: z.optional(z.string()),
  street: z.optional(z.string()),
  extraAddress: z.optional(z.string()),
  careOf: z.optional(z.string()),
  message: z.optional(z.string()),
  newsletter: z.optional(z.boolean()),
  termsAccepted: z.optional(z.boolean()),
});

/** The values of an address form. */
export type AddressInput = z.infer<typeof addressInputSchema>;

/**
 * The rules of `validateAddress` as a zod schema (e.g. for react-hook-form's zodResolver):
 * each failing field becomes an issue whose path is the field and whose message is the spec text.
 * Browser code gets it through `loadAddressSchema`, which loads this module on demand.
 */
export function createAddressSchema(options: AddressValidationOptions = {}) {
  return addressInputSchema.check(
    z.superRefine((input, context) => {
      for (const [field, message] of Object.entries(validateAddress(input, options).errors)) {
        context.addIssue({ code: 'custom', path: [field], message });
      }
    }),
  );
}

/** The zod schema {@link createAddressSchema} returns. */
export type AddressSchema = ReturnType<typeof createAddressSchema>;
