import { isValidEmail, isValidPhone } from '@ironmark/cart-core';
import { formatMessage } from '@ironmark/channel';
import * as z from 'zod/mini';
import { defaultQuoteRequestLabels, type QuoteRequestLabels } from './quote-request-labels';

/**
 * The quote request's zod schema with the spec §5 messages: names and country required ('Please
 * enter your {0}'), e-mail or phone required ('Either {0} or {1} has to be filled in'), and each
 * checked when given ('Invalid Email', 'Invalid Phone', cart-core's rules). Company and message optional.
 */
export function quoteRequestSchema(
  labels: Pick<QuoteRequestLabels, 'fieldNames' | 'messages'> = defaultQuoteRequestLabels,
) {
  const { fieldNames, messages } = labels;
  const required = (field: keyof typeof fieldNames) =>
    z.string().check(z.trim(), z.minLength(1, formatMessage(messages.required, [fieldNames[field]])));
  return z
    .object({
      firstName: required('firstName'),
      lastName: required('lastName'),
      companyName: z.string().check(z.trim()),
      email: z.string().check(z.trim()),
      phone: z.string().check(z.trim()),
      country: required('country'),
      message: z.string().check(z.trim()),
    })
    .check(
      z.superRefine((values, context) => {
        if (values.email === '' && values.phone === '') {
          const either = formatMessage(messages.either, [fieldNames.email, fieldNames.phone]);
          context.addIssue({ code: 'custom', path: ['email'], message: either });
          context.addIssue({ code: 'custom', path: ['phone'], message: either });
          return;
        }
        if (values.email !== '' && !isValidEmail(values.email))
          context.addIssue({ code: 'custom', path: ['email'], message: messages.invalidEmail });
        if (values.phone !== '' && !isValidPhone(values.phone))
          context.addIssue({ code: 'custom', path: ['phone'], message: messages.invalidPhone });
      }),
    );
}
