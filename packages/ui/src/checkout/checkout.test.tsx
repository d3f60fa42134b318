import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../catalogue/__fixtures__/axe.test.helper';
import { demoCountries } from '../lists/__fixtures__/lists.stories.data';
import { AddressForm } from './address-form';
import { CampaignCodeField } from './code-field';
import { OrderSummary } from './order-summary';
import { cardErrors, PaymentMethod } from './payment-method';

const validUs = {
  country: 'us',
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@example.com',
  phone: '+1 614 555 0100',
  street: '1 Main St',
  city: 'Columbus',
  state: 'OH',
  zip: '43215',
};

describe('AddressForm', () => {
  it('shows the spec messages under the failing fields', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(
      <AddressForm
        countries={demoCountries}
        defaultValues={{ ...validUs, email: 'x@', phone: 'abc', state: '', zip: '4321', firstName: '' }}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
        'Please enter your first name',
      ),
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Invalid Email');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription('Invalid Phone');
    expect(screen.getByRole('combobox', { name: /State or province/ })).toHaveAccessibleDescription(
      'State or province is required!',
    );
    expect(screen.getByRole('textbox', { name: /Zip code/ })).toHaveAccessibleDescription('Invalid zip code');
    expect(screen.getByRole('checkbox', { name: 'I have read and accepted the terms' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    // axe over a whole form in jsdom takes a few seconds on a 2-core machine.
  }, 30_000);

  it('submits a valid US address with the buyer type', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AddressForm countries={demoCountries} defaultValues={validUs} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accepted the terms' }));
    await user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      ...validUs,
      customerType: 'private',
      termsAccepted: true,
    });
  });

  it('asks business buyers for company name and customer category', async () => {
    const user = userEvent.setup();
    render(
      <AddressForm
        countries={demoCountries}
        customerCategories={[{ value: 'gym', label: 'Gym' }]}
        defaultValues={{ ...validUs, termsAccepted: true }}
        onSubmit={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    expect(await screen.findByText('Please enter your company name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your customer category')).toBeInTheDocument();
  });

  it('orders zip before city and drops the state for Sweden', async () => {
    const user = userEvent.setup();
    render(<AddressForm countries={demoCountries} onSubmit={vi.fn()} />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'se');
    expect(screen.queryByRole('combobox', { name: /State or province/ })).toBeNull();
    const fields = screen.getAllByRole('textbox').map((el) => el.getAttribute('autocomplete'));
    expect(fields.indexOf('postal-code')).toBeLessThan(fields.indexOf('address-level2'));
  });
});

describe('cardErrors', () => {
  it.each([
    [
      { name: 'Maja Lind', number: '4242 4242 4242 4242', expiryMonth: '12', expiryYear: '29', cvc: '123' },
      {},
    ],
    [
      { name: 'Maja 2', number: '4242', expiryMonth: '12', expiryYear: '29', cvc: '123' },
      { name: 'Only letters are allowed' },
    ],
    [
      { name: 'Maja', number: '4242-4242', expiryMonth: '1/2', expiryYear: '29', cvc: '12;' },
      {
        number: 'Only letters and numbers are allowed',
        expiryMonth: 'Only letters and numbers are allowed',
        cvc: 'Only letters and numbers are allowed',
      },
    ],
  ])('checks %o', (card, errors) => {
    expect(cardErrors(card)).toEqual(errors);
  });
});

describe('PaymentMethod', () => {
  const card = { name: '', number: '', expiryMonth: '', expiryYear: '', cvc: '' };
  it('offers only the allowed methods, financing with its partner', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <PaymentMethod
        value={undefined}
        onChange={onChange}
        card={card}
        onCardChange={() => {}}
        methods={['card', 'financing']}
        financingProvider="Affirm"
      />,
    );
    expect(screen.queryByRole('radio', { name: /Invoice/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Card/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Financing with Affirm/ }));
    expect(onChange).toHaveBeenCalledWith('financing');
    await expectNoAxeViolations(container);
  });
});

describe('OrderSummary', () => {
  it('adds sales tax as a row before the total and shows included VAT under it', () => {
    const { rerender } = render(
      <OrderSummary
        currency="usd"
        subtotal={10_000}
        delivery={0}
        tax={{ kind: 'salesTax', amount: 800 }}
        total={10_800}
      />,
    );
    const rows = screen.getAllByRole('term').map((dt) => dt.textContent);
    expect(rows).toEqual(['Subtotal', 'Delivery', 'Sales tax', 'Total']);
    rerender(
      <OrderSummary
        currency="sek"
        locale="sv-SE"
        subtotal={10_000}
        delivery={null}
        tax={{ kind: 'vat', amount: 2_000, included: true }}
        total={10_000}
      />,
    );
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Subtotal',
      'Delivery',
      'Total',
      'of which VAT',
    ]);
  });
});

describe('CampaignCodeField', () => {
  it('trims the code, shows the refusal under the field and marks it invalid', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn(async () => ({ ok: false, message: 'The campaign code used is invalid' }));
    const { container } = render(<CampaignCodeField onApply={onApply} />);
    const input = screen.getByRole('textbox', { name: 'Campaign code' });
    await user.type(input, '  SPRING  {Enter}');
    expect(onApply).toHaveBeenCalledWith('SPRING');
    await waitFor(() => expect(input).toHaveAccessibleDescription('The campaign code used is invalid'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(container).getByText('The campaign code used is invalid')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
