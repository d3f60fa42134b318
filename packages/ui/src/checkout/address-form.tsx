'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AddressField,
  type CustomerType as CartCoreCustomerType,
  CHECKOUT_MESSAGES,
  type CheckoutAddressValues,
  type CheckoutMessages,
  loadAddressSchema,
  POSTAL_CODE_RULES,
  requiresState,
  STATES_BY_COUNTRY,
} from '@ironmark/cart-core';
import { formatMessage } from '@ironmark/channel';
import { type ReactNode, useId } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Button } from '../shell';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';
import { CheckboxField, SelectField, TextAreaField, TextField } from './field';

/** Private or business buyer (cart-core's). */
export type CustomerType = CartCoreCustomerType;

/** The values of the address form: cart-core's `CheckoutAddressValues` (its `AddressInput` fields plus the buyer type and category). */
export type AddressFormValues = CheckoutAddressValues;

/** Visible texts of {@link AddressForm}; field names for the messages come from `fieldNames`. */
export interface AddressFormLabels {
  heading: string;
  customerType: string;
  private: string;
  business: string;
  customerCategory: string;
  selectCategory: string;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  country: string;
  state: string;
  selectState: string;
  city: string;
  zip: string;
  street: string;
  extraAddress: string;
  careOf: string;
  message: string;
  messageHint: string;
  newsletter: string;
  terms: string;
  termsLink: string;
  optional: string;
  submit: string;
}

/** English defaults of {@link AddressFormLabels}. */
export const defaultAddressFormLabels: AddressFormLabels = {
  heading: 'Contact and delivery address',
  customerType: 'I am buying as',
  private: 'Private person',
  business: 'Business',
  customerCategory: 'Customer category',
  selectCategory: 'Select a category',
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company name',
  email: 'Email',
  phone: 'Phone',
  country: 'Country',
  state: 'State or province',
  selectState: 'Select',
  city: 'City',
  zip: 'Zip code',
  street: 'Street address',
  extraAddress: 'Extra address',
  careOf: 'Care of (c/o)',
  message: 'Message to the company',
  messageHint: 'Delivery instructions, opening hours of your gym…',
  newsletter: 'Send me news and offers by e-mail',
  terms: CHECKOUT_MESSAGES.termsLabel,
  termsLink: 'Read the terms',
  optional: 'Optional',
  submit: 'Continue to delivery',
};

export interface AddressFormProps {
  /** Countries the channel ships to: lower-case code and English name. */
  countries: { value: string; label: string }[];
  /** Customer categories for business buyers (value and name). */
  customerCategories?: { value: string; label: string }[];
  /** Initial values of the fields (e.g. a returning shopper's address). */
  defaultValues?: Partial<AddressFormValues>;
  /** Called with the valid values; a returned promise keeps the form submitting until it settles. */
  onSubmit: (values: AddressFormValues) => void | Promise<void>;
  /** Link to the terms page, shown beside the terms box. */
  termsHref?: string;
  /** Offer the business buyer fields; default true. */
  allowBusiness?: boolean;
  /** Texts of the headings, fields and buttons; English defaults ({@link defaultAddressFormLabels}). */
  labels?: Partial<AddressFormLabels>;
  /** Field names used in 'Please enter your {0}' (cart-core `ADDRESS_FIELD_LABELS` by default). */
  fieldNames?: Partial<Record<AddressField | 'customerCategory', string>>;
  /** Translated messages (cart-core `CHECKOUT_MESSAGES` by default). */
  messages?: Partial<CheckoutMessages>;
  /** Extra classes of the form, merged last. */
  className?: string;
  /** Extra content under the fields (e.g. the order's notes). */
  children?: ReactNode;
}

const EMPTY: AddressFormValues = {
  customerType: 'private',
  customerCategory: '',
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  phone: '',
  country: '',
  state: '',
  city: '',
  zip: '',
  street: '',
  extraAddress: '',
  careOf: '',
  message: '',
  newsletter: false,
  termsAccepted: false,
};

/**
 * The resolver of the address form: cart-core's `createAddressSchema` (the spec §5 rules and
 * messages; company required for business buyers), plus the customer category for business buyers.
 * The schema loads with the first validation (`loadAddressSchema`), keeping zod out of the page's first load.
 */
export function addressResolver(
  options: { fieldNames?: AddressFormProps['fieldNames']; messages?: Partial<CheckoutMessages> } = {},
): Resolver<AddressFormValues> {
  return async (values, context, resolverOptions) => {
    const business = values.customerType === 'business';
    const schema = await loadAddressSchema({
      contact: 'both',
      requireTerms: true,
      requireCompany: business,
      ...(options.fieldNames ? { labels: options.fieldNames } : {}),
      ...(options.messages ? { messages: options.messages } : {}),
    });
    // The schema reads the cart-core fields; the raw values (with the buyer type) go to onSubmit.
    const resolve = zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<AddressFormValues>;
    const result = await resolve(values, context, resolverOptions);
    if (business && values.customerCategory.trim() === '') {
      const messages = { ...CHECKOUT_MESSAGES, ...options.messages };
      const name = options.fieldNames?.customerCategory ?? 'customer category';
      const errors: FieldErrors<AddressFormValues> = {
        ...result.errors,
        customerCategory: { type: 'custom', message: formatMessage(messages.required, [name]) },
      };
      return { values: {}, errors };
    }
    return result;
  };
}

