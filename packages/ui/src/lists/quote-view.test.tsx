import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../catalogue/__fixtures__/axe.test.helper';
import { demoBuilds, demoCountries, demoFavourites } from './__fixtures__/lists.stories.data';
import { emptyQuoteAddress } from './quote-address-block';
import { QuoteView, type QuoteViewProps } from './quote-view';
import { quoteAddressMessages } from './texts';

const props = (overrides: Partial<QuoteViewProps> = {}): QuoteViewProps => ({
  favourites: demoFavourites,
  contents: { lines: [{ code: 'IM-BAR-20-M', quantity: 1 }], builds: demoBuilds },
  myListHref: '/en-us/my-list',
  address: { value: emptyQuoteAddress, onChange: vi.fn() },
  request: { countries: demoCountries, onSubmit: vi.fn() },
  ...overrides,
});

describe('QuoteView', () => {
  it('lists the favourites (loading ones as loading) and the quoted builds beside the forms', async () => {
    const { container } = render(<QuoteView {...props()} />);
    const summary = screen.getByRole('complementary', { name: 'My List' });
    const [lines, builds] = within(summary).getAllByRole('list');
    expect(
      within(lines as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Competition Weightlifting Bar 20 kgIM-BAR-20-M× 1',
      'Lever Belt 10 mmIM-BELT-10-L× 2',
      'LoadingIM-PLATE-25× 4',
    ]);
    expect(builds).toHaveTextContent('Barbell Set 1barbell-set_1× 1');
    expect(screen.getByRole('group', { name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.getByRole('form')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the empty list with the way back to My List when there is nothing to quote', () => {
    // Emptiness follows the quote's contents (cart-core hasQuoteContents), not the favourites given.
    render(<QuoteView {...props({ contents: { lines: [], builds: [] } })} />);
    expect(screen.getByText('Your list is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My List' })).toHaveAttribute('href', '/en-us/my-list');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows only a status before the stored list is read', () => {
    render(<QuoteView {...props({ loading: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('quoteAddressMessages', () => {
  it('words a blank field with its name and any other problem by its code', () => {
    const t = (key: string, args: readonly (string | number)[] = []) => `${key}(${args.join(',')})`;
    expect(
      quoteAddressMessages(
        [
          { field: 'zip', code: 'invalidZip' },
          { field: 'city', code: 'required' },
        ],
        t,
      ),
    ).toEqual({ zip: 'invalidZip()', city: 'pleaseEnter(field.city())' });
  });
});
