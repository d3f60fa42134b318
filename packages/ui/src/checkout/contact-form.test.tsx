import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../catalogue/__fixtures__/axe.test.helper';
import { ContactForm, type ContactFormOutcome } from './contact-form';

const topics = [
  { value: 'support', label: 'Customer service' },
  { value: 'sales', label: 'Sales and quotes' },
];

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Erin Lifter');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'erin@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Platforms to Ohio?');
}

describe('ContactForm', () => {
  it('announces the check’s messages under the fields, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (): Promise<ContactFormOutcome> => ({ kind: 'failed' }));
    const { container } = render(
      <ContactForm
        title="Send us a message"
        topic="support"
        topics={topics}
        validate={() => ({ name: 'Please enter your name', message: 'Please enter your message' })}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('Please enter your name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Please enter your message',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  }, 30_000);

  it('sends the values once, then thanks with the reference and empties the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (): Promise<ContactFormOutcome> => ({ kind: 'sent', reference: 'CM-0042' }));
    render(
      <ContactForm
        title="Send us a message"
        topic="support"
        topics={topics}
        validate={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'What is it about?' }), 'sales');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledWith({
      topic: 'sales',
      name: 'Erin Lifter',
      email: 'erin@example.com',
      phone: '',
      companyName: '',
      message: 'Platforms to Ohio?',
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Reference: CM-0042');
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'What is it about?' })).toHaveValue('support');
  });

  it('waits for a check that answers later, ignores a second submit meanwhile, then sends once', async () => {
    const user = userEvent.setup();
    let answer: (errors: undefined | { email: string }) => void = () => {};
    const validate = vi.fn(() => new Promise<undefined | { email: string }>((resolve) => (answer = resolve)));
    const onSubmit = vi.fn(async (): Promise<ContactFormOutcome> => ({ kind: 'sent', reference: 'CM-7' }));
    render(<ContactForm title="Send us a message" topic="support" validate={validate} onSubmit={onSubmit} />);
    await fill(user);
    const send = screen.getByRole('button', { name: 'Send message' });
    await user.click(send);
    await user.click(send);
    expect(validate).toHaveBeenCalledOnce();
    answer({ email: 'Invalid Email' });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid Email'),
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(send);
    answer(undefined);
    expect(await screen.findByRole('status')).toHaveTextContent('Reference: CM-7');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows the server’s field messages and keeps the values; a failure leaves the form as it was', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<() => Promise<ContactFormOutcome>>()
      .mockResolvedValueOnce({ kind: 'invalid', errors: { email: 'Invalid Email' } })
      .mockResolvedValueOnce({ kind: 'failed' });
    render(<ContactForm title="Talk to a Strength Expert" topic="sales" onSubmit={onSubmit} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid Email'));
    expect(email).toHaveFocus();
    expect(email).toHaveValue('erin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Platforms to Ohio?');
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('shows its sending state while the promise is pending and ignores a second submit', async () => {
    const user = userEvent.setup();
    let settle: (outcome: ContactFormOutcome) => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<ContactFormOutcome>((resolve) => {
          settle = resolve;
        }),
    );
    render(
      <ContactForm
        title="Send us a message"
        topic="support"
        onSubmit={onSubmit}
        labels={{ send: 'Skicka', sending: 'Skickar…' }}
      />,
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    const button = screen.getByRole('button', { name: 'Skickar…' });
    expect(button).toBeDisabled();
    expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(button.closest('form')!);
    expect(onSubmit).toHaveBeenCalledOnce();
    settle({ kind: 'sent', reference: 'CM-1' });
    expect(await screen.findByRole('status')).toHaveTextContent('Reference: CM-1');
  });
});
