'use client';

import { useChannel, useT } from '@ironmark/channel/react';
import {
  type ContactRequest,
  type FormIssue,
  fetchApi,
  ModelStateError,
  submissionKeys,
  withFallback,
} from '@ironmark/commerce';
import {
  type ContactFormField,
  type ContactFormOutcome,
  type ContactFormValues,
  ContactForm as ContactFormView,
  contactFormTexts,
} from '@ironmark/ui/checkout';
import type { PageTextKey } from '@ironmark/ui/content';
import { useToast } from '@ironmark/ui/shell';
import { useState } from 'react';
import { toastOf } from '../../lib/toast-of';
import { usePageText } from '../content/use-page-text';

type Topic = ContactRequest['topic'];

const FIELDS: readonly ContactFormField[] = ['topic', 'name', 'email', 'phone', 'companyName', 'message'];

const checks = () => import('./form-checks');

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
 * The contact form (`@ironmark/ui/checkout`'s) wired to `POST /api/contact`: it checks the input with
 * the commerce contract (`contactRequestSchema`, loaded with the first submit) before sending, shows
 * the spec's messages under the fields (from that check or from the server's model state), and a
 * toast for a rate limit or any other failure.
 */
export function ContactForm({ topic, topics, title, messageHint }: ContactFormProps) {
  const text = usePageText();
  const t = useT();
  const { locale, channel } = useChannel();
  const { show } = useToast();
  // One Idempotency-Key per distinct message: a double submit or a resend stores one message.
  const [keys] = useState(() => submissionKeys());

  const nouns = { name: text('contact.nameNoun'), message: text('contact.messageNoun') };
  const messages = async (issues: readonly FormIssue[]) =>
    (await checks()).translateFieldProblems(issues, FIELDS, withFallback(t), nouns);
  const check = async (values: ContactFormValues) =>
    (await checks()).contactRequestSchema.safeParse(
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

  const send = async (values: ContactFormValues): Promise<ContactFormOutcome> => {
    const checked = await check(values);
    if (!checked.success) return { kind: 'invalid', errors: await messages(checked.error.issues) };
    try {
      const answer = await fetchApi('/api/contact', {
        json: checked.data,
        idempotencyKey: keys.keyFor(checked.data),
        schema: async () => (await checks()).contactResponseSchema,
      });
      return { kind: 'sent', reference: answer.id };
    } catch (error) {
      const errors = error instanceof ModelStateError ? await messages(error.issues) : {};
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
      show(toastOf((await checks()).notificationFor(error, (key) => t(key))));
      return { kind: 'failed' };
    }
  };

  return (
    <ContactFormView
      title={text(title)}
      topic={topic}
      topics={topics?.map((value) => ({ value, label: text(`contact.topic.${value}` as const) }))}
      messageHint={messageHint ? text(messageHint) : undefined}
      // The builder asks only for keys of pageTexts (the 'contact.*' texts).
      labels={contactFormTexts((key, args) => text(key as PageTextKey, args))}
      validate={async (values) => {
        const checked = await check(values);
        return checked.success ? undefined : messages(checked.error.issues);
      }}
      onSubmit={send}
    />
  );
}
