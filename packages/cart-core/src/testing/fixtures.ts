// Records the cart-core tests share: a valid US checkout address and the lists of a stored cart.
import type { AddressInput } from '../checkout';
import type { StoredCartState } from '../stored';

/** A complete, valid US address (terms accepted). */
export const validAddress: AddressInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 (555) 010-9999',
  country: 'us',
  state: 'NY',
  city: 'New York',
  zip: '10001',
  street: '1 Main St',
  termsAccepted: true,
};

/** The lists of a stored cart: a cart line, a favourite and one build. */
export const storedLists: StoredCartState = {
  cart: { bar: { quantity: 2 } },
  favourites: { plate: { quantity: 1 } },
  builds: [
    {
      configuratorName: 'rack',
      name: 'Rack 1',
      code: 'rack_1',
      quantity: 1,
      configuration: { colour: 'black' },
    },
  ],
};
