/**
 * @ironmark/commerce/demo — the demo catalogue (about 1.6 MB of products, variants, prices and stock).
 * Kept apart from the contract, the client and the reference backend so only a deliberate import
 * downloads it: `createCommerce({ env, catalogue: demoCatalogue() })`.
 */
import catalogueJson from '../data/generated/catalogue.json' with { type: 'json' };
import { type Catalogue, createCatalogue } from './server/catalogue/catalogue';
import { catalogueDataSchema } from './server/catalogue/schema';

let demo: Catalogue | undefined;

/** The demo catalogue of `data/generated/catalogue.json`, parsed with zod once and cached. */
export function demoCatalogue(): Catalogue {
  demo ??= createCatalogue(catalogueDataSchema.parse(catalogueJson));
  return demo;
}
