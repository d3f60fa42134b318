'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../checkout/field';
import { Button } from '../shell';
import { cn } from '../shell/cn';
import {
  defaultQuoteRequestLabels,
  type QuoteRequestLabels,
  type QuoteRequestValues,
} from './quote-request-labels';

/**
 * Validates with {@link quoteRequestSchema}, loading it on the first validation (the first submit):
 * zod stays out of the page's first load (issue 16); the messages are the same.
 */
function quoteRequestResolver(
  labels: Pick<QuoteRequestLabels, 'fieldNames' | 'messages'>,
): Resolver<QuoteRequestValues> {
  return async (values, context, options) => {
    const { quoteRequestSchema } = await import('./quote-request-schema');
    return zodResolver(quoteRequestSchema(labels))(values, context, options);
  };
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
    resolver: quoteRequestResolver(labels),
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
