import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { localised, type StoryTranslate } from '../test/story-locale';
import {
  ContactForm,
  type ContactFormErrors,
  type ContactFormOutcome,
  type ContactFormValues,
} from './contact-form';
import { contactFormTexts } from './texts';

const topicKeys = ['support', 'service-and-parts', 'sales', 'press', 'other'] as const;
/** The topics in the toolbar's language (the storefront's 'contact.topic.*' texts). */
const topicOptions = (t: StoryTranslate) =>
  topicKeys.map((value) => ({ value, label: t(`contact.topic.${value}`) }));

/** The storefront's check in English (commerce's contact schema): name, e-mail and message. */
const demoValidate = (values: ContactFormValues): ContactFormErrors | undefined => {
  const errors: ContactFormErrors = {};
  if (!values.name.trim()) errors.name = 'Please enter your name';
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) errors.email = 'Invalid Email';
  if (!values.message.trim()) errors.message = 'Please enter your message';
  return Object.keys(errors).length > 0 ? errors : undefined;
};

const filled = {
  name: 'Erin Lifter',
  email: 'erin@example.com',
  message: 'Do you deliver competition platforms to Ohio?',
};

const meta = {
  component: ContactForm,
  args: {
    title: 'Send us a message',
    topic: 'support',
    topics: [
      { value: 'support', label: 'Customer service' },
      { value: 'service-and-parts', label: 'Service and spare parts' },
      { value: 'sales', label: 'Sales and quotes' },
      { value: 'press', label: 'Press' },
      { value: 'other', label: 'Something else' },
    ],
    validate: demoValidate,
    onSubmit: fn(
      async (_values: ContactFormValues): Promise<ContactFormOutcome> => ({
        kind: 'sent',
        reference: 'CM-2026-0042',
      }),
    ),
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof ContactForm>>((l, args) => ({
      labels: l.labels(contactFormTexts),
      title: l.labels((t) => t(args.topics ? 'contact.formTitle' : 'contact.serviceFormTitle')),
      topics: args.topics && l.labels(topicOptions),
      messageHint: args.messageHint && l.labels((t) => t('contact.serviceMessageHint')),
    })),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: nothing is marked invalid before the first submit; the topic select offers the topics. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'What is it about?' })).toHaveValue('support');
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: 'Phone (optional)' })).not.toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A fixed topic (the service page's form): no topic select; the message field has a hint. */
export const FixedTopic: Story = {
  args: {
    topic: 'service-and-parts',
    topics: undefined,
    title: 'Request service',
    messageHint: 'Tell us the product, its serial number if you have it, and what needs attention.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Tell us the product, its serial number if you have it, and what needs attention.',
    );
  },
};

/** Filled and sent: `onSubmit` gets the values once; the thank-you status with the reference replaces the form. */
export const Filled: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'What is it about?' }), 'sales');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), filled.name);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), filled.email);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), filled.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      topic: 'sales',
      phone: '',
      companyName: '',
      ...filled,
    });
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Thank you! We have received your message');
    await expect(status).toHaveTextContent('Reference: CM-2026-0042');
    await userEvent.click(canvas.getByRole('button', { name: 'Send another message' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};

/** Validation errors: the messages under the fields, the first failing field focused, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription('Please enter your name');
    await expect(name).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Invalid Email')).toBeVisible();
    await expect(canvas.getByText('Please enter your message')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typing in a field clears its message.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '@example.com');
    await expect(canvas.queryByText('Invalid Email')).toBeNull();
  },
};

/** Server errors: the server's model state comes back as messages under the fields; the values stay. */
export const ServerErrors: Story = {
  args: {
    onSubmit: fn(
      async (_values: ContactFormValues): Promise<ContactFormOutcome> => ({
        kind: 'invalid',
        errors: { message: 'Your message is too long (at most 5000 characters)' },
      }),
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), filled.name);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), filled.email);
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(message, filled.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(message).toHaveAccessibleDescription('Your message is too long (at most 5000 characters)'),
    );
    await expect(message).toHaveFocus();
    await expect(message).toHaveValue(filled.message);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Submitting: the message is being sent; the button says so, is disabled and the form is busy. */
export const Submitting: Story = {
  args: {
    // Never settles, so the form stays in its sending state for review and axe.
    onSubmit: fn((_values: ContactFormValues) => new Promise<ContactFormOutcome>(() => {})),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), filled.name);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), filled.email);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), filled.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const button = await canvas.findByRole('button', { name: 'Sending…' });
    await expect(button).toBeDisabled();
    await expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
