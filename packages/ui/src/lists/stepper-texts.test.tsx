import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoDetails } from '../catalogue/__fixtures__/details.stories.data';
import { ProductDetails } from '../catalogue/product-details';
import { productCardTexts, productDetailsTexts } from '../catalogue/texts';
import type { Translate } from '../translate';
import { demoBuilds, demoCart, demoFavourites } from './__fixtures__/lists.stories.data';
import { BuildCard } from './build-card';
import { CartView } from './cart-view';
import { MyList } from './my-list';
import { buildCardTexts, cartPageViewTexts, myListTexts } from './texts';

// Every quantity stepper of the storefront names its buttons in the page's language: the − and +
// buttons' names came from the stepper's English defaults on every page (an English aria-label on
// 247 Swedish, German and French product pages each), since no text builder passed them.
const t: Translate = (key, args) => `«${key}${args?.length ? ` ${args.join(' ')}` : ''}»`;

function expectTranslatedSteppers(container: HTMLElement) {
  const decrease = within(container).getAllByRole('button', { name: '«cart.decrease»' });
  const increase = within(container).getAllByRole('button', { name: '«cart.increase»' });
  expect(decrease.length).toBeGreaterThan(0);
  expect(increase).toHaveLength(decrease.length);
  expect(within(container).queryByRole('button', { name: /quantity/i })).toBeNull();
}

describe("the quantity stepper's buttons, from the text builders", () => {
  it('on the product page', () => {
    const { container } = render(
      <ProductDetails
        product={demoDetails}
        onAddToCart={() => {}}
        labels={{ ...productCardTexts(t), ...productDetailsTexts(t) }}
      />,
    );
    expectTranslatedSteppers(container);
    expect(screen.getByRole('spinbutton', { name: '«cart.quantity»' })).toBeInTheDocument();
  });

  it('in the cart', () => {
    const { container } = render(<CartView cart={demoCart} labels={cartPageViewTexts(t).labels} />);
    expectTranslatedSteppers(container);
  });

  it('in My List, its products and its builds', () => {
    const { container } = render(
      <MyList
        favourites={demoFavourites}
        builds={demoBuilds}
        labels={myListTexts(t)}
        buildCardProps={{ labels: buildCardTexts(t) }}
      />,
    );
    expectTranslatedSteppers(container);
    expect(within(container).getAllByRole('button', { name: '«cart.decrease»' }).length).toBe(
      demoFavourites.length + demoBuilds.length,
    );
  });

  it('on a build card', () => {
    const demoBuild = demoBuilds[0];
    if (!demoBuild) throw new Error('no demo build');
    const { container } = render(<BuildCard build={demoBuild} labels={buildCardTexts(t)} />);
    expectTranslatedSteppers(container);
  });
});
