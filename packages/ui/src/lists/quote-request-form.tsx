'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_FIELD_LABELS, CHECKOUT_MESSAGES, isValidEmail, isValidPhone } from '@ironmark/cart-core';
import { formatMessage } from '@ironmark/channel';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { SelectField, TextAreaField, TextField } from '../checkout/field';
import { Button } from '../shell';
import { cn } from '../shell/cn';

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

export interface QuoteRequestFormProps {
  /** Countries to choose from: lower-case code and English name (channel `countryName`). */
  countries: { value: string; label: string }[];
  /** Initial values of the fields. */
  defaultValues?: Partial<QuoteRequestValues>;
  /** Sends the request; a rejection shows 'Error occurred while trying to send quote'. */
  onSubmit: (values: QuoteRequestValues) => Promise<void> | void;
  /** Extra classes of the form, merged last. */
  className?: string;
  /** Texts, field names and validation messages; English defaults ({@link defaultQuoteRequestLabels}). */
  labels?: Partial<Omit<QuoteRequestLabels, 'fieldNames' | 'messages'>> & {
    fieldNames?: Partial<QuoteRequestLabels['fieldNames']>;
    messages?: Partial<QuoteRequestLabels['messages']>;
  };
}

/**
 * The quote request form (react-hook-form + zod): first and last name, company, e-mail, phone,
 * country and message, validated on submit and then as the shopper corrects a field, with the spec's
 * messages under each field and the send error announced.
 */
export function QuoteRequestForm({
  countries,
  defaultValues,
  onSubmit,
  className,
  labels: labelOverrides,
}: QuoteRequestFormProps) {
  const labels: QuoteRequestLabels = {
    ...defaultQuoteRequestLabels,
    ...labelOverrides,
    fieldNames: { ...defaultQuoteRequestLabels.fieldNames, ...labelOverrides?.fieldNames },
    messages: { ...defaultQuoteRequestLabels.messages, ...labelOverrides?.messages },
  };
  const headingId = useId();
  const [sendFailed, setSendFailed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<QuoteRequestValues>({
    resolver: zodResolver(quoteRequestSchema(labels)),
    defaultValues: {
      firstName: '',
      lastName: '',
      companyName: '',
      email: '',
      phone: '',
      country: '',
      message: '',
      ...defaultValues,
    },
  });

  const submit = handleSubmit(async (values) => {
    setSendFailed(false);
    try {
      await onSubmit(values);
    } catch {
      setSendFailed(true);
    }
  });

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      data-slot="quote-request-form"
      className={cn('flex max-w-2xl flex-col gap-4', className)}
      onSubmit={submit}
    >
      <h2 id={headingId} className="font-display text-2xl font-semibold uppercase">
        {labels.heading}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={labels.firstName}
          required
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={labels.lastName}
          required
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={labels.companyName}
        hint={labels.optional}
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={labels.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <SelectField
        label={labels.country}
        required
        autoComplete="country"
        placeholder={labels.selectCountry}
        options={countries}
        error={errors.country?.message}
        {...register('country')}
      />
      <TextAreaField
        label={labels.message}
        hint={labels.optional}
        error={errors.message?.message}
        {...register('message')}
      />
      <div role="alert" className="text-sm text-error empty:hidden">
        {sendFailed ? labels.sendError : ''}
      </div>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="self-start"
        feedback={isSubmitting ? 'loading' : 'idle'}
      >
        {labels.submit}
      </Button>
    </form>
  );
}
