'use client';

import { formatMessage } from '@ironmark/channel';
import { useId, useState } from 'react';
import { Button } from '../shell';
import { cn } from '../shell/cn';
import { SelectField, TextAreaField, TextField } from './field';
import { type FieldCheck, useFieldForm } from './use-field-form';

/** A field of {@link ContactForm}, in the order the form shows (and focuses) them. */
export type ContactFormField = 'topic' | 'name' | 'email' | 'phone' | 'companyName' | 'message';

/** The values of {@link ContactForm} as typed: every field as text, `phone` and `companyName` may be empty. */
export type ContactFormValues = Record<ContactFormField, string>;

/** Messages to show under the fields, by field (already in the page's language). */
export type ContactFormErrors = Partial<Record<ContactFormField, string>>;

/**
 * What became of a submit: `sent` with the message's reference (the form then thanks the visitor and
 * empties), `invalid` with the messages to show under the fields (the first one gets focus), or
 * `failed` when the caller has told the visitor itself (e.g. a toast); the form keeps its values then.
 */
export type ContactFormOutcome =
  | { kind: 'sent'; reference: string }
  | { kind: 'invalid'; errors: ContactFormErrors }
  | { kind: 'failed' };

/** Texts of {@link ContactForm}; `reference` has a `{0}` for the message's reference. */
export interface ContactFormLabels {
  /** Label of the topic select. */
  topic: string;
  /** Label of the name field. */
  name: string;
  /** Label of the e-mail field. */
  email: string;
  /** Label of the phone field (followed by the `optional` marker). */
  phone: string;
  /** Label of the company field (followed by the `optional` marker). */
  companyName: string;
  /** Label of the message field. */
  message: string;
  /** Marker after optional fields' labels, in parentheses. */
  optional: string;
  /** Submit button. */
  send: string;
  /** Submit button while the message is being sent. */
  sending: string;
  /** Thank-you text after sending. */
  sent: string;
  /** Reference line after sending; `{0}` is the reference. */
  reference: string;
  /** Button that shows an empty form again after sending. */
  sendAnother: string;
}

/** English defaults of {@link ContactFormLabels} (the storefront's English texts). */
export const defaultContactFormLabels: ContactFormLabels = {
  topic: 'What is it about?',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  companyName: 'Company name',
  message: 'Message',
  optional: 'optional',
  send: 'Send message',
  sending: 'Sending…',
  sent: 'Thank you! We have received your message and will get back to you within one business day.',
  reference: 'Reference: {0}',
  sendAnother: 'Send another message',
};

const FIELD_ORDER: readonly ContactFormField[] = [
  'topic',
  'name',
  'email',
  'phone',
  'companyName',
  'message',
];

export interface ContactFormProps {
  /** Heading of the form (an h2 that names the section). */
  title: string;
  /** The topic sent with the message (initial value of `topic`); with `topics` the visitor may pick another. */
  topic: string;
  /** Topics offered in a select (value and visible name); fewer than two ⇒ the topic is fixed and no select shows. */
  topics?: readonly { value: string; label: string }[];
  /** Hint under the message field; none when absent. */
  messageHint?: string | undefined;
  /**
   * Checks the values before sending (no sending state), at once or by a promise (its rules may load on
   * the first submit): `undefined` when they may be sent, otherwise the messages to show — an object,
   * even an empty one, stops the submit.
   */
  validate?: FieldCheck<ContactFormValues, ContactFormErrors>;
  /**
   * Sends the checked values and tells the form what became of them; the form shows its sending state
   * until the promise settles. Resolve with `failed` rather than reject: a rejection is passed on.
   */
  onSubmit: (values: ContactFormValues) => Promise<ContactFormOutcome>;
  /** Texts of the fields, buttons and the thank-you message; English defaults ({@link defaultContactFormLabels}). */
  labels?: Partial<ContactFormLabels>;
  /** Extra classes of the section, merged last. */
  className?: string;
}

/**
 * A contact form to sales staff or customer service: topic (when there is a choice), name, e-mail,
 * optional phone and company, and the message. Messages show under their fields and the first
 * failing field gets focus; after sending, a status with the thank-you text and the reference
 * replaces the form. Checking and sending are the caller's (`validate`, `onSubmit`).
 */
export function ContactForm({
  title,
  topic,
  topics,
  messageHint,
  validate,
  onSubmit,
  labels: labelOverrides,
  className,
}: ContactFormProps) {
  const labels = { ...defaultContactFormLabels, ...labelOverrides };
  const headingId = useId();
  const [sent, setSent] = useState<string | null>(null);
  const {
    form,
    busy: sending,
    submit,
    bind,
  } = useFieldForm<ContactFormField, ContactFormOutcome>({
    initial: { topic, name: '', email: '', phone: '', companyName: '', message: '' },
    fieldOrder: FIELD_ORDER,
    validate,
    onSubmit,
    onOutcome: (outcome, reset) => {
      if (outcome.kind !== 'sent') return;
      setSent(outcome.reference);
      reset();
    },
  });

  return (
    <section aria-labelledby={headingId} className={cn('max-w-2xl', className)} data-slot="contact-form">
      <h2 id={headingId} className="font-display text-2xl uppercase tracking-wide">
        {title}
      </h2>
      {sent ? (
        <div role="status" className="mt-6 border border-success bg-surface p-5">
          <p className="font-medium">{labels.sent}</p>
          <p className="mt-1 text-sm text-muted">{formatMessage(labels.reference, [sent])}</p>
          <Button type="button" variant="secondary" className="mt-4" onClick={() => setSent(null)}>
            {labels.sendAnother}
          </Button>
        </div>
      ) : (
        <form
          ref={form}
          noValidate
          onSubmit={submit}
          className="mt-6 grid gap-4 sm:grid-cols-2"
          aria-busy={sending || undefined}
        >
          {topics && topics.length > 1 && (
            <SelectField
              {...bind('topic')}
              className="sm:col-span-2"
              label={labels.topic}
              options={[...topics]}
            />
          )}
          <TextField {...bind('name')} label={labels.name} autoComplete="name" required />
          <TextField {...bind('email')} type="email" label={labels.email} autoComplete="email" required />
          <TextField
            {...bind('phone')}
            type="tel"
            label={`${labels.phone} (${labels.optional})`}
            autoComplete="tel"
          />
          <TextField
            {...bind('companyName')}
            label={`${labels.companyName} (${labels.optional})`}
            autoComplete="organization"
          />
          <TextAreaField
            {...bind('message')}
            className="sm:col-span-2"
            label={labels.message}
            hint={messageHint}
            rows={6}
            required
          />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={sending}>
              {sending ? labels.sending : labels.send}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
