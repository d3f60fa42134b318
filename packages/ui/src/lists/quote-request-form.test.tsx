import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../catalogue/__fixtures__/axe.test.helper';
import { demoCountries } from './__fixtures__/lists.stories.data';
import { QuoteRequestForm } from './quote-request-form';
import { quoteRequestSchema } from './quote-request-schema';

const valid = {
  firstName: 'Maja',
  lastName: 'Lind',
  companyName: '',
  email: 'maja@example.com',
  phone: '',
  country: 'se',
  message: '',
};

describe('quoteRequestSchema', () => {
  it.each([
    [{ firstName: ' ' }, 'firstName', 'Please enter your first name'],
    [{ country: '' }, 'country', 'Please enter your country'],
    [{ email: 'maja@' }, 'email', 'Invalid Email'],
    [{ phone: '12' }, 'phone', 'Invalid Phone'],
    [{ email: '', phone: '' }, 'phone', 'Either email or phone has to be filled in'],
  ])('rejects %o on %s with "%s"', (change, path, message) => {
    const result = quoteRequestSchema().safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [path], message }));
  });

  it('accepts a phone number without an e-mail', () => {
    expect(quoteRequestSchema().safeParse({ ...valid, email: '', phone: '+46 70 123 45 67' }).success).toBe(
      true,
    );
  });
});

describe('QuoteRequestForm', () => {
  it('shows the messages under the fields and does not send an invalid request', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<QuoteRequestForm countries={demoCountries} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send quote request' }));
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('Please enter your first name'));
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('translates the field names and messages', async () => {
    const user = userEvent.setup();
    render(
      <QuoteRequestForm
        countries={demoCountries}
        onSubmit={vi.fn()}
        labels={{ fieldNames: { firstName: 'förnamn' }, messages: { required: 'Ange ditt {0}' } }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send quote request' }));
    expect(await screen.findByText('Ange ditt förnamn')).toBeInTheDocument();
  });

  it('announces the send error when sending fails', async () => {
    const user = userEvent.setup();
    render(
      <QuoteRequestForm
        countries={demoCountries}
        defaultValues={valid}
        onSubmit={() => Promise.reject(new Error('503'))}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send quote request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error occurred while trying to send quote');
  });
});
