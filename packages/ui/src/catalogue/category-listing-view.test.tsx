import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './__fixtures__/axe.test.helper';
import { barbellFacetGroups } from './__fixtures__/listing.stories.data';
import { CategoryListingView } from './category-listing-view';

const listing = (props: Partial<Parameters<typeof CategoryListingView>[0]> = {}) => (
  <CategoryListingView
    title="Barbells"
    groups={barbellFacetGroups}
    selection={{}}
    activeCount={0}
    sort="recommended.asc"
    productCount={5}
    currency="usd"
    onFacetChange={() => {}}
    onSortChange={() => {}}
    {...props}
  >
    <p>card</p>
  </CategoryListingView>
);

/** The desktop column's fieldset of a facet field. */
const group = (field: string) => {
  const fieldset = document.querySelector<HTMLFieldSetElement>(`fieldset[data-field="${field}"]`);
  if (!fieldset) throw new Error(`no ${field} facet`);
  return within(fieldset);
};

describe('CategoryListingView', () => {
  it('titles each facet by its kind: the category, a specification, certification, price and availability', async () => {
    const { container } = render(listing({ labels: { facetTitles: { weight: 'Weight' } } }));
    const legends = [...container.querySelectorAll('legend')].map((legend) => legend.textContent);
    expect(legends).toEqual(['Barbells', 'Weight', 'Certification', 'Price', 'Availability']);
    await expectNoAxeViolations(container);
  });

  it('labels price bands in the currency and availability values with the availability texts', () => {
    render(listing());
    expect(group('price').getByText('Under $500')).toBeInTheDocument();
    expect(group('price').getByText('$500 – $1,000')).toBeInTheDocument();
    expect(group('price').getByText('$1,000 and above')).toBeInTheDocument();
    expect(group('availability').getByText('In stock')).toBeInTheDocument();
    expect(group('availability').getByText('Pre-order')).toBeInTheDocument();
  });

  it('titles a specification facet without a title by its field', () => {
    render(listing());
    expect(group('weight').getByText('weight')).toBeInTheDocument();
  });

  it('adds a ticked value to the field’s chosen values and takes an unticked one out', () => {
    const onFacetChange = vi.fn();
    render(listing({ selection: { weight: ['15'] }, onFacetChange }));
    fireEvent.click(group('weight').getByRole('checkbox', { name: /20 kg/ }));
    expect(onFacetChange).toHaveBeenLastCalledWith('weight', ['15', '20']);
    fireEvent.click(group('weight').getByRole('checkbox', { name: /15 kg/ }));
    expect(onFacetChange).toHaveBeenLastCalledWith('weight', []);
    expect(onFacetChange).toHaveBeenCalledTimes(2);
  });

  it('counts the products in the page’s language and hands back the chosen sort', () => {
    const onSortChange = vi.fn();
    render(listing({ productCount: 1, onSortChange }));
    expect(screen.getByText('1 product')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'bp_name.asc' } });
    expect(onSortChange).toHaveBeenCalledWith('bp_name.asc');
  });
});
