import type { ComponentProps } from 'react';
import { TextField } from '../checkout/field';
import { cn } from '../shell/cn';

/** The delivery address fields of a quote request (commerce `QuoteFormAddress`). */
export type QuoteAddressField = 'streetAddress' | 'extraAddress' | 'zip' | 'city' | 'stateOrProvince';

/** The delivery address of a quote request, one string per field. */
export type QuoteAddressValues = Record<QuoteAddressField, string>;

/** Texts of {@link QuoteAddressBlock}: the legend, one label per field and the optional-field hint. */
export interface QuoteAddressLabels extends Record<QuoteAddressField, string> {
  /** The fieldset's legend. */
  legend: string;
  /** Hint under an optional field (extra address; the state where no tax needs it). */
  optional: string;
}

/** English defaults of {@link QuoteAddressLabels}. */
export const defaultQuoteAddressLabels: QuoteAddressLabels = {
  legend: 'Delivery address',
  streetAddress: 'Street address',
  extraAddress: 'Extra address',
  zip: 'Zip',
  city: 'City',
  stateOrProvince: 'State or province',
  optional: 'Optional',
};

/** An empty quote address. */
export const emptyQuoteAddress: QuoteAddressValues = {
  streetAddress: '',
  extraAddress: '',
  zip: '',
  city: '',
  stateOrProvince: '',
};

/** The fields in the order they are shown (and focused when invalid). */
export const quoteAddressFields: readonly QuoteAddressField[] = [
  'streetAddress',
  'extraAddress',
  'zip',
  'city',
  'stateOrProvince',
];

const autoComplete: Record<QuoteAddressField, string> = {
  streetAddress: 'address-line1',
  extraAddress: 'address-line2',
  zip: 'postal-code',
  city: 'address-level2',
  stateOrProvince: 'address-level1',
};

export interface QuoteAddressBlockProps extends Omit<ComponentProps<'fieldset'>, 'children' | 'onChange'> {
  /** The address as typed so far. */
  value: QuoteAddressValues;
  /** Called with the whole address after each keystroke. */
  onChange: (value: QuoteAddressValues) => void;
  /** The spec's message per invalid field ('Please enter your {0}', 'Invalid zip code', 'State or province is required!'); none by default. */
  errors?: Partial<Record<QuoteAddressField, string>>;
  /** Whether the state or province is required (a tax that needs it, e.g. US sales tax); default false (shown as optional). */
  stateRequired?: boolean;
  /** While the request is being sent the fields are read-only and the group is busy; default false. */
  submitting?: boolean;
  /** Receives each field's input element (e.g. to focus the first invalid field). */
  fieldRef?: (field: QuoteAddressField, element: HTMLInputElement | null) => void;
  /** Legend, field labels and the optional hint; English defaults ({@link defaultQuoteAddressLabels}). */
  labels?: Partial<QuoteAddressLabels>;
}

/**
 * The delivery address of a quote request: street, extra address, zip, city and state or province,
 * with the spec's message under each invalid field. Controlled: validation is the caller's (the
 * quote is taxed like an order, spec §5), this block shows its result.
 */
export function QuoteAddressBlock({
  value,
  onChange,
  errors = {},
  stateRequired = false,
  submitting = false,
  fieldRef,
  labels: labelOverrides,
  className,
  ...props
}: QuoteAddressBlockProps) {
  const labels = { ...defaultQuoteAddressLabels, ...labelOverrides };
  const field = (key: QuoteAddressField) => {
    const required = key === 'streetAddress' || key === 'zip' || key === 'city' || stateRequired;
    const optional = key === 'extraAddress' || (key === 'stateOrProvince' && !stateRequired);
    return (
      <TextField
        key={key}
        ref={(element) => fieldRef?.(key, element)}
        label={labels[key]}
        required={key === 'extraAddress' ? false : required}
        hint={optional ? labels.optional : undefined}
        autoComplete={autoComplete[key]}
        value={value[key]}
        error={errors[key]}
        readOnly={submitting}
        onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      />
    );
  };
  return (
    <fieldset
      data-slot="quote-address"
      aria-busy={submitting || undefined}
      className={cn('flex max-w-2xl flex-col gap-4', className)}
      {...props}
    >
      <legend className="mb-4 font-display text-2xl font-semibold uppercase">{labels.legend}</legend>
      {field('streetAddress')}
      {field('extraAddress')}
      <div className="grid gap-4 md:grid-cols-3">
        {field('zip')}
        {field('city')}
        {field('stateOrProvince')}
      </div>
    </fieldset>
  );
}
