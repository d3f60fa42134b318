'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button, useButtonFeedback } from '../shell/button';
import { Modal } from '../shell/dialog';

/** Texts of the newsletter overlay; messages are the spec §5 words. */
export interface NewsletterLabels {
  title: string;
  description: string;
  email: string;
  consent: string;
  submit: string;
  invalidEmail: string;
  consentRequired: string;
  success: string;
  failure: string;
  close: string;
}

/** English defaults of {@link NewsletterLabels}. */
export const defaultNewsletterLabels: NewsletterLabels = {
  title: 'Sign up for our newsletter',
  description: 'Programming, new equipment and events — once a month. Unsubscribe at any time.',
  email: 'E-mail',
  consent: 'I agree to receive the newsletter by e-mail',
  submit: 'Sign up',
  invalidEmail: 'Invalid Email',
  consentRequired: 'Please accept to receive the newsletter',
  success: 'Thank you — you are signed up.',
  failure:
    'An error ocurred, please reload the page and try again. If the error persist. Please contact customer service',
  close: 'Close',
};

/** The overlay's form schema: a valid e-mail and explicit consent, with the given messages. */
export function newsletterFormSchema(
  labels: Pick<NewsletterLabels, 'invalidEmail' | 'consentRequired'> = defaultNewsletterLabels,
) {
  return z.object({
    email: z.email({ error: labels.invalidEmail }),
    consent: z.boolean().check(z.refine((given) => given, { error: labels.consentRequired })),
  });
}

/** What the overlay submits. */
export type NewsletterForm = z.infer<ReturnType<typeof newsletterFormSchema>>;

export interface NewsletterOverlayProps {
  /** Whether the overlay is open (controlled). */
  open: boolean;
  /** Called with the new open state. */
  onOpenChange: (open: boolean) => void;
  /** Stores the sign-up (the caller posts it through commerce); a rejection shows the failure text. */
  onSubmit: (form: NewsletterForm) => Promise<unknown>;
  /** Texts of the overlay and form; English defaults ({@link defaultNewsletterLabels}). */
  labels?: Partial<NewsletterLabels>;
}

/** The newsletter overlay (spec §2 footer block): e-mail and consent, messages below the fields. */
export function NewsletterOverlay({
  open,
  onOpenChange,
  onSubmit,
  labels: labelOverrides,
}: NewsletterOverlayProps) {
  const labels = { ...defaultNewsletterLabels, ...labelOverrides };
  const id = useId();
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  const [feedback, controller] = useButtonFeedback();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewsletterForm>({
    resolver: zodResolver(newsletterFormSchema(labels)),
    defaultValues: { email: '', consent: false },
  });

  const submit = handleSubmit(async (form) => {
    setFailed(false);
    try {
      await controller.run(() => onSubmit(form));
      setDone(true);
    } catch {
      setFailed(true);
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.description}
      maxWidth="md"
      closeLabel={labels.close}
    >
      {done ? (
        <p role="status" className="text-success">
          {labels.success}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-email`} className="text-sm font-medium">
              {labels.email}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
              className="min-h-11 rounded-xs border border-line bg-surface px-3 text-ink aria-invalid:border-error"
              {...register('email')}
            />
            {errors.email && (
              <p id={`${id}-email-error`} className="text-sm text-error">
                {errors.email.message}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1">
            <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-5 accent-accent"
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
                {...register('consent')}
              />
              {labels.consent}
            </label>
            {errors.consent && (
              <p id={`${id}-consent-error`} className="text-sm text-error">
                {errors.consent.message}
              </p>
            )}
          </div>
          {failed && (
            <p role="alert" className="text-sm text-error">
              {labels.failure}
            </p>
          )}
          <Button type="submit" feedback={feedback} className="self-start">
            {labels.submit}
          </Button>
        </form>
      )}
    </Modal>
  );
}
