'use client';

import {
  type ContactRequest,
  contactRequestSchema,
  contactResponseSchema,
  fetchApi,
  ModelStateError,
  submissionKeys,
} from '@ironmark/commerce';
import { SelectField, TextAreaField, TextField } from '@ironmark/ui/checkout';
import { Button } from '@ironmark/ui/shell';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useChannel } from '../../lib/channel-context';
import { useT } from '../../lib/i18n';
import { useToast } from '../../lib/toast-context';
import { type FieldProblem, firstProblems, localiseFieldIssue } from './field-messages';
import { notificationFor } from './notify';
import type { PageTextKey } from './texts';
import { usePageText } from './use-page-text';

type Topic = ContactRequest['topic'];
type Field = 'topic' | 'name' | 'email' | 'phone' | 'companyName' | 'message';
type Values = Record<Field, string>;

const FIELD_ORDER: readonly Field[] = ['topic', 'name', 'email', 'phone', 'companyName', 'message'];

export interface ContactFormProps {
  /** The topic sent with the message; with `topics` the visitor may pick another. */
  topic: Topic;
  /** Topics offered in a select; none ⇒ the topic is fixed. */
  topics?: readonly Topic[];
  /** Heading text key. */
  title: PageTextKey;
  /** Hint under the message field. */
  messageHint?: PageTextKey;
}

/**
 * A contact form that reaches sales staff or customer service through `POST /api/contact`. It checks
 * the input with the commerce contract (`contactRequestSchema`) before sending, shows the spec's
 * messages under the fields (from that check or from the server's model state), a success message
 * with the reference, and a toast for a rate limit or any other failure.
 */
export function ContactForm({ topic, topics, title, messageHint }: ContactFormProps) {
  const text = usePageText();
  const t = useT();
  const { locale, channel } = useChannel();
  const { show } = useToast();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const initial: Values = { topic, name: '', email: '', phone: '', companyName: '', message: '' };
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  // One Idempotency-Key per distinct message: a double submit or a resend stores one message.
  const [keys] = useState(() => submissionKeys());

  const nouns: Partial<Record<Field, string>> = {
    name: text('contact.nameNoun'),
    message: text('contact.messageNoun'),
  };

  const showErrors = (problems: Record<string, FieldProblem>) => {
    const next: Partial<Record<Field, string>> = {};
    for (const field of FIELD_ORDER) {
      const problem = problems[field];
      if (problem) next[field] = localiseFieldIssue(problem, nouns[field], text);
    }
    setErrors(next);
    const first = FIELD_ORDER.find((field) => next[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return Object.keys(next).length > 0;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = contactRequestSchema.safeParse(
      {
        channel: locale,
        topic: values.topic,
        name: values.name,
        email: values.email,
        phone: values.phone.trim() === '' ? undefined : values.phone,
        companyName: values.companyName,
        country: channel.country || undefined,
        message: values.message,
      },
      { reportInput: true },
    );
    if (!checked.success) {
      showErrors(firstProblems(checked.error.issues));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await fetchApi('/api/contact', {
        json: checked.data,
        idempotencyKey: keys.keyFor(checked.data),
        schema: contactResponseSchema,
      });
      setSent(answer.id);
      setValues(initial);
    } catch (error) {
      const shown = error instanceof ModelStateError && showErrors(firstProblems(error.issues));
      if (!shown) {
        const notification = notificationFor(error, (key) => t(key));
        show({
          type: notification.type,
          title: notification.title ?? notification.message,
          messages: notification.messages,
        });
      }
    } finally {
      setSending(false);
    }
  };

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  return (
    <section aria-labelledby={headingId} className="max-w-2xl" data-slot="contact-form">
      <h2 id={headingId} className="font-display text-2xl uppercase tracking-wide">
        {text(title)}
      </h2>
      {sent ? (
        <div role="status" className="mt-6 border border-success bg-surface p-5">
          <p className="font-medium">{text('contact.sent')}</p>
          <p className="mt-1 text-sm text-muted">{text('contact.reference', [sent])}</p>
          <Button type="button" variant="secondary" className="mt-4" onClick={() => setSent(null)}>
            {text('contact.sendAnother')}
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
              label={text('contact.topic')}
              options={topics.map((value) => ({ value, label: text(`contact.topic.${value}` as const) }))}
            />
          )}
          <TextField {...bind('name')} label={text('contact.name')} autoComplete="name" required />
          <TextField
            {...bind('email')}
            type="email"
            label={text('contact.email')}
            autoComplete="email"
            required
          />
          <TextField
            {...bind('phone')}
            type="tel"
            label={`${text('contact.phone')} (${text('contact.optional')})`}
            autoComplete="tel"
          />
          <TextField
            {...bind('companyName')}
            label={`${text('contact.companyName')} (${text('contact.optional')})`}
            autoComplete="organization"
          />
          <TextAreaField
            {...bind('message')}
            className="sm:col-span-2"
            label={text('contact.message')}
            hint={messageHint ? text(messageHint) : undefined}
            rows={6}
            required
          />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={sending}>
              {sending ? text('contact.sending') : text('contact.send')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