/**
 * The checkout's contact and address form (react-hook-form with cart-core's validation): private or
 * business buyer (company name and customer category), names, e-mail, phone, country with its own
 * fields — a state/province list where one is required, the zip code where the country has one —
 * street, extra address, care-of, a message to the company, newsletter consent and the terms box.
 * Messages are the spec §5 texts under each field.
 */
export function AddressForm({
  countries,
  customerCategories = [],
  defaultValues,
  onSubmit,
  termsHref,
  allowBusiness = true,
  labels: labelOverrides,
  fieldNames,
  messages,
  className,
  children,
}: AddressFormProps) {
  const labels = { ...defaultAddressFormLabels, ...labelOverrides };
  const headingId = useId();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({
    resolver: addressResolver({ ...(fieldNames ? { fieldNames } : {}), ...(messages ? { messages } : {}) }),
    defaultValues: { ...EMPTY, ...defaultValues },
  });
  const country = watch('country').toLowerCase();
  const business = watch('customerType') === 'business';
  const states = STATES_BY_COUNTRY[country];
  const zipRule = POSTAL_CODE_RULES[country];
  const showZip = !zipRule || zipRule.required || zipRule.pattern !== null;
  // Countries that write the zip before the city (most of Europe) get that order.
  const zipFirst = ['se', 'de', 'fr', 'ax'].includes(country);

  const zipField = showZip && (
    <TextField
      label={labels.zip}
      required
      autoComplete="postal-code"
      error={errors.zip?.message}
      {...register('zip')}
    />
  );
  const cityField = (
    <TextField
      label={labels.city}
      required
      autoComplete="address-level2"
      error={errors.city?.message}
      {...register('city')}
    />
  );

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      data-slot="address-form"
      className={cn('flex max-w-2xl flex-col gap-4', className)}
      onSubmit={handleSubmit((values) => onSubmit(values))}
    >
      <h2 id={headingId} className="font-display text-2xl font-semibold uppercase">
        {labels.heading}
      </h2>
      {allowBusiness && (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">{labels.customerType}</legend>
          <div className="flex flex-wrap gap-4">
            {(['private', 'business'] as const).map((type) => (
              <label key={type} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  value={type}
                  className="size-5 accent-ink"
                  {...register('customerType')}
                />
                {labels[type]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {business && (
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={labels.companyName}
            required
            autoComplete="organization"
            error={errors.companyName?.message}
            {...register('companyName')}
          />
          <SelectField
            label={labels.customerCategory}
            required
            placeholder={labels.selectCategory}
            options={customerCategories}
            error={errors.customerCategory?.message}
            {...register('customerCategory')}
          />
        </div>
      )}
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
        <TextField
          label={labels.email}
          required
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={labels.phone}
          required
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
        placeholder=""
        options={countries}
        error={errors.country?.message}
        {...register('country')}
      />
      <TextField
        label={labels.street}
        required
        autoComplete="address-line1"
        error={errors.street?.message}
        {...register('street')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={labels.extraAddress}
          hint={labels.optional}
          autoComplete="address-line2"
          error={errors.extraAddress?.message}
          {...register('extraAddress')}
        />
        <TextField
          label={labels.careOf}
          hint={labels.optional}
          error={errors.careOf?.message}
          {...register('careOf')}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {zipFirst ? zipField : cityField}
        {zipFirst ? cityField : null}
        {requiresState(country) && states && (
          <SelectField
            label={labels.state}
            required
            autoComplete="address-level1"
            placeholder={labels.selectState}
            options={Object.entries(states).map(([code, name]) => ({ value: code, label: name }))}
            error={errors.state?.message}
            {...register('state')}
          />
        )}
        {zipFirst ? null : zipField}
      </div>
      <TextAreaField
        label={labels.message}
        hint={`${labels.optional}. ${labels.messageHint}`}
        error={errors.message?.message}
        {...register('message')}
      />
      <CheckboxField label={labels.newsletter} {...register('newsletter')} />
      <CheckboxField
        label={labels.terms}
        required
        error={errors.termsAccepted?.message}
        hint={
          termsHref ? (
            <Link href={termsHref} className="underline underline-offset-4">
              {labels.termsLink}
            </Link>
          ) : undefined
        }
        {...register('termsAccepted')}
      />
      {children}
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
